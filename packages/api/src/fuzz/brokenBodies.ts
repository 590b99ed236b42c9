import { JSON_BODY_LIMIT_BYTES } from '../app';
import type { Random } from './random';
import { toJsonText } from './rawJson';

/**
 * Bodies broken as a whole rather than in one value: past the size limit, not JSON at all, or
 * JSON that says it is something else.
 */

/** A body the server reads, with what was done to it (for the report). */
export interface BrokenBody {
  bytes: Uint8Array;
  what: string;
}

/** Explicitly not JSON: a JSON endpoint that answers 2xx to these accepted the wrong type. */
export const NON_JSON_CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'text/plain;charset=UTF-8',
  'multipart/form-data; boundary=fuzzboundary',
  'application/x-www-form-urlencoded',
  'application/xml',
];

export const bytesOf = (text: string): Uint8Array => new Uint8Array(Buffer.from(text, 'utf8'));

/**
 * A valid JSON body padded past the JSON body limit (app.ts): one byte past it, or up to twice
 * the limit. The padding comes first, so a server that reads only the start still reads a lot.
 */
export function hugeJsonBody(valid: unknown, random: Random): BrokenBody {
  const target = random.chance(0.3)
    ? JSON_BODY_LIMIT_BYTES + 1
    : random.int(JSON_BODY_LIMIT_BYTES + 2, 2 * JSON_BODY_LIMIT_BYTES);
  const rest =
    valid !== null && typeof valid === 'object' && !Array.isArray(valid) ? toJsonText(valid) : '{}';
  const tail = rest === '{}' ? '}' : `,${rest.slice(1)}`;
  const head = '{"padding":"';
  const padding = Math.max(0, target - Buffer.byteLength(head) - Buffer.byteLength(tail) - 1);
  const bytes = bytesOf(`${head}${'x'.repeat(padding)}"${tail}`);
  return { bytes, what: `${bytes.length} bytes` };
}

const NOT_AN_OBJECT: readonly string[] = [
  '{',
  '   ',
  'null',
  '[]',
  '"text"',
  '1',
  'true',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  '{"a":NaN}',
  '/* c */{}',
];

/** Bodies a JSON parser must refuse, or that parse to something other than an object. */
export function malformedJsonBody(validText: string, random: Random): BrokenBody {
  switch (random.int(0, 7)) {
    case 0: {
      const cut = random.int(0, Math.max(0, validText.length - 1));
      return { bytes: bytesOf(validText.slice(0, cut)), what: `cut after ${cut} characters` };
    }
    case 1:
      return { bytes: bytesOf(`${validText}}x`), what: 'trailing garbage' };
    case 2: {
      const text = random.pick(NOT_AN_OBJECT);
      return { bytes: bytesOf(text), what: `body ${JSON.stringify(text)}` };
    }
    case 3:
      return { bytes: bytesOf(`\ufeff${validText}`), what: 'byte order mark first' };
    case 4:
      return {
        bytes: new Uint8Array([0xff, 0xfe, 0xc0, 0xaf, ...bytesOf(validText)]),
        what: 'invalid UTF-8 bytes first',
      };
    case 5:
      return { bytes: new Uint8Array(Buffer.from(validText, 'utf16le')), what: 'UTF-16LE text' };
    case 6:
      return { bytes: bytesOf(validText.replace(/"/g, "'")), what: 'single quotes' };
    default:
      return { bytes: bytesOf(`${validText}${validText}`), what: 'two bodies in a row' };
  }
}

const MALFORMED_MULTIPART = [
  { contentType: 'multipart/form-data; boundary=X', text: 'garbage', what: 'no parts' },
  {
    contentType: 'multipart/form-data; boundary=X',
    text: '--Y\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--Y--\r\n',
    what: 'another boundary',
  },
  {
    contentType: 'multipart/form-data; boundary=X',
    text: '--X\r\nContent-Disposition: form-data; name="orderId"\r\n\r\n1',
    what: 'no closing boundary',
  },
  {
    contentType: 'multipart/form-data',
    text: '--X\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--X--\r\n',
    what: 'no boundary parameter',
  },
  {
    contentType: 'multipart/form-data; boundary=X',
    text: '--X\r\nContent-Disposition: form-data\r\n\r\n1\r\n--X--\r\n',
    what: 'a part without a name',
  },
] as const;

/** multipart/form-data that a form parser must refuse, with the Content-Type it is sent as. */
export function malformedMultipartBody(random: Random): BrokenBody & { contentType: string } {
  const variant = random.pick(MALFORMED_MULTIPART);
  return { bytes: bytesOf(variant.text), contentType: variant.contentType, what: variant.what };
}
