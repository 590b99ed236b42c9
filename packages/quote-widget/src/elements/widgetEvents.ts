import {
  type CommonWidgetEventMap,
  type EventDetailOf,
  emitWidgetEvent as emitEvent,
} from '@bikeship/embed';

/**
 * The events of the quote elements (DESIGN.md §5): each a `CustomEvent` named `bikeship:<name>`,
 * `bubbles: true, composed: true`, so a page can listen on the element or on `document`.
 *
 * @example
 * document.addEventListener('bikeship:order', (event) => {
 *   console.log(event.detail.orderId, event.detail.total);
 * });
 */
export interface QuoteWidgetEventMap extends CommonWidgetEventMap {
  /** The wizard moved to a step (1 Search … 5 Payment). */
  'bikeship:step': CustomEvent<{ step: number; previousStep: number | null }>;
  /** Rates are shown: how many stages, and the cheapest rate of each stage in dollars. */
  'bikeship:quote': CustomEvent<{ stages: number; cheapestPerStage: number[] }>;
  /**
   * An order was placed and paid. `partner`: the element's `partner` attribute, which the order
   * was placed (and is recorded) under; null without one.
   */
  'bikeship:order': CustomEvent<{
    orderId: number;
    total: number;
    currency: 'USD';
    partner: string | null;
  }>;
}

export type QuoteWidgetEventName = keyof QuoteWidgetEventMap;
export type QuoteWidgetEventDetail<N extends QuoteWidgetEventName> = EventDetailOf<
  QuoteWidgetEventMap,
  N
>;

/** Dispatches one of the quote elements' documented events from an element. */
export function emitWidgetEvent<N extends QuoteWidgetEventName>(
  target: EventTarget,
  name: N,
  detail: QuoteWidgetEventDetail<N>,
): void {
  emitEvent<QuoteWidgetEventMap, N>(target, name, detail);
}
