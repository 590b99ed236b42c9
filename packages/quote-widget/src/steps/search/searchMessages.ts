import { defineCatalogue } from '@bikeship/ui';

/**
 * The catalogue of the search as the quote box shows it too (DESIGN.md §5): places, ship date,
 * box and their checks. Step 1's other texts are searchStepMessages.ts's, so that a translation
 * of the box carries nothing the box never shows (trip type, box sizes, the guest, recent
 * searches).
 * @example const t = useMessages(searchMessages); t('Choose a ship date.');
 */
export const searchMessages = defineCatalogue();
