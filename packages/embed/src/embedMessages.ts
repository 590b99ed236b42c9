import { defineCatalogue } from '@bikeship/ui';

/** The texts the element kit shows from the first render, in English (a part that could not load). */
export const embedMessages = defineCatalogue({
  'loadFailure.title': 'This part of the page could not load',
  'loadFailure.advice': 'Check your connection, then reload the page: your search is kept.',
  'loadFailure.reload': 'Reload the page',
});
