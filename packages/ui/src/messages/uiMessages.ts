import { defineCatalogue } from './catalogue';

/** The texts the ui primitives show themselves, in English. */
export const uiMessages = defineCatalogue({
  'modal.close': 'Close',
  'notice.dismiss': 'Dismiss',
  'progress.loading': 'Loading',
  'progress.failed': 'Loading failed',
  'loading.label': '{label}…',
});
