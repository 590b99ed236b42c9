import { defineCatalogue } from '@bikeship/ui';

/**
 * The catalogue of the quote box's own texts (DESIGN.md §5). The box is built from step 1's
 * fields: its heading, labels, checks and Get rates are the search's (searchMessages.ts).
 */
export const quoteBoxMessages = defineCatalogue();
