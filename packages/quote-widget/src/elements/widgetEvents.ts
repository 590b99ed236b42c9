/**
 * The events of the quote elements (DESIGN.md §5): each a `CustomEvent` named `bikeship:<name>`,
 * `bubbles: true, composed: true`, so a page can listen on the element or on `document`.
 *
 * @example
 * document.addEventListener('bikeship:order', (event) => {
 *   console.log(event.detail.orderId, event.detail.total);
 * });
 */
export interface QuoteWidgetEventMap {
  /** The wizard moved to a step (1 Search … 5 Payment). */
  'bikeship:step': CustomEvent<{ step: number; previousStep: number | null }>;
  /** Rates are shown: how many stages, and the cheapest rate of each stage in dollars. */
  'bikeship:quote': CustomEvent<{ stages: number; cheapestPerStage: number[] }>;
  /** An order was placed and paid. */
  'bikeship:order': CustomEvent<{ orderId: number; total: number; currency: 'USD' }>;
  /** Something failed that the user was told about in place. */
  'bikeship:error': CustomEvent<{ code: string; message: string; step: number | null }>;
}

export type QuoteWidgetEventName = keyof QuoteWidgetEventMap;
export type QuoteWidgetEventDetail<N extends QuoteWidgetEventName> =
  QuoteWidgetEventMap[N] extends CustomEvent<infer D> ? D : never;

/** Dispatches one of the documented events from an element. */
export function emitWidgetEvent<N extends QuoteWidgetEventName>(
  target: EventTarget,
  name: N,
  detail: QuoteWidgetEventDetail<N>,
): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
