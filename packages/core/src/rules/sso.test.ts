import { describe, expect, it } from 'vitest';
import { acceptSsoToken, isAllowedSsoOrigin, isSsoTokenFresh } from './sso';

const app = 'https://bikeship.example';
const now = 1_700_000_000_000;

describe('single sign-on token acceptance (shell §4)', () => {
  it('accepts a token from the app origin under 5 s old', () => {
    expect(acceptSsoToken({ origin: app, token: 'jwt', timestamp: now - 4999 }, [app], now)).toBe(
      'jwt',
    );
  });

  it('refuses a token exactly 5 s old or older', () => {
    expect(isSsoTokenFresh(now - 5000, now)).toBe(false);
    expect(acceptSsoToken({ origin: app, token: 'jwt', timestamp: now - 5000 }, [app], now)).toBe(
      null,
    );
  });

  it('refuses a token from another origin', () => {
    expect(isAllowedSsoOrigin('https://evil.example', [app])).toBe(false);
    expect(isAllowedSsoOrigin(`${app}.evil.example`, [app])).toBe(false);
    const handOver = { origin: 'https://evil.example', token: 'jwt', timestamp: now };
    expect(acceptSsoToken(handOver, [app], now)).toBeNull();
  });

  it('refuses a token without a timestamp, or from the future (DECISION)', () => {
    expect(acceptSsoToken({ origin: app, token: 'jwt' }, [app], now)).toBeNull();
    expect(isSsoTokenFresh(now + 1, now)).toBe(false);
  });

  it('refuses a missing or non-string token', () => {
    expect(acceptSsoToken({ origin: app, token: '', timestamp: now }, [app], now)).toBeNull();
    expect(acceptSsoToken({ origin: app, token: { t: 1 }, timestamp: now }, [app], now)).toBeNull();
  });
});
