/** What a visitor typed in the tracking box, as the page reads it. */
export type TrackingQuery =
  | { kind: 'empty' }
  | { kind: 'order'; orderId: number }
  | { kind: 'package'; code: string };

/** The longest order number the page asks for (a database integer has 10 digits at most). */
const ORDER_NUMBER = /^#?(\d{1,9})$/;

/**
 * Reads the tracking box: an order number is digits (as the confirmation and the emails write
 * it, with or without its `#`); anything else is a tracking number, read without the spaces and
 * dashes people copy from a label, in capitals as the carrier prints it.
 *
 * @example trackingQueryOf('#1042') // { kind: 'order', orderId: 1042 }
 * @example trackingQueryOf(' bs1 abc-def ') // { kind: 'package', code: 'BS1ABCDEF' }
 */
export function trackingQueryOf(text: string): TrackingQuery {
  const compact = text.replace(/[\s-]+/g, '');
  if (!compact) return { kind: 'empty' };
  const order = ORDER_NUMBER.exec(compact);
  if (order?.[1]) return { kind: 'order', orderId: Number(order[1]) };
  return { kind: 'package', code: compact.toUpperCase() };
}
