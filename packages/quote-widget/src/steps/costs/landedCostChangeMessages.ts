import { defineCatalogue } from '@bikeship/ui';

/**
 * The catalogue of what a new landed-cost estimate changed (the contents and payment steps'
 * notice). Its own, like the requote notice's, so that its translations load with the notice
 * and the costs step's catalogue stays with the costs step.
 */
export const landedCostChangeMessages = defineCatalogue();
