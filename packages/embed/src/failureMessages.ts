import { defineCatalogue, translatorOf } from '@bikeship/ui';
import type { WidgetFailure } from './failureReports';

/**
 * The visitor's messages of the failures a partner's developer must fix, worded for any widget
 * (a quote, a sign-in form). Apart from
 * embedMessages.ts: they come with the failure reporter (an element's data layer), not with the
 * first render.
 */
export const failureMessages = defineCatalogue();

/** A failure's message for the visitor, in a locale (also the `bikeship:error` message). */
export function failureMessageOf(locale: string): (failure: WidgetFailure) => string {
  const t = translatorOf(failureMessages, locale);
  return (failure) => {
    switch (failure.code) {
      case 'api-unreachable':
        return t('We cannot reach bikeship right now. Please try again in a few minutes.');
      case 'api-blocked-by-csp':
        return t('This page does not let us reach bikeship, so this part cannot work here.');
      case 'unknown-event-code':
        return t(
          'We could not find the event “{subject}”. You can still get a quote: enter your own addresses.',
          { subject: failure.subject },
        );
    }
  };
}
