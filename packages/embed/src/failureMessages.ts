import { defineCatalogue, translatorOf } from '@bikeship/ui';
import type { WidgetFailure } from './failureReports';

/**
 * The visitor's messages of the failures a partner's developer must fix, in English. Apart from
 * embedMessages.ts: they come with the failure reporter (an element's data layer), not with the
 * first render.
 */
export const failureMessages = defineCatalogue({
  'api-unreachable':
    'We cannot reach bikeship right now, so no quotes can be shown. Please try again in a few minutes.',
  'api-blocked-by-csp':
    'This page does not let the quote reach bikeship, so no quotes can be shown here.',
  'unknown-event-code':
    'We could not find the event “{subject}”. You can still get a quote: enter your own addresses.',
});

/** A failure's message for the visitor, in a locale (also the `bikeship:error` message). */
export function failureMessageOf(locale: string): (failure: WidgetFailure) => string {
  const t = translatorOf(failureMessages, locale);
  return (failure) =>
    failure.code === 'unknown-event-code'
      ? t('unknown-event-code', { subject: failure.subject })
      : t(failure.code);
}
