import type { FieldError } from '@bikeship/core/schemas';

/** A message per field of a form; a field without one is fine. */
export type FieldProblems<Field extends string> = Partial<Record<Field, string>>;

/** A zod/mini request schema, as far as a form asks it. */
export interface RequestSchema {
  safeParse(values: unknown): {
    success: boolean;
    error?: {
      issues: readonly { code: string; path: readonly PropertyKey[]; maximum?: unknown }[];
    };
  };
}

/**
 * The problems of a form's request, by the core schema the server holds it to (the rule lives
 * there once), each worded for its field: `wording[field]` says what to enter; a text over its
 * limit says the limit. The first problem of a field is kept.
 * @example problemsOf(contactRequestSchema, request, { email: 'Enter your email address' })
 */
export function problemsOf<Field extends string>(
  schema: RequestSchema,
  request: unknown,
  wording: Record<Field, string>,
): FieldProblems<Field> {
  const problems: FieldProblems<Field> = {};
  for (const issue of schema.safeParse(request).error?.issues ?? []) {
    const field = String(issue.path[0]) as Field;
    if (!(field in wording) || problems[field]) continue;
    problems[field] =
      issue.code === 'too_big'
        ? `Use at most ${Number(issue.maximum)} characters.`
        : wording[field];
  }
  return problems;
}

/**
 * The server's field errors against the form's fields (propertyName, any case); what names no
 * field of the form is returned apart, to show above the button.
 */
export function serverProblems<Field extends string>(
  errors: readonly FieldError[],
  fields: readonly Field[],
): { byField: FieldProblems<Field>; other: string[] } {
  const byField: FieldProblems<Field> = {};
  const other: string[] = [];
  for (const { propertyName, message } of errors) {
    const field = fields.find((name) => name.toLowerCase() === propertyName.toLowerCase());
    if (field && !byField[field]) byField[field] = message;
    else if (!field) other.push(message);
  }
  return { byField, other };
}

/** The first field of `order` that has a problem: the one the form focuses. */
export function firstProblemField<Field extends string>(
  problems: FieldProblems<Field>,
  order: readonly Field[],
): Field | undefined {
  return order.find((field) => problems[field]);
}
