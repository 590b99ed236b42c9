import { defineCatalogue } from '@bikeship/ui';

/**
 * The catalogue of the contents step (DESIGN.md §5), its field checks included (quote §8 shows
 * none, so these are ours, written as what to do).
 */
export const contentsMessages = defineCatalogue();
