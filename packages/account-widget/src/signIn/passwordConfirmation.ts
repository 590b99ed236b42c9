import type { Translator } from '@bikeship/ui';

/**
 * The confirmation under a new password: typed the same twice. A form's check of what was typed,
 * not a rule of the account (the server takes one password), so it lives with the form.
 */
export function confirmationError(
  password: string,
  confirmation: string,
  t: Translator,
): string | undefined {
  if (!confirmation) return t('This field is required');
  return confirmation === password ? undefined : t('The passwords do not match');
}
