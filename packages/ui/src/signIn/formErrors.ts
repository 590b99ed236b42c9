import type { FieldError } from '@bikeship/core/schemas';
import type { Translator } from '../messages/catalogue';

/** A message per field of a form, keyed by the request's property names. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** A zod/mini schema, as far as the forms use it. */
interface RequestSchema {
  safeParse(values: unknown): {
    success: boolean;
    error?: {
      issues: readonly { code: string; path: readonly PropertyKey[]; maximum?: unknown }[];
    };
  };
}

/**
 * A form's values checked against the request schema of its call (core/schemas: the rules the
 * server holds the same request to — shell §5's required fields, email format, email ≤ 50,
 * password ≤ 60), each problem worded under its field. The first problem of a field is shown;
 * a field left empty is "required", whatever else its rule says of an empty text.
 * @example fieldErrorsOf(loginRequestSchema, { email, password }, t)
 */
export function fieldErrorsOf<Field extends string>(
  schema: RequestSchema,
  values: Readonly<Record<string, unknown>>,
  t: Translator,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) {
    const field = String(issue.path[0]) as Field;
    if (errors[field]) continue;
    errors[field] = wordingOf(issue, values[field], t);
  }
  return errors;
}

function wordingOf(issue: { code: string; maximum?: unknown }, value: unknown, t: Translator) {
  if (value === undefined || value === '') return t('This field is required');
  if (issue.code === 'too_big') {
    return t('Use at most {max} characters', { max: Number(issue.maximum) });
  }
  if (issue.code === 'invalid_format') return t('Enter a valid email address');
  return t('Check this field');
}

/**
 * The server's field errors (shell §5: items with `propertyName`) against the form's fields; a
 * property the form has no field for is returned apart, to show above the form.
 */
export function serverFieldErrors<Field extends string>(
  errors: readonly FieldError[],
  fields: readonly Field[],
): { byField: FieldErrors<Field>; other: string[] } {
  const byField: FieldErrors<Field> = {};
  const other: string[] = [];
  for (const { propertyName, message } of errors) {
    const field = fields.find((name) => name.toLowerCase() === propertyName.toLowerCase());
    if (field && !byField[field]) byField[field] = message;
    else other.push(message);
  }
  return { byField, other };
}

export const hasErrors = (errors: Record<string, string | undefined>): boolean =>
  Object.values(errors).some(Boolean);
