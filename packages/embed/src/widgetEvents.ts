/**
 * Typed widget events (DESIGN.md §5): each a `CustomEvent` named `bikeship:<name>` with a
 * documented `detail`, `bubbles: true, composed: true`, so a page can listen on the element or
 * on `document`. Each bundle declares its element's event map; `bikeship:error` is common to all.
 */

/** What `bikeship:error` says: a stable code to branch on, and the message the user was shown. */
export interface WidgetErrorDetail {
  /** Stable, kebab-case: `api-unreachable`, `unknown-event-code`, … (failureReports.ts). */
  code: string;
  message: string;
  /** The wizard step it happened on; null outside the wizard. */
  step: number | null;
}

/** The events every bikeship element may dispatch. */
export interface CommonWidgetEventMap {
  /** Something failed that the user was told about in place. */
  'bikeship:error': CustomEvent<WidgetErrorDetail>;
}

/** The detail type of one event of a map. */
export type EventDetailOf<Map, Name extends keyof Map> =
  Map[Name] extends CustomEvent<infer Detail> ? Detail : never;

/**
 * Dispatches one event of an element's map.
 * @example emitWidgetEvent<QuoteWidgetEventMap, 'bikeship:step'>(element, 'bikeship:step', { step: 2, previousStep: 1 });
 */
export function emitWidgetEvent<Map, Name extends keyof Map & string>(
  target: EventTarget,
  name: Name,
  detail: EventDetailOf<Map, Name>,
): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
