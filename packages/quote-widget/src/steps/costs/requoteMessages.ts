import { defineCatalogue } from '@bikeship/ui';

/**
 * The catalogue of what new rates did to a chosen speed (quote §4): the notices of the costs step
 * and, after new addresses, of the details step. Its own, so that its translations load with the
 * notice both steps share.
 */
export const requoteMessages = defineCatalogue();
