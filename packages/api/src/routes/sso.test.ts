import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Config } from '../config';
import { externalIdentities, externalLoginAttempts, users } from '../db/schema';
import type { AppEnv } from '../http/appEnv';
import { AUTH_COOKIE } from '../http/authentication';
import { type FakeProvider, startFakeProvider } from '../integrations/sso/fakeProvider';
import { createTestServer, type TestServer, withoutTestAccounts } from '../testing/testServer';
import { createSsoRoutes, type SsoRoutesOptions } from './sso';

const WEB_ORIGIN = 'https://shop.example';
const BASE = '/api/Authentication/external-login';

interface PageResponse {
  status: number;
  headers: Headers;
  text: string;
}

/** A browser's part of the flow: follows nothing by itself, but keeps cookies like one. */
class Browser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly origin: string) {}

  get(pathOrUrl: string): Promise<PageResponse> {
    return this.#send(pathOrUrl, { method: 'GET' });
  }

  post(pathOrUrl: string, fields: Record<string, string>): Promise<PageResponse> {
    return this.#send(pathOrUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }

  async #send(pathOrUrl: string, init: RequestInit): Promise<PageResponse> {
    const url = new URL(pathOrUrl, this.origin);
    const headers = new Headers(init.headers);
    if (url.origin === this.origin && this.cookies.size > 0) {
      headers.set(
        'cookie',
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      );
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { status: response.status, headers: response.headers, text: await response.text() };
  }
}

const setCookieNamed = (response: PageResponse, name: string) =>
  response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));

/** The form fields of a page (the stand-in form, or Apple's auto-posting form). */
const formFields = (html: string): Record<string, string> =>
  Object.fromEntries(
    [...html.matchAll(/name="(\w+)"[^>]*?value="([^"]*)"/g)].map(([, name = '', value = '']) => [
      name,
      value.replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
    ]),
  );

let server: TestServer;
let production: TestServer;
let fake: FakeProvider;
let configured: { url: string; close(): Promise<void> };

/**
 * The SSO routes with every provider configured and pointed at the fake provider, on the test
 * server's database, served over a real socket. Its public URL is its own address, so the
 * redirect URI the fake sends the browser back to is this server's callback.
 */
async function startConfiguredApp(
  configPatch: Partial<Config>,
  options: SsoRoutesOptions,
): Promise<{ url: string; close(): Promise<void> }> {
  let app: Hono<AppEnv> | undefined;
  const listener = serve({
    fetch: (request) => {
      if (!app) throw new Error('app not ready');
      return app.fetch(request);
    },
    hostname: '127.0.0.1',
    port: 0,
  });
  await once(listener, 'listening');
  const url = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  app = createApp(
    { ...server.deps, config: { ...server.deps.config, ...configPatch, publicUrl: url } },
    [createSsoRoutes(options)],
  );
  return {
    url,
    close: () => new Promise<void>((done) => listener.close(() => done())),
  };
}

beforeAll(async () => {
  [server, production, fake] = await Promise.all([
    createTestServer({ env: { WEB_ORIGINS: WEB_ORIGIN } }),
    createTestServer({
      // Production refuses the offline stand-ins: Stripe keys (never called here) replace the
      // test payment gateway so the server starts.
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: 'production-secret-production-secret-0123',
        STRIPE_SECRET_KEY: 'sk_test_not_called_in_this_test',
        STRIPE_WEBHOOK_SECRET: 'whsec_not_called_in_this_test',
        SMTP_URL: 'smtp://127.0.0.1:2525',
      },
      prepare: withoutTestAccounts,
    }),
    startFakeProvider(),
  ]);
  configured = await startConfiguredApp(
    {
      GOOGLE_CLIENT_ID: fake.clients.google.clientId,
      GOOGLE_CLIENT_SECRET: fake.clients.google.clientSecret,
      FACEBOOK_CLIENT_ID: fake.clients.facebook.clientId,
      FACEBOOK_CLIENT_SECRET: fake.clients.facebook.clientSecret,
      APPLE_CLIENT_ID: fake.clients.apple.clientId,
      APPLE_CLIENT_SECRET: fake.clients.apple.clientSecret,
    },
    { endpointOverrides: fake.endpointOverrides },
  );
});
afterAll(async () => {
  await configured?.close();
  await Promise.all([server?.close(), production?.close(), fake?.close()]);
});

