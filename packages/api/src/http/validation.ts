import type { FieldError } from '@bikeship/core/schemas';

interface Issue {
  path: PropertyKey[];
  message: string;
}

/** zod issues → the spec's `{ propertyName, message }` items (shell §5: shown on the field). */
export function issuesToFieldErrors(issues: readonly Issue[]): FieldError[] {
  return issues.map((issue) => ({
    propertyName: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}
