import { defineCatalogue } from '@bikeship/ui';

/**
 * The quote box's own texts in English (DESIGN.md §5). The box is built from step 1's fields:
 * its heading, labels, checks and Get rates are the search's (steps/search/searchMessages.ts).
 */
export const quoteBoxMessages = defineCatalogue({
  /** The box's code could not be fetched (the customer's connection dropped). */
  notLoaded: 'Not loaded',
  tryAgain: 'The quote could not load. Check your connection and press Get rates again.',
  /** While the wizard the box turns into loads. */
  opening: 'Opening the quote',
});
