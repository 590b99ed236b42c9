import { defineCatalogue } from '@bikeship/ui';

/**
 * The catalogue of the details step (DESIGN.md §5); the address forms' own is ui's
 * `addressMessages`.
 * @example const t = useMessages(detailsMessages); t('Stage {n}, from {place}', { n: 1, place: 'Boulder, CO' });
 */
export const detailsMessages = defineCatalogue();
