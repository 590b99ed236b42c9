import { randomFillSync } from 'node:crypto';

/** Bytes drawn from the system's CSPRNG at a time. */
const POOL_BYTES = 4096;
const pool = Buffer.allocUnsafe(POOL_BYTES);
/** The next byte not yet handed out; POOL_BYTES means "draw again". */
let offset = POOL_BYTES;

/**
 * `bytes` random bytes from the CSPRNG as base64url text (an unguessable id).
 *
 * The bytes come from a 4 KB pool filled with `randomFillSync` and each byte is handed out
 * once, as Node's own `crypto.randomUUID` caches its randomness: a `randomBytes` call per id
 * builds a crypto job each time, which the API benchmark profiled at ~2.5 % of the quote
 * flow's CPU (a quote draws the request id and one id per rate and package). Nothing outside
 * this module ever sees the pool: the text is made from it before it can be drawn again.
 */
export function randomBase64Url(bytes: number): string {
  if (!Number.isInteger(bytes) || bytes <= 0 || bytes > POOL_BYTES) {
    throw new RangeError(`randomBase64Url: 1 to ${POOL_BYTES} bytes, not ${bytes}`);
  }
  if (offset + bytes > POOL_BYTES) {
    randomFillSync(pool);
    offset = 0;
  }
  const text = pool.toString('base64url', offset, offset + bytes);
  offset += bytes;
  return text;
}
