import { defineCatalogue, translatorOf } from '@bikeship/ui';
import type { WidgetFailure } from './failureReports';

/** The texts the element kit shows itself, in English (a part that could not load, failures). */
export const embedMessages = defineCatalogue({
  'loadFailure.title': 'This part of the page could not load',
  'loadFailure.advice': 'Check your connection, then reload the page: your search is kept.',
  'loadFailure.reload': 'Reload the page',
  'failure.api-unreachable':
    'We cannot reach bikeship right now, so no quotes can be shown. Please try again in a few minutes.',
  'failure.api-blocked-by-csp':
    'This page does not let the quote reach bikeship, so no quotes can be shown here.',
  'failure.unknown-event-code':
    'We could not find the event “{subject}”. You can still get a quote: enter your own addresses.',
});

/** A failure's message for the visitor, in a locale (also the `bikeship:error` message). */
export function failureMessageOf(locale: string): (failure: WidgetFailure) => string {
  const t = translatorOf(embedMessages, locale);
  return (failure) =>
    failure.code === 'unknown-event-code'
      ? t('failure.unknown-event-code', { subject: failure.subject })
      : t(`failure.${failure.code}`);
}