/** Asserts a finishing page: the auth cookie is set and the page hands THAT token over. */
async function expectSignedIn(response: PageResponse) {
  expect(response.status).toBe(200);
  const cookie = setCookieNamed(response, AUTH_COOKIE);
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/SameSite=Lax/);
  const token = cookie?.split(';')[0]?.slice(AUTH_COOKIE.length + 1) ?? '';
  expect(response.text).toContain(JSON.stringify(token));
  // The token goes to the configured web origin only (shell §4), never to '*'.
  expect(response.text).toContain(`var origins = ${JSON.stringify([WEB_ORIGIN])};`);
  expect(response.text).not.toMatch(/postMessage\([^)]*['"]\*['"]/);
  expect(response.headers.get('content-security-policy')).toMatch(/script-src 'nonce-[^']+'/);
  const claims = await server.deps.tokens.verify(token);
  if (!claims) throw new Error('the handed-over token does not verify');
  return claims;
}

function expectNotSignedIn(response: PageResponse) {
  expect(setCookieNamed(response, AUTH_COOKIE)).toBeUndefined();
  expect(response.text).not.toContain('<script');
}

describe('GET /api/Authentication/external-login/{provider} (shell §4, §6: google, facebook, apple)', () => {
  it('answers an unknown provider with 400 and the field', async () => {
    const response = await server.request('GET', `${BASE}/twitter`);
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(
      expect.objectContaining({ propertyName: 'provider' }),
    );
    const callback = await server.request('GET', `${BASE}/twitter/callback?code=x&state=y`);
    expect(callback.status).toBe(400);
  });
});

describe('local stand-in sign-in page (DESIGN §7: no provider configured, not production)', () => {
  it('renders a form with email, first and last name and a state bound to this browser', async () => {
    const browser = new Browser(server.url);
    const page = await browser.get(`${BASE}/google`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toContain(`action="${BASE}/google/stand-in"`);
    const fields = formFields(page.text);
    expect(Object.keys(fields)).toEqual(['state', 'email', 'firstName', 'lastName']);
    expect(setCookieNamed(page, 'bikeship_sso_google')).toMatch(/HttpOnly/);
    expect(browser.cookies.get('bikeship_sso_google')).toBe(fields.state);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
  });

  it('posted, creates the user, sets the auth cookie and hands the token to the configured origin', async () => {
    const browser = new Browser(server.url);
    const { state = '' } = formFields((await browser.get(`${BASE}/facebook`)).text);
    const response = await browser.post(`${BASE}/facebook/stand-in`, {
      state,
      email: 'New.Rider@Example.com',
      firstName: 'New',
      lastName: 'Rider',
    });
    const claims = await expectSignedIn(response);
    expect(claims).toMatchObject({
      email: 'new.rider@example.com',
      firstName: 'New',
      lastName: 'Rider',
    });
    const [user] = await server.deps.db.select().from(users).where(eq(users.id, claims.id));
    expect(user).toMatchObject({
      email: 'new.rider@example.com',
      passwordHash: null,
      roles: ['Customer'],
    });
    const identities = await server.deps.db
      .select()
      .from(externalIdentities)
      .where(eq(externalIdentities.userId, claims.id));
    expect(identities).toEqual([expect.objectContaining({ provider: 'facebook' })]);

    // The state is single use: posting the same form again signs nobody in.
    const replay = await browser.post(`${BASE}/facebook/stand-in`, {
      state,
      email: 'new.rider@example.com',
      firstName: 'New',
      lastName: 'Rider',
    });
    expect(replay.status).toBe(400);
    expectNotSignedIn(replay);
  });

  it('signs the same stand-in identity in to the same account the next time', async () => {
    const signIn = async () => {
      const browser = new Browser(server.url);
      const { state = '' } = formFields((await browser.get(`${BASE}/apple`)).text);
      return browser.post(`${BASE}/apple/stand-in`, {
        state,
        email: 'again@example.com',
        firstName: 'Again',
        lastName: 'Rider',
      });
    };
    const first = await expectSignedIn(await signIn());
    const second = await expectSignedIn(await signIn());
    expect(second.id).toBe(first.id);
  });

  it('shows the form again with the field error for a bad email, and the same state still works', async () => {
    const browser = new Browser(server.url);
    const { state = '' } = formFields((await browser.get(`${BASE}/google`)).text);
    const invalid = await browser.post(`${BASE}/google/stand-in`, {
      state,
      email: 'not-an-email',
      firstName: 'Bad',
      lastName: 'Email',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.text).toMatch(/id="email-error"/);
    expectNotSignedIn(invalid);
    const fixed = await browser.post(`${BASE}/google/stand-in`, {
      state,
      email: 'fixed@example.com',
      firstName: 'Bad',
      lastName: 'Email',
    });
    await expectSignedIn(fixed);
  });

  it('refuses a form posted from a browser that did not open the page (no state cookie)', async () => {
    const opener = new Browser(server.url);
    const { state = '' } = formFields((await opener.get(`${BASE}/google`)).text);
    const stranger = new Browser(server.url);
    const response = await stranger.post(`${BASE}/google/stand-in`, {
      state,
      email: 'csrf@example.com',
      firstName: 'Cross',
      lastName: 'Site',
    });
    expect(response.status).toBe(400);
    expect(response.text).toMatch(/started in another browser/);
    expectNotSignedIn(response);
  });

  it('never enters an existing account by a typed (unverified) email', async () => {
    const existing = await server.createUser();
    const browser = new Browser(server.url);
    const { state = '' } = formFields((await browser.get(`${BASE}/google`)).text);
    const response = await browser.post(`${BASE}/google/stand-in`, {
      state,
      email: existing.email,
      firstName: 'Someone',
      lastName: 'Else',
    });
    expect(response.status).toBe(409);
    expect(response.text).toMatch(/already exists/);
    expectNotSignedIn(response);
  });
});

describe('stand-in refused in production (DESIGN §7)', () => {
  it('answers 404 with a clear message for the page and the form post', async () => {
    const page = await production.request('GET', `${BASE}/google`);
    expect(page.status).toBe(404);
    expect(page.body).toMatch(/Sign-in with Google is not available on this server/);
    expect(page.body).not.toContain('<form');
    const post = await production.request('POST', `${BASE}/google/stand-in`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      json: 'state=x&email=a%40example.com&firstName=A&lastName=B',
    });
    expect(post.status).toBe(404);
    expect(post.headers.getSetCookie()).toEqual([]);
  });
});

describe('configured providers: OAuth 2 / OIDC authorization code with PKCE and state', () => {
  /** Opens the popup and consents at the fake provider; returns the provider's answer. */
  async function consentAt(provider: 'google' | 'facebook' | 'apple', browser: Browser) {
    const start = await browser.get(`${BASE}/${provider}`);
    expect(start.status).toBe(302);
    const atProvider = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' });
    if (atProvider.status === 302) {
      return { method: 'GET' as const, callback: atProvider.headers.get('location') ?? '' };
    }
    // Apple: an auto-posting form to the callback (response_mode=form_post).
    const html = await atProvider.text();
    const action = html.match(/action="([^"]+)"/)?.[1] ?? '';
    return { method: 'POST' as const, callback: action, fields: formFields(html) };
  }

  it('redirects the popup to the authorize URL with state, an S256 challenge and a nonce', async () => {
    const browser = new Browser(configured.url);
    const response = await browser.get(`${BASE}/google`);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${fake.url}/google/authorize`);
    const query = Object.fromEntries(location.searchParams);
    expect(query).toMatchObject({
      response_type: 'code',
      client_id: fake.clients.google.clientId,
      redirect_uri: `${configured.url}${BASE}/google/callback`,
      code_challenge_method: 'S256',
    });
    expect(query.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(query.nonce).toBeTruthy();
    expect(browser.cookies.get('bikeship_sso_google')).toBe(query.state);
    // The verifier stays on the server (database), never in the browser's URL or cookie.
    const [attempt] = await server.deps.db
      .select()
      .from(externalLoginAttempts)
      .where(eq(externalLoginAttempts.state, query.state ?? ''));
    expect(attempt?.codeVerifier).toBeTruthy();
    expect(response.headers.get('location')).not.toContain(attempt?.codeVerifier);
  });

  it('refuses a callback with a bad state, or from another browser, and signs nobody in', async () => {
    fake.signInAs({ subject: 'g-bad-state', email: 'bad.state@example.com', emailVerified: true });
    const browser = new Browser(configured.url);
    const { callback } = await consentAt('google', browser);
    const forged = new URL(callback);
    forged.searchParams.set('state', 'forged-state');
    const response = await browser.get(forged.toString());
    expect(response.status).toBe(400);
    expect(response.text).toMatch(/Sign-in not completed/);
    expectNotSignedIn(response);

    const otherBrowser = new Browser(configured.url);
    const stolen = await otherBrowser.get(callback);
    expect(stolen.status).toBe(400);
    expectNotSignedIn(stolen);
  });

  it('signs in with Google and links to the existing account with the same verified email', async () => {
    const existing = await server.createUser({ email: 'linked.rider@example.com' });
    fake.signInAs({
      subject: 'g-100',
      email: 'Linked.Rider@Example.com',
      emailVerified: true,
      firstName: 'Linked',
      lastName: 'Rider',
    });
    const browser = new Browser(configured.url);
    const { callback } = await consentAt('google', browser);
    const claims = await expectSignedIn(await browser.get(callback));
    expect(claims.id).toBe(existing.id);
    const [identity] = await server.deps.db
      .select()
      .from(externalIdentities)
      .where(
        and(eq(externalIdentities.provider, 'google'), eq(externalIdentities.subject, 'g-100')),
      );
    expect(identity?.userId).toBe(existing.id);
    expect(
      await server.deps.db.select().from(users).where(eq(users.email, existing.email)),
    ).toHaveLength(1);

    // A replayed callback (same code and state) is refused: the state is single use.
    const replay = await new Browser(configured.url).get(callback);
    expect(replay.status).toBe(400);
    expectNotSignedIn(replay);
  });

  it('refuses to enter an existing account by an email the provider has not verified', async () => {
    const existing = await server.createUser({ email: 'unverified.owner@example.com' });
    fake.signInAs({ subject: 'g-200', email: existing.email, emailVerified: false });
    const browser = new Browser(configured.url);
    const { callback } = await consentAt('google', browser);
    const response = await browser.get(callback);
    expect(response.status).toBe(409);
    expectNotSignedIn(response);
  });

  it('creates an account from the Facebook Graph profile', async () => {
    fake.signInAs({
      subject: 'fb-300',
      email: 'fb.rider@example.com',
      firstName: 'Fay',
      lastName: 'Book',
    });
    const browser = new Browser(configured.url);
    const { callback } = await consentAt('facebook', browser);
    const claims = await expectSignedIn(await browser.get(callback));
    expect(claims).toMatchObject({
      email: 'fb.rider@example.com',
      firstName: 'Fay',
      lastName: 'Book',
    });
  });

  it("signs in with Apple's cross-site form POST, taking the name Apple sends once", async () => {
    fake.signInAs({
      subject: 'apple-400',
      email: 'hidden@privaterelay.appleid.com',
      emailVerified: 'true',
      firstName: 'Ada',
      lastName: 'Apple',
    });
    const browser = new Browser(configured.url);
    const answer = await consentAt('apple', browser);
    expect(answer.method).toBe('POST');
    const claims = await expectSignedIn(await browser.post(answer.callback, answer.fields ?? {}));
    expect(claims).toMatchObject({ email: 'hidden@privaterelay.appleid.com', firstName: 'Ada' });
  });

  it('shows a clear message and hands nothing over when the user cancels at the provider', async () => {
    fake.denyNext();
    const browser = new Browser(configured.url);
    const { callback } = await consentAt('google', browser);
    const response = await browser.get(callback);
    expect(response.status).toBe(403);
    expect(response.text).toMatch(/You cancelled sign-in with Google/);
    expectNotSignedIn(response);
  });

  it('refuses the sign-in when the id_token does not verify (nonce of another sign-in)', async () => {
    fake.signInAs({ subject: 'g-500', email: 'nonce@example.com', emailVerified: true });
    fake.tamperNext({ nonce: 'another-sign-in' });
    const browser = new Browser(configured.url);
    const { callback } = await consentAt('google', browser);
    const response = await browser.get(callback);
    expect(response.status).toBe(502);
    expect(response.text).toMatch(/Google could not confirm your sign-in/);
    expectNotSignedIn(response);
  });
});
