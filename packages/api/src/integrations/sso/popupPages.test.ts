import { runInNewContext } from 'node:vm';
import { SSO_BROADCAST_CHANNEL, SSO_TOKEN_STORAGE_KEY } from '@bikeship/core/constants';
import { acceptSsoToken } from '@bikeship/core/rules';
import { describe, expect, it } from 'vitest';
import { failurePage, finishPage, POPUP_CLOSE_DELAY_MS, standInPage } from './popupPages';

const APP = 'https://shop.example';
const OTHER_APP = 'https://www.shop.example';

/** Runs the page's script in a stand-in browser and records what it hands over. */
function runFinishScript(html: string, options: { now: number; withOpener?: boolean }) {
  const scripts = [...html.matchAll(/<script nonce="([^"]+)">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  const [, nonce = '', source = ''] = scripts[0] ?? [];
  const posted: { message: unknown; targetOrigin: string }[] = [];
  const stored = new Map<string, string>();
  const broadcasts: { channel: string; message: unknown }[] = [];
  let closeAfterMs: number | null = null;
  let closed = false;
  const window = {
    opener:
      options.withOpener === false
        ? null
        : {
            postMessage: (message: unknown, targetOrigin: string) =>
              posted.push({ message, targetOrigin }),
          },
    localStorage: { setItem: (key: string, value: string) => stored.set(key, value) },
    close: () => {
      closed = true;
    },
  };
  class BroadcastChannel {
    constructor(readonly name: string) {}
    postMessage(message: unknown) {
      broadcasts.push({ channel: this.name, message });
    }
  }
  runInNewContext(source, {
    window,
    BroadcastChannel,
    JSON,
    Date: { now: () => options.now },
    setTimeout: (callback: () => void, ms: number) => {
      closeAfterMs = ms;
      callback();
    },
  });
  return { nonce, posted, stored, broadcasts, closeAfterMs, closed };
}

describe('finishPage (shell §4: the popup hands { token } over by every channel)', () => {
  const token = 'header.payload.signature';
  const now = 1_760_000_000_000;

  it('posts { token, timestamp } to each configured web origin only, never "*"', () => {
    const page = finishPage({ token, webOrigins: [APP, OTHER_APP], providerName: 'Google' });
    const { posted } = runFinishScript(page.html, { now });
    expect(posted).toEqual([
      { message: { token, timestamp: now }, targetOrigin: APP },
      { message: { token, timestamp: now }, targetOrigin: OTHER_APP },
    ]);
  });

  it('stores { token, timestamp } under SSO_TOKEN_STORAGE_KEY and broadcasts { loggedIn, token }', () => {
    const page = finishPage({ token, webOrigins: [APP], providerName: 'Google' });
    const { stored, broadcasts, closed, closeAfterMs } = runFinishScript(page.html, {
      now,
      withOpener: false,
    });
    expect(JSON.parse(stored.get(SSO_TOKEN_STORAGE_KEY) ?? 'null')).toEqual({
      token,
      timestamp: now,
    });
    expect(broadcasts).toEqual([
      { channel: SSO_BROADCAST_CHANNEL, message: { loggedIn: true, token, timestamp: now } },
    ]);
    expect(closeAfterMs).toBe(POPUP_CLOSE_DELAY_MS);
    expect(closed).toBe(true);
  });

  it('hands over what the app accepts: core acceptSsoToken takes every channel within 5 s', () => {
    const page = finishPage({ token, webOrigins: [APP], providerName: 'Google' });
    const { posted, stored, broadcasts } = runFinishScript(page.html, { now });
    const fromStorage = JSON.parse(stored.get(SSO_TOKEN_STORAGE_KEY) ?? '{}');
    const handOvers = [posted[0]?.message, fromStorage, broadcasts[0]?.message] as {
      token: string;
      timestamp: number;
    }[];
    for (const handOver of handOvers) {
      expect(acceptSsoToken({ origin: APP, ...handOver }, [APP], now + 4_000)).toBe(token);
    }
  });

  it('allows its one script by a per-response nonce in the Content-Security-Policy', () => {
    const first = finishPage({ token, webOrigins: [APP], providerName: 'Google' });
    const second = finishPage({ token, webOrigins: [APP], providerName: 'Google' });
    const { nonce } = runFinishScript(first.html, { now });
    const csp = first.headers['Content-Security-Policy'] ?? '';
    expect(csp).toContain(`script-src 'nonce-${nonce}'`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(second.headers['Content-Security-Policy']).not.toBe(csp);
    expect(first.headers['Cache-Control']).toBe('no-store');
  });

  it('cannot be broken out of by a value that closes the script element', () => {
    const page = finishPage({
      token: '</script><script>alert(1)</script>',
      webOrigins: [APP],
      providerName: 'Google',
    });
    const { stored } = runFinishScript(page.html, { now });
    expect(JSON.parse(stored.get(SSO_TOKEN_STORAGE_KEY) ?? '{}').token).toBe(
      '</script><script>alert(1)</script>',
    );
  });
});

describe('failurePage (on failure nothing is handed over)', () => {
  it('shows the message and carries no script', () => {
    const page = failurePage('Sign-in not completed', 'You cancelled <sign-in>.');
    expect(page.html).toContain('You cancelled &lt;sign-in&gt;.');
    expect(page.html).not.toContain('<script');
  });
});

describe('standInPage (DESIGN §7: local stand-in for a provider)', () => {
  it('is a form with email, first and last name posting the state back', () => {
    const page = standInPage({ providerName: 'Google', action: '/stand-in', state: 's-1' });
    expect(page.html).toMatch(/<form method="post" action="\/stand-in">/);
    for (const name of ['email', 'firstName', 'lastName']) {
      expect(page.html).toContain(`name="${name}"`);
    }
    expect(page.html).toContain('name="state" value="s-1"');
    expect(page.html).toContain('Continue as this Google user');
    expect(page.headers['Content-Security-Policy']).toContain("form-action 'self'");
  });

  it('escapes what the user typed when it shows the form again with errors', () => {
    const page = standInPage({
      providerName: 'Google',
      action: '/stand-in',
      state: 's-1',
      values: { firstName: '"><img src=x>' },
      errors: { email: 'Invalid email address' },
    });
    expect(page.html).toContain('value="&quot;&gt;&lt;img src=x&gt;"');
    expect(page.html).toContain('Invalid email address');
    expect(page.html).toContain('aria-invalid="true"');
  });
});
