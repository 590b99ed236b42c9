import { defineCatalogue } from '@bikeship/ui';

/**
 * The catalogue of the account widget's texts (DESIGN.md §5), keyed by their English text where
 * they are used (`t('Log In')`). The spec's own texts (shell §8: the bad login, the forgot-password
 * success) are written as the spec gives them.
 */
export const accountMessages = defineCatalogue();
