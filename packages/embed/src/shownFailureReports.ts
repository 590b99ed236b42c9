import type { ErrorLog } from './errorLog';
import type { WidgetErrorDetail } from './widgetEvents';

/**
 * Reports every failure an element showed its customer (`bikeship:error`, whoever emitted it: a
 * step, the payment, the failure reporter) to the team too, not only to the page's listeners.
 * Its own module: it comes with the data layer, since every such failure follows a call.
 * @example reportShownFailures(element, errorLog);
 */
export function reportShownFailures(element: EventTarget, errorLog: ErrorLog): void {
  element.addEventListener('bikeship:error', (event) => {
    const { code, message, step } = (event as CustomEvent<WidgetErrorDetail>).detail;
    errorLog.report({ kind: code, message, ...(step ? { step } : {}) });
  });
}
