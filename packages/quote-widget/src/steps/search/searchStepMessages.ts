import { defineCatalogue } from '@bikeship/ui';

/**
 * The catalogue of step 1's own texts (DESIGN.md §5), those the quote box does not show: the trip
 * type and stages, the boxes' sizes and contents, the purpose, the guest's details.
 * @example const t = useMessages(searchStepMessages); t('Stage {n}', { n: 2 });
 */
export const searchStepMessages = defineCatalogue();
