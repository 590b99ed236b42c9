import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestServer, type TestServer } from '../testing/testServer';
import type { RouteModule } from './appEnv';
import { OWN_PAGE_POLICY, pageKindOf, partnerPagePolicy, sitePagePolicy } from './securityHeaders';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const SIGN_IN = '/api/Authentication/external-login';
/** The test server: plain http, the embedded test gateway. */
const DEVELOPMENT = { stripe: false, plainHttp: true };

/** A Content-Security-Policy as directive → sources. */
function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The sources scripts may come from: script-src, else the default-src fallback. */
function scriptSources(policy: string): string[] {
  const directives = parsePolicy(policy);
  return directives.get('script-src') ?? directives.get('default-src') ?? [];
}

const STRICT_REFERRER_POLICIES = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];

/** What every HTML answer carries, whatever the page. */
function expectPageHeaders(headers: Headers, framing: string, opener: string, what: string) {
  expect(headers.get('content-type'), what).toMatch(/^text\/html/);
  const policy = headers.get('content-security-policy') ?? '';
  expect(policy, what).not.toBe('');
  const scripts = scriptSources(policy);
  expect(scripts.length, `${what}: script sources`).toBeGreaterThan(0);
  expect(scripts, what).not.toContain("'unsafe-inline'");
  expect(scripts, what).not.toContain("'unsafe-eval'");
  expect(scripts, what).not.toContain('*');
  expect(parsePolicy(policy).get('frame-ancestors'), what).toEqual([framing]);
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(STRICT_REFERRER_POLICIES, what).toContain(headers.get('referrer-policy'));
  expect(headers.get('cross-origin-opener-policy'), what).toBe(opener);
}

