import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { type FakeProvider, startFakeProvider } from './fakeProvider';
import { type AuthorizationSecrets, SsoOAuthClient, SsoProviderError } from './oauthClient';
import { pkceChallenge, randomUrlSafeValue } from './pkce';
import {
  type ConfiguredSsoProvider,
  configuredSsoProvider,
  type SsoProviderName,
} from './providers';

let fake: FakeProvider;
beforeAll(async () => {
  fake = await startFakeProvider();
});
afterAll(() => fake.close());

const client = new SsoOAuthClient();

function registration(provider: SsoProviderName): ConfiguredSsoProvider {
  const config = loadConfig({
    PUBLIC_URL: 'https://shop.example',
    GOOGLE_CLIENT_ID: fake.clients.google.clientId,
    GOOGLE_CLIENT_SECRET: fake.clients.google.clientSecret,
    FACEBOOK_CLIENT_ID: fake.clients.facebook.clientId,
    FACEBOOK_CLIENT_SECRET: fake.clients.facebook.clientSecret,
    APPLE_CLIENT_ID: fake.clients.apple.clientId,
    APPLE_CLIENT_SECRET: fake.clients.apple.clientSecret,
  });
  const configured = configuredSsoProvider(provider, config, fake.endpointOverrides);
  if (!configured) throw new Error(`${provider} should be configured`);
  return configured;
}

const newSecrets = (): AuthorizationSecrets => ({
  state: randomUrlSafeValue(),
  codeVerifier: randomUrlSafeValue(),
  nonce: randomUrlSafeValue(),
});

/** The user consents at the fake provider; returns what it sends back to our callback. */
async function consent(authorizationUrl: string): Promise<Record<string, string>> {
  const response = await fetch(authorizationUrl, { redirect: 'manual' });
  if (response.status === 302) {
    const location = new URL(response.headers.get('location') ?? '');
    return Object.fromEntries(location.searchParams);
  }
  const html = await response.text();
  return Object.fromEntries(
    [...html.matchAll(/name="(\w+)" value="([^"]*)"/g)].map(([, name = '', value = '']) => [
      name,
      value.replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
    ]),
  );
}

async function signIn(provider: SsoProviderName, secrets = newSecrets()) {
  const configured = registration(provider);
  const answer = await consent(client.authorizationUrl(configured, secrets));
  return client.completeSignIn(
    configured,
    { code: answer.code ?? '', ...(answer.user ? { appleUser: answer.user } : {}) },
    secrets,
  );
}

describe('PKCE (authorization code with PKCE)', () => {
  it('makes the S256 challenge of RFC 7636 appendix B', () => {
    expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes verifiers within the 43–128 character range, different each time', () => {
    const verifier = randomUrlSafeValue();
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(randomUrlSafeValue()).not.toBe(verifier);
  });
});

describe('configuredSsoProvider (a real flow only with client id AND secret)', () => {
  it('is null when the id or the secret is missing', () => {
    expect(configuredSsoProvider('google', loadConfig({ GOOGLE_CLIENT_ID: 'id' }))).toBeNull();
    expect(configuredSsoProvider('apple', loadConfig({ APPLE_CLIENT_SECRET: 's' }))).toBeNull();
  });

  it('registers the callback under the public URL', () => {
    expect(registration('google').redirectUri).toBe(
      'https://shop.example/api/Authentication/external-login/google/callback',
    );
  });
});

