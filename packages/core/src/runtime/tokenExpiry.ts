/**
 * The `exp` claim (seconds since the epoch) of a JWT, read without verifying it: the server
 * verifies every token; the browser only needs to know when its session ends (shell §4), and
 * login answers a token without the user's expiry. Undefined when the token has none.
 */
export function tokenExpirySeconds(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp: unknown = JSON.parse(json).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : undefined;
  } catch {
    return undefined;
  }
}
