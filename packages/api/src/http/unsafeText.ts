import type { FieldError } from '@bikeship/core/schemas';

/**
 * Control characters no field of ours holds: everything below U+0020 but tab, line feed and
 * carriage return (free text keeps its lines), and DEL. PostgreSQL refuses U+0000 in text, and
 * none of them belongs in a name, an address or a message that ends up in a label or a mail.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its job
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** A UTF-16 surrogate without its partner: not a character, and not encodable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * DECISION: request JSON nests at most this deep. Our deepest body (a saved search with its
 * trips, boxes and customs) is under 10 levels; a deeper one is an attack on the parser.
 */
export const MAX_REQUEST_DEPTH = 32;

function textProblem(text: string): string | undefined {
  if (CONTROL_CHARACTER.test(text)) return 'Remove the control characters from this text';
  if (LONE_SURROGATE.test(text)) return 'This text holds an incomplete character';
  return undefined;
}

/**
 * Every string of a request part (parsed JSON, query, path parameters, multipart text fields)
 * that holds a control character or a lone surrogate, as field errors — checked for every
 * endpoint before its schema, so no text field can carry them into the database, a PDF or a
 * mail, whatever its schema says. Keys are checked too (records keep them). Nesting deeper than
 * MAX_REQUEST_DEPTH is one error at the place it goes too deep.
 */
export function unsafeTextErrors(value: unknown): FieldError[] {
  const errors: FieldError[] = [];
  const visit = (node: unknown, path: string[]) => {
    if (typeof node === 'string') {
      const problem = textProblem(node);
      if (problem) errors.push({ propertyName: path.join('.'), message: problem });
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    if (path.length >= MAX_REQUEST_DEPTH) {
      errors.push({
        propertyName: path.join('.'),
        message: `The request nests deeper than ${MAX_REQUEST_DEPTH} levels`,
      });
      return;
    }
    const entries = node instanceof FormData ? [...node.entries()] : Object.entries(node);
    for (const [key, child] of entries) {
      const keyProblem = textProblem(key);
      if (keyProblem) {
        errors.push({ propertyName: [...path, key].join('.'), message: keyProblem });
        continue;
      }
      visit(child, [...path, key]);
    }
  };
  visit(value, []);
  return errors;
}
