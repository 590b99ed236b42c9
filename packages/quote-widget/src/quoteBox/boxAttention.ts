import type { QuoteRuntimeOptions } from '../runtime/quoteBasics';

/**
 * The moment the customer turns to the quote box: `turned` settles once `turn()` is called,
 * however often. The box loads its stores and its data layer from then on, not before
 * (QuoteBoxWidget.tsx).
 */
export function createBoxAttention(): { turned: Promise<void>; turn(): void } {
  let turn = () => {};
  const turned = new Promise<void>((resolve) => {
    turn = resolve;
  });
  return { turned, turn };
}

/** Events that mean the customer turned to the box: a pointer over it, or the focus in it. */
export const ATTENTION_EVENTS = ['pointerover', 'focusin'] as const;

/** Whether the customer is turned to the box already: the focus in it, or a pointer over it. */
export function isTurnedTo(element: Element): boolean {
  return element.matches(':focus-within') || element.matches(':hover');
}

/**
 * Whether the box's first screen shows what only its stores and data layer bring, so that they
 * load at once rather than when the customer turns to it: an event (`event-code`), whose venue
 * fills in the destination. Nothing else on it does — the box resumes no search (the wizard
 * does; a box that had opened the wizard in place comes back as it and loads them then,
 * QuoteBoxWidget.tsx), and the default ship date and the box presets are filled in when the
 * customer turns to it, before they reach those fields.
 */
export function firstScreenNeedsStores(options: QuoteRuntimeOptions): boolean {
  return Boolean(options.settings?.eventCode);
}
