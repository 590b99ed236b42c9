import { describe, expect, it } from 'vitest';
import { tokenExpirySeconds } from './tokenExpiry';

const jwtWith = (payload: object) =>
  `h.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.s`;

describe('tokenExpirySeconds (shell §4: the session ends when the token does)', () => {
  it('reads the exp claim of a JWT', () => {
    expect(tokenExpirySeconds(jwtWith({ sub: 'u1', exp: 1_900_000_000 }))).toBe(1_900_000_000);
  });
  it('is undefined for a token without exp or one that is not a JWT', () => {
    expect(tokenExpirySeconds(jwtWith({ sub: 'u1' }))).toBeUndefined();
    expect(tokenExpirySeconds('opaque-token')).toBeUndefined();
    expect(tokenExpirySeconds('a.%%%.c')).toBeUndefined();
  });
});
