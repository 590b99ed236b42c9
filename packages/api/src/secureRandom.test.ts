import { describe, expect, it } from 'vitest';
import { randomBase64Url } from './secureRandom';

describe('randomBase64Url (unguessable ids: rate request and quote ids)', () => {
  it('answers base64url text of the bytes asked for', () => {
    const id = randomBase64Url(16);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(id, 'base64url')).toHaveLength(16);
    expect(randomBase64Url(12)).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });

  it('never hands out the same bytes twice, across many refills of its pool', () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5_000; i++) ids.add(randomBase64Url(12)); // ~15 refills of 4 KB
    expect(ids.size).toBe(5_000);
  });

  it('refuses sizes it cannot serve', () => {
    expect(() => randomBase64Url(0)).toThrow(RangeError);
    expect(() => randomBase64Url(4097)).toThrow(RangeError);
  });
});
