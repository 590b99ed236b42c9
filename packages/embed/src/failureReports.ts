import { failureMessageOf } from './failureMessages';
import type { FailureState, WidgetFailureCode } from './failureState';
import { type CommonWidgetEventMap, emitWidgetEvent, type WidgetErrorDetail } from './widgetEvents';

/**
 * Failures a partner's visitor cannot fix and a partner's developer must (DESIGN.md §5: failures
 * tell). Each has a stable code for `bikeship:error`, a message for the visitor (the catalogue's
 * `failure.<code>` in embedMessages.ts) and a hint for the developer's console.
 */

/** A failure as the reporter meets it: what it is and what it names. */
export interface WidgetFailure {
  code: WidgetFailureCode;
  /** What the message names: the API origin, the event code. */
  subject: string;
}

/** How a call that got no answer at all looks to the reports (core's ApiError, kind 'network'). */
export interface FailedCall {
  kind: string;
}

/** The developer's hint per code: what is wrong and how to fix it, logged once per page. */
const HINTS: Record<WidgetFailureCode, (subject: string) => string> = {
  'api-unreachable': (origin) =>
    `bikeship: no answer from the API at ${origin}. Set api-base (or bikeship.push(['configure', ` +
    '{ apiBase }])) to a running bikeship API that allows this page (CORS).',
  'api-blocked-by-csp': (origin) =>
    `bikeship: this page's Content-Security-Policy blocks ${origin}: add it to connect-src.`,
  'unknown-event-code': (code) =>
    `bikeship: event-code "${code}" is no bikeship event. Check the code (the end of the ` +
    "event's bikeship address) or remove the attribute.",
};

const loggedHints = new Set<string>();

/**
 * One element's failure reporter: it shows the failure in place (through the element's
 * `FailureState`), emits `bikeship:error` and logs the console hint — once per page for each code
 * and subject, however many elements meet it. Made with the element's data layer.
 *
 * A call with no answer is told apart from a call the page's Content-Security-Policy blocked by
 * the `securitypolicyviolation` event the browser fires for the blocked URL: both reject the
 * same way in the page.
 *
 * @example
 * const reporter = createFailureReporter({ state, target: element, apiBase, locale });
 * reporter.watchPage();
 * createApiClient({ baseURL: apiBase, onSettled: reporter.noteCall });
 */
export function createFailureReporter(options: {
  /** What the element shows. */
  state: FailureState;
  /** Where `bikeship:error` is dispatched: the element. None in tests of parts. */
  target?: EventTarget;
  apiBase: string;
  /** The element's locale, for the visitor's message (also the event's message). */
  locale: string;
  /** The page's document, to hear CSP violations; the global one by default. */
  document?: Pick<Document, 'addEventListener' | 'removeEventListener'>;
}) {
  const apiOrigin = originOf(options.apiBase);
  const messageOf = failureMessageOf(options.locale);
  let shown: WidgetFailure | null = null;
  let blockedByPolicy = false;
  const onViolation = (event: Event) => {
    const blocked = (event as SecurityPolicyViolationEvent).blockedURI;
    if (blocked && originOf(blocked) === apiOrigin) blockedByPolicy = true;
  };

  function report(failure: WidgetFailure): void {
    if (shown?.code === failure.code && shown.subject === failure.subject) return;
    shown = failure;
    const message = messageOf(failure);
    options.state.show({ code: failure.code, message });
    const detail: WidgetErrorDetail = { code: failure.code, message, step: null };
    if (options.target) {
      emitWidgetEvent<CommonWidgetEventMap, 'bikeship:error'>(
        options.target,
        'bikeship:error',
        detail,
      );
    }
    const hintKey = `${failure.code} ${failure.subject}`;
    if (!loggedHints.has(hintKey)) {
      loggedHints.add(hintKey);
      console.error(HINTS[failure.code](failure.subject));
    }
  }

  return {
    report,
    /**
     * Every API call's end (the client's onSettled): a call with no answer reports the API
     * unreachable (or blocked by the page's policy); any answer clears a report about reaching
     * the API.
     */
    noteCall(error: FailedCall | null): void {
      if (!error) {
        if (shown && shown.code !== 'unknown-event-code') {
          shown = null;
          options.state.show(null);
        }
        return;
      }
      if (error.kind !== 'network') return;
      // The violation event is queued as a task of its own: look once it has had its turn.
      setTimeout(() => {
        report({
          code: blockedByPolicy ? 'api-blocked-by-csp' : 'api-unreachable',
          subject: apiOrigin,
        });
      }, 0);
    },
    /**
     * Listens to the page's policy violations from before the element's first call; the answered
     * function stops it.
     */
    watchPage(): () => void {
      const page = options.document ?? globalThis.document;
      page?.addEventListener('securitypolicyviolation', onViolation);
      return () => page?.removeEventListener('securitypolicyviolation', onViolation);
    },
  };
}

export type FailureReporter = ReturnType<typeof createFailureReporter>;

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}
