/**
 * JSON text put into a request body as is. Some hostile values cannot be written by
 * `JSON.stringify`: numbers it would round or refuse (`1e400`, 30-digit integers), and nesting
 * thousands of levels deep, which would overflow the fuzzer's own stack while the server's parser
 * is the one under test.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/** `JSON.stringify` for a body tree that may hold `RawJson` leaves. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value)
      .filter(([, member]) => member !== undefined)
      .map(([key, member]) => `${JSON.stringify(key)}:${toJsonText(member)}`);
    return `{${members.join(',')}}`;
  }
  // As JSON.stringify: undefined inside an array is written null.
  return JSON.stringify(value) ?? 'null';
}

/** A deep copy of a body tree (RawJson leaves are immutable and shared). */
export function cloneBody<T>(value: T): T {
  if (value instanceof RawJson) return value;
  if (Array.isArray(value)) return value.map(cloneBody) as T;
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, member] of Object.entries(value)) {
      // defineProperty: a hostile key such as `__proto__` must stay an own, enumerable member.
      Object.defineProperty(copy, key, {
        value: cloneBody(member),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return copy as T;
  }
  return value;
}