describe('every HTML answer: CSP without inline script, frame-ancestors, nosniff, referrer, COOP', () => {
  it('the partner example pages: framed by nobody, same-origin-allow-popups for the widget’s windows', async () => {
    for (const page of ['/examples/', '/examples/bike-shop.html', '/examples/event.html']) {
      const answer = await server.request('GET', page);
      expect(answer.status, page).toBe(200);
      expectPageHeaders(answer.headers, "'none'", 'same-origin-allow-popups', page);
      expect(answer.headers.get('content-security-policy')).toBe(partnerPagePolicy(DEVELOPMENT));
    }
  });

  it('the strict-CSP example keeps its own policy and gets its frame-ancestors', async () => {
    const answer = await server.request('GET', '/examples/strict-csp.html');
    expectPageHeaders(answer.headers, "'none'", 'same-origin-allow-popups', 'strict-csp');
    const policy = parsePolicy(answer.headers.get('content-security-policy') ?? '');
    expect(policy.get('style-src')).toEqual(["'self'"]);
  });

  it('an example page revalidated with 304 keeps its headers (a 304 refreshes the cached ones)', async () => {
    const first = await server.request('GET', '/examples/bike-shop.html');
    const again = await fetch(`${server.url}/examples/bike-shop.html`, {
      headers: { 'if-none-match': first.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBe(partnerPagePolicy(DEVELOPMENT));
    expect(again.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });

  it('the API docs page: framed by the server’s own pages only, same-origin COOP', async () => {
    const answer = await server.request('GET', '/api/docs');
    expect(answer.status).toBe(200);
    expectPageHeaders(answer.headers, "'self'", 'same-origin', '/api/docs');
    // Its own policy stays: Swagger UI's styles are inline, its scripts are files.
    expect(scriptSources(answer.headers.get('content-security-policy') ?? '')).toEqual(["'self'"]);
  });

  it('the sign-in popup pages: their nonce policy, never framed, COOP unsafe-none for the hand-over', async () => {
    const form = await fetch(`${server.url}${SIGN_IN}/google`);
    expect(form.status).toBe(200);
    expectPageHeaders(form.headers, "'none'", 'unsafe-none', 'stand-in form');
    expect(scriptSources(form.headers.get('content-security-policy') ?? '')[0]).toMatch(/^'nonce-/);
    // The popup's own, stricter referrer policy stays: its URLs carry codes and tokens.
    expect(form.headers.get('referrer-policy')).toBe('no-referrer');

    const html = await form.text();
    const state = html.match(/name="state" value="([^"]+)"/)?.[1] ?? '';
    const cookie = (form.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    const finish = await fetch(`${server.url}${SIGN_IN}/google/stand-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({
        state,
        email: 'popup.rider@example.com',
        firstName: 'Popup',
        lastName: 'Rider',
      }).toString(),
    });
    expect(finish.status).toBe(200);
    expect(await finish.text()).toContain('postMessage');
    expectPageHeaders(finish.headers, "'none'", 'unsafe-none', 'finishing page');

    const failure = await fetch(`${server.url}${SIGN_IN}/google/stand-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        state: 'forged',
        email: 'popup.rider@example.com',
        firstName: 'Popup',
        lastName: 'Rider',
      }).toString(),
    });
    expect(failure.status).toBe(400);
    expectPageHeaders(failure.headers, "'none'", 'unsafe-none', 'failure page');
  });

  it('any other page of ours gets the own-page policy, whichever route made it', async () => {
    const page: RouteModule = (app) => {
      app.get('/api/some-page', (c) => c.html('<p>hello</p>'));
      app.get('/api/framed-page', (c) =>
        c.html('<p>framed</p>', 200, { 'content-security-policy': "default-src 'none'" }),
      );
    };
    const app = createApp(server.deps, [page]);
    const answer = await app.request('/api/some-page');
    expectPageHeaders(answer.headers, "'self'", 'same-origin', 'a new page');
    expect(answer.headers.get('content-security-policy')).toBe(OWN_PAGE_POLICY);
    const own = await app.request('/api/framed-page');
    expect(own.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'self'",
    );
  });
});

describe('non-HTML answers: nosniff, and no page headers', () => {
  it('JSON answers of every kind say nosniff', async () => {
    const answers = [
      await server.request('GET', '/api/health'),
      await server.request('GET', '/api/NoSuchThing'),
      await server.request('GET', '/api/User'),
      await server.request('GET', '/api/Order/detail?orderId=abc'),
      await server.request('POST', '/api/log', { json: '{' }),
      await server.request('GET', '/api/FormData/countries'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 404, 401, 400, 400, 200]);
    for (const answer of answers) {
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-security-policy')).toBeNull();
      expect(answer.headers.get('cross-origin-opener-policy')).toBeNull();
    }
  });

  it('an unexpected error answers 500 with nosniff too', async () => {
    const app = createApp(server.deps, [
      (routes) => {
        routes.get('/api/explode', () => {
          throw new Error('boom');
        });
      },
    ]);
    const answer = await app.request('/api/explode');
    expect(answer.status).toBe(500);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a CORS preflight says nosniff', async () => {
    const answer = await fetch(`${server.url}/api/Order`, {
      method: 'OPTIONS',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('Strict-Transport-Security: only when the request came over https', () => {
  const health = async (
    config: Partial<TestServer['config']>,
    headers: Record<string, string> = {},
  ) => {
    const app = createApp({ ...server.deps, config: { ...server.config, ...config } }, []);
    const answer = await app.request('/api/health', { headers });
    expect(answer.status).toBe(200);
    return answer.headers.get('strict-transport-security');
  };

  it('not over plain http, whatever the caller claims without a trusted proxy', async () => {
    expect(await health({})).toBeNull();
    expect(await health({}, { 'x-forwarded-proto': 'https' })).toBeNull();
    const overSocket = await server.request('GET', '/api/health');
    expect(overSocket.headers.get('strict-transport-security')).toBeNull();
  });

  it('with a public URL on https (the server is only reached through TLS then)', async () => {
    expect(await health({ publicUrl: 'https://bikeship.example' })).toBe('max-age=31536000');
  });

  it('behind trusted proxies: the proto the outermost trusted proxy wrote', async () => {
    const oneHop = { TRUST_PROXY_HOPS: 1 };
    expect(await health(oneHop, { 'x-forwarded-proto': 'https' })).toBe('max-age=31536000');
    expect(await health(oneHop, { 'x-forwarded-proto': 'http' })).toBeNull();
    expect(await health(oneHop)).toBeNull();
    // The caller wrote "https"; the trusted proxy appended what it really saw: http.
    expect(await health(oneHop, { 'x-forwarded-proto': 'https, http' })).toBeNull();
    // Two proxies, the outer one saw https and the inner one appended its own hop.
    expect(await health({ TRUST_PROXY_HOPS: 2 }, { 'x-forwarded-proto': 'https, http' })).toBe(
      'max-age=31536000',
    );
    // Proxies that overwrite rather than append leave one entry: theirs.
    expect(await health({ TRUST_PROXY_HOPS: 2 }, { 'x-forwarded-proto': 'https' })).toBe(
      'max-age=31536000',
    );
  });
});

describe('the policies', () => {
  it('the partner pages allow Stripe.js and its frames only when Stripe takes the cards', () => {
    const withoutStripe = parsePolicy(partnerPagePolicy(DEVELOPMENT));
    expect([...withoutStripe.values()].flat().join(' ')).not.toMatch(/stripe/);
    const withStripe = parsePolicy(partnerPagePolicy({ stripe: true, plainHttp: false }));
    expect(withStripe.get('script-src')).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    expect(withStripe.get('frame-src')).toContain('https://hooks.stripe.com');
    expect(withStripe.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('the partner pages call the API wherever the page points it: https, and http in development', () => {
    expect(
      parsePolicy(partnerPagePolicy({ stripe: false, plainHttp: false })).get('connect-src'),
    ).toEqual(["'self'", 'https:']);
    expect(parsePolicy(partnerPagePolicy(DEVELOPMENT)).get('connect-src')).toEqual([
      "'self'",
      'https:',
      'http:',
    ]);
  });

  it('knows a page’s kind by its path', () => {
    expect(pageKindOf('/examples')).toBe('partner');
    expect(pageKindOf('/examples/bike-shop.html')).toBe('partner');
    expect(pageKindOf('/examplesque')).toBe('site');
    expect(pageKindOf('/')).toBe('site');
    expect(pageKindOf('/your-order-details/abc')).toBe('site');
    expect(pageKindOf('/widgets/quote-widget.js')).toBe('own');
    expect(pageKindOf(`${SIGN_IN}/apple/callback`)).toBe('signInPopup');
    expect(pageKindOf('/api/docs')).toBe('own');
  });

  it('the site allows Stripe’s hosts only when Stripe takes the cards, Google’s only with a GA4 id', () => {
    const plain = sitePagePolicy({ stripe: false, ga4: false });
    expect(plain).not.toMatch(/stripe|google/);
    expect(scriptSources(plain)).toEqual(["'self'"]);
    const withStripe = parsePolicy(sitePagePolicy({ stripe: true, ga4: false }));
    expect(withStripe.get('script-src')).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    expect(withStripe.get('frame-src')).toContain('https://hooks.stripe.com');
    expect([...withStripe.values()].flat().join(' ')).not.toMatch(/google/);
    const withGa4 = parsePolicy(sitePagePolicy({ stripe: false, ga4: true }));
    expect(withGa4.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(withGa4.get('connect-src')).toContain('https://*.google-analytics.com');
    expect([...withGa4.values()].flat().join(' ')).not.toMatch(/stripe/);
  });

  it('the site shows pictures of its own origin and the object URLs it made (claim form previews), no other', () => {
    expect(parsePolicy(sitePagePolicy({ stripe: false, ga4: false })).get('img-src')).toEqual([
      "'self'",
      'blob:',
    ]);
    const withGa4 = parsePolicy(sitePagePolicy({ stripe: false, ga4: true })).get('img-src');
    expect(withGa4?.slice(0, 2)).toEqual(["'self'", 'blob:']);
    expect(withGa4).toContain('https://*.google-analytics.com');
    expect(withGa4).not.toContain('data:');
  });

  it('the site allows a chat provider’s origin only when CHAT_SCRIPT_URL names one', () => {
    const plain = parsePolicy(sitePagePolicy({ stripe: false, ga4: false, chatOrigin: null }));
    expect(plain.has('style-src')).toBe(false);
    expect(plain.has('frame-src')).toBe(false);
    const chat = 'https://chat.provider.example';
    const withChat = parsePolicy(sitePagePolicy({ stripe: false, ga4: false, chatOrigin: chat }));
    expect(withChat.get('script-src')).toEqual(["'self'", chat]);
    expect(withChat.get('connect-src')).toEqual(["'self'", chat, 'wss://chat.provider.example']);
    expect(withChat.get('frame-src')).toEqual(["'self'", chat]);
    expect(withChat.get('img-src')).toEqual(["'self'", 'blob:', chat]);
    expect(withChat.get('style-src')).toEqual(["'self'", chat]);
    expect(withChat.get('default-src')).toEqual(["'self'"]);
  });
});

describe('the site’s pages (routes/site.ts answers every other path)', () => {
  const sitePage: RouteModule = (app) => {
    app.get('/aboutus', (c) => c.html('<p>about</p>'));
  };

  it('no inline script, framed by our pages only, COOP same-origin-allow-popups for the sign-in popup', async () => {
    const app = createApp(server.deps, [sitePage]);
    const answer = await app.request('/aboutus');
    expectPageHeaders(answer.headers, "'self'", 'same-origin-allow-popups', 'a site page');
    expect(answer.headers.get('content-security-policy')).toBe(
      sitePagePolicy({ stripe: false, ga4: false }),
    );
  });

  it('with a GA4 measurement id configured, the site’s policy allows gtag.js from Google', async () => {
    const configured = await createTestServer({
      env: { ANALYTICS_GA4_MEASUREMENT_ID: 'G-TEST12345' },
    });
    try {
      const app = createApp(configured.deps, [sitePage]);
      const answer = await app.request('/aboutus');
      expect(scriptSources(answer.headers.get('content-security-policy') ?? '')).toContain(
        'https://www.googletagmanager.com',
      );
    } finally {
      await configured.close();
    }
  });

  it('with CHAT_SCRIPT_URL configured, the site’s policy allows the provider’s origin and no other', async () => {
    const configured = await createTestServer({
      env: { CHAT_SCRIPT_URL: 'https://widget.chat.example/loader.js?site=bikeship' },
    });
    try {
      const app = createApp(configured.deps, [sitePage]);
      const answer = await app.request('/aboutus');
      const policy = answer.headers.get('content-security-policy') ?? '';
      expect(scriptSources(policy)).toEqual(["'self'", 'https://widget.chat.example']);
      expect(policy).not.toContain('loader.js');
    } finally {
      await configured.close();
    }
  });
});
