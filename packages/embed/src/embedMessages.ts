import { defineCatalogue } from '@bikeship/ui';

/** The catalogue of what the element kit shows from the first render (a part that could not load). */
export const embedMessages = defineCatalogue();
