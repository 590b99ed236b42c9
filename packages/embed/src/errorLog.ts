/**
 * What went wrong in a widget, for the team (`POST /api/log`, quote §7: jsonContent, userAgent,
 * step, uniqueId): a failed call, a part that could not load, a failure a customer was shown
 * (`bikeship:error`). The console hint (failureReports.ts) is for the partner's developer; this is
 * for us, who cannot see the partner's console.
 *
 * It never stands in the customer's way: a report is sent in the background, its own failure is
 * ignored (never reported, never retried), and a page sends at most MAX_REPORTS_PER_PAGE, each
 * kind of failure once — a broken page must not flood the API. Plain `fetch`, no schema: the
 * load-failure boundary reports with it when the page's other chunks could not load.
 */
export interface ErrorReport {
  /** What failed: `call` (an API answer), `load` (a part of the widget), or a `bikeship:error` code. */
  kind: string;
  message: string;
  /** The wizard step (1–5) the customer was on, when known. */
  step?: number;
  /** More of what happened: the call and its status, the element. No personal data. */
  detail?: Record<string, string | number>;
}

/** At most this many reports leave one page, whatever its number of elements. */
export const MAX_REPORTS_PER_PAGE = 5;

/** One id per page load: the reports of one page are read together. */
let pageId = '';
const sentOnThisPage = new Set<string>();

/**
 * The reporter of one element: where its API is, which element it is.
 * @example const log = createErrorLog({ apiBase }); log.report({ kind: 'load', message: String(error) });
 */
export function createErrorLog(options: {
  apiBase: string;
  /** The element's tag and partner, added to every report. */
  source?: Record<string, string>;
  fetch?: typeof fetch;
}) {
  return {
    report(report: ErrorReport): void {
      const once = `${report.kind} ${report.message}`;
      if (sentOnThisPage.has(once) || sentOnThisPage.size >= MAX_REPORTS_PER_PAGE) return;
      sentOnThisPage.add(once);
      pageId ||= Math.random().toString(36).slice(2) + Date.now().toString(36);
      (options.fetch ?? fetch)(`${options.apiBase}/api/log`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonContent: JSON.stringify({
            ...options.source,
            ...report.detail,
            kind: report.kind,
            message: report.message.slice(0, 500),
            page: location.origin,
          }),
          userAgent: navigator.userAgent.slice(0, 500),
          uniqueId: pageId,
          step: report.step,
        }),
        credentials: 'omit',
        // Still sent when the customer leaves the page right after the failure.
        keepalive: true,
        // A page policy without the API, an offline page: the report is dropped, never retried.
      }).catch(() => {});
    },
  };
}

export type ErrorLog = ReturnType<typeof createErrorLog>;

/** Forgets what this page sent (tests: each starts as a fresh page). */
export function resetErrorLogForTests(): void {
  sentOnThisPage.clear();
  pageId = '';
}
