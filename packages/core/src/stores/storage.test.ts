import { describe, expect, it } from 'vitest';
import { createCookieStorage } from './cookieStorage';
import { createSafeStorage, readJson } from './storage';
import { fakeLogger, fakeStorage, throwingStorage } from './testing';

describe('safe storage (shell §4: "If local storage is unsupported, a fallback message is logged")', () => {
  it('uses the storage when it works', () => {
    const backing = fakeStorage();
    const logger = fakeLogger();
    const storage = createSafeStorage(() => backing, { name: 'localStorage', logger });
    storage.setItem('k', 'v');
    expect(backing.getItem('k')).toBe('v');
    expect(storage.getItem('k')).toBe('v');
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('logs a fallback message and keeps working in memory when storage is missing', () => {
    const logger = fakeLogger();
    const storage = createSafeStorage(() => undefined, { name: 'localStorage', logger });
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(String(logger.warn.mock.calls[0]?.[0])).toContain('localStorage');
  });

  it('falls back when the storage throws on access or on write (private browsing)', () => {
    const logger = fakeLogger();
    const blocked = createSafeStorage(
      () => {
        throw new DOMException('SecurityError');
      },
      { name: 'localStorage', logger },
    );
    blocked.setItem('a', '1');
    expect(blocked.getItem('a')).toBe('1');

    const fallback = fakeStorage();
    const readOnly = createSafeStorage(throwingStorage, { name: 'localStorage', logger, fallback });
    readOnly.setItem('b', '2');
    expect(fallback.getItem('b')).toBe('2');
  });

  it('does not touch the storage before first use (nothing runs at import)', () => {
    let resolved = 0;
    createSafeStorage(
      () => {
        resolved += 1;
        return fakeStorage();
      },
      { name: 'localStorage', logger: fakeLogger() },
    );
    expect(resolved).toBe(0);
  });

  it('reads unparsable JSON as nothing stored', () => {
    expect(readJson(fakeStorage({ k: '{oops' }), 'k')).toBeUndefined();
    expect(readJson(fakeStorage({ k: '{"a":1}' }), 'k')).toEqual({ a: 1 });
  });
});

/** Behaves like document.cookie: writing sets or deletes one cookie, reading lists them all. */
function fakeCookieJar() {
  const cookies = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      writes.push(text);
      const [pair = '', ...attributes] = text.split('; ');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('max-age=0')) cookies.delete(name);
      else cookies.set(name, value);
    },
  };
}

describe('cookie fallback (shell §4: "If local storage is unavailable, a cookie is used")', () => {
  it('stores, reads and removes a value as a cookie with a lifetime', () => {
    const jar = fakeCookieJar();
    jar.cookie = 'other=1; max-age=10';
    const cookies = createCookieStorage(() => jar, 3600);
    cookies.setItem('consent-preferences', '{"analytics":true}');
    expect(cookies.getItem('consent-preferences')).toBe('{"analytics":true}');
    expect(jar.writes.at(-1)).toContain('max-age=3600');
    cookies.removeItem('consent-preferences');
    expect(cookies.getItem('consent-preferences')).toBeNull();
    expect(cookies.getItem('other')).toBe('1');
  });

  it('serves consent through a safe storage when local storage is unavailable', () => {
    const jar = fakeCookieJar();
    const storage = createSafeStorage(() => undefined, {
      name: 'localStorage',
      logger: fakeLogger(),
      fallback: createCookieStorage(() => jar, 3600),
    });
    storage.setItem('consent-preferences', '{}');
    expect(jar.cookie).toContain('consent-preferences=');
  });
});
