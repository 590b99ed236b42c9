import { defineCatalogue } from '../messages/catalogue';

/**
 * The texts of a shipment as every surface shows it, in English: a stage's name, its speeds and
 * what it charges, and the lines an order adds to them (dates, address sides, boxes). Keys are
 * short: each one ships in the bundle at every use.
 * @example
 * const t = useMessages(shippingMessages); t('total', { n: 2 }); // 'Stage 2 total'
 */
export const shippingMessages = defineCatalogue({
  stage: 'Stage {n}: {from} → {to}',
  // A stage's charges.
  ship: 'Shipping ({speed})',
  noSpeed: 'Speed not chosen yet',
  pickup: 'Pickup fee',
  home: 'Residential delivery',
  prot: 'Premium protection',
  duties: 'Duties and taxes (clearance fee)',
  total: 'Stage {n} total',
  /** Before the amount, which is set in bold. */
  sub: 'Sub-total:',
  // A speed's terms.
  days: { one: '{count} business day', other: '{count} business days' },
  ships: 'ships {day}',
  delivered: 'delivered {day}',
  arrives: 'arrives {day}',
  plusHome: 'plus {amount} residential delivery',
  // An order's addresses and boxes.
  order: 'Your order',
  from: 'From',
  to: 'To',
  boxes: 'Boxes',
  box: 'Box {n}',
  size: '{length} × {width} × {height} {unit}, {weight} {weightUnit}',
  declared: 'declared {amount}',
});
