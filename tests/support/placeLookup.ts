import type { Locator } from '@playwright/test';

/** Types into a place lookup of the box or step 1 and picks its first suggestion. */
export async function pickPlace(
  scope: Locator,
  label: 'From' | 'To',
  query: string,
): Promise<void> {
  await scope.getByRole('combobox', { name: label }).fill(query);
  await scope
    .getByRole('listbox', { name: `${label} suggestions` })
    .getByRole('option')
    .first()
    .click();
}
