import { defineCatalogue } from '../messages/catalogue';

/**
 * The catalogue of a shipment as every surface shows it: a stage's name, its speeds and what it
 * charges, and the lines an order adds to them (dates, address sides, boxes).
 * @example const t = useMessages(shippingMessages); t('Stage {n} total', { n: 2 });
 */
export const shippingMessages = defineCatalogue();
