import { defineCatalogue } from '@bikeship/ui';

/**
 * The catalogue of the costs step (DESIGN.md §5). The stage names, speeds and charges are the
 * shared ones (shippingMessages); the requote notices have their own (requoteMessages).
 */
export const costsMessages = defineCatalogue();
