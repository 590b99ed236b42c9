/**
 * A new `Idempotency-Key` for one pay attempt (the server pays once per key). A random
 * UUID from Web Crypto, read when the customer pays, never at import.
 */
export function newIdempotencyKey(): string {
  return `bikeship-pay-${globalThis.crypto.randomUUID()}`;
}
