import { defineCatalogue } from '@bikeship/ui';

/**
 * The catalogue of the wizard frame (DESIGN.md §5): its name, the step names, shown by the
 * progress list and said by the step announcement, and what it says while it loads.
 */
export const wizardMessages = defineCatalogue();
