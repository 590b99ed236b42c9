import { defineCatalogue } from './catalogue';

/** The catalogue of the texts the ui primitives show themselves (Close, Dismiss, Loading). */
export const uiMessages = defineCatalogue();