describe('SsoOAuthClient.authorizationUrl (state, PKCE, nonce)', () => {
  it('asks Google for a code with state, an S256 challenge and a nonce, never the verifier', () => {
    const secrets = newSecrets();
    const url = new URL(client.authorizationUrl(registration('google'), secrets));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: fake.clients.google.clientId,
      redirect_uri: 'https://shop.example/api/Authentication/external-login/google/callback',
      scope: 'openid email profile',
      state: secrets.state,
      code_challenge: pkceChallenge(secrets.codeVerifier),
      code_challenge_method: 'S256',
      nonce: secrets.nonce,
    });
    expect(url.toString()).not.toContain(secrets.codeVerifier);
  });

  it('asks Apple to answer with a form POST, and Facebook without a nonce (not OIDC)', () => {
    const apple = new URL(client.authorizationUrl(registration('apple'), newSecrets()));
    expect(apple.searchParams.get('response_mode')).toBe('form_post');
    const facebook = new URL(client.authorizationUrl(registration('facebook'), newSecrets()));
    expect(facebook.searchParams.get('nonce')).toBeNull();
    expect(facebook.searchParams.get('code_challenge_method')).toBe('S256');
  });
});

describe('SsoOAuthClient.completeSignIn — OIDC id_token checks', () => {
  it('returns the Google identity of a valid id_token', async () => {
    fake.signInAs({
      subject: 'g-1',
      email: 'Ann@Example.com',
      emailVerified: true,
      firstName: 'Ann',
      lastName: 'Lee',
    });
    await expect(signIn('google')).resolves.toEqual({
      provider: 'google',
      subject: 'g-1',
      email: 'Ann@Example.com',
      emailVerified: true,
      firstName: 'Ann',
      lastName: 'Lee',
    });
  });

  it('reads Apple\'s string "true" email_verified and the name from the form POST', async () => {
    fake.signInAs({
      subject: 'a-1',
      email: 'rider@privaterelay.appleid.com',
      emailVerified: 'true',
      firstName: 'Ada',
      lastName: 'Byron',
    });
    await expect(signIn('apple')).resolves.toMatchObject({
      subject: 'a-1',
      emailVerified: true,
      firstName: 'Ada',
      lastName: 'Byron',
    });
  });

  it('treats an email Google has not verified as unverified', async () => {
    fake.signInAs({ subject: 'g-2', email: 'x@example.com', emailVerified: false });
    await expect(signIn('google')).resolves.toMatchObject({ emailVerified: false });
  });

  it.each([
    ['a nonce of another sign-in', { nonce: 'replayed' }],
    ['another audience', { audience: 'someone-else' }],
    ['another issuer', { issuer: 'https://evil.example' }],
    ['a key that is not in the JWKS', { strangerKey: true }],
    ['an expired token', { expired: true }],
  ])('refuses an id_token with %s', async (_label, tampering) => {
    fake.signInAs({ subject: 'g-3', email: 'y@example.com', emailVerified: true });
    fake.tamperNext(tampering);
    await expect(signIn('google')).rejects.toBeInstanceOf(SsoProviderError);
  });

  it('fails when the code verifier does not match the challenge (PKCE)', async () => {
    const configured = registration('google');
    const secrets = newSecrets();
    const answer = await consent(client.authorizationUrl(configured, secrets));
    await expect(
      client.completeSignIn(
        configured,
        { code: answer.code ?? '' },
        { ...secrets, codeVerifier: randomUrlSafeValue() },
      ),
    ).rejects.toThrow(/refused the authorization code/);
  });
});

describe('SsoOAuthClient.completeSignIn — Facebook Graph /me', () => {
  it('returns the Graph profile (id, email, first and last name)', async () => {
    fake.signInAs({
      subject: 'fb-9',
      email: 'bo@example.com',
      firstName: 'Bo',
      lastName: 'Diddley',
    });
    await expect(signIn('facebook')).resolves.toEqual({
      provider: 'facebook',
      subject: 'fb-9',
      email: 'bo@example.com',
      emailVerified: true,
      firstName: 'Bo',
      lastName: 'Diddley',
    });
  });

  it('gives no email when Facebook has none for the user', async () => {
    fake.signInAs({ subject: 'fb-10', firstName: 'No', lastName: 'Mail' });
    await expect(signIn('facebook')).resolves.toMatchObject({ email: null, emailVerified: false });
  });
});
