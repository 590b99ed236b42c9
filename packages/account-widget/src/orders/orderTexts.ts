import type { OrderMonth, OrderPackage, Shipment } from '@bikeship/core/schemas';
import { oneLineAddress, type Translator } from '@bikeship/ui';

type T = Translator;

/** A month with orders as a person reads it: 'November 2026' (read in UTC: never shifts). */
export function monthName(locale: string, month: OrderMonth): string {
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(month.year, month.month - 1, 1));
}

/** When an order was placed (an ISO instant), as a date in the customer's own time zone. */
export function placedOn(locale: string, orderDate: string): string {
  const instant = Date.parse(orderDate);
  return Number.isNaN(instant)
    ? orderDate
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(instant);
}

/**
 * An order's status in words. The API answers 'paid', 'confirmed', 'partially_refunded',
 * 'refunded', 'cancelled' (api services/refundAmounts.ts); another is shown as given.
 */
export function orderStatus(t: T, status: string): string {
  switch (status) {
    case 'paid':
      return t('Paid');
    case 'confirmed':
      return t('Confirmed');
    case 'partially_refunded':
      return t('Partly refunded');
    case 'refunded':
      return t('Refunded');
    case 'cancelled':
      return t('Cancelled');
    default:
      return status.replaceAll('_', ' ');
  }
}

/**
 * A stage's status in words. The API answers 'cancelled', 'awaiting_payment', 'booked',
 * 'label_created' or the carrier's last tracking status (api services/orderHistory.ts);
 * a status this list does not know is shown as given, its underscores as spaces.
 */
export function stageStatus(t: T, status: string | undefined): string {
  switch (status) {
    case undefined:
    case '':
      return t('Unknown');
    case 'cancelled':
      return t('Cancelled');
    case 'awaiting_payment':
      return t('Awaiting payment');
    case 'booked':
      return t('Booked');
    case 'label_created':
      return t('Label created');
    default:
      return status.replaceAll('_', ' ');
  }
}

/** Where a stage goes: 'Portland, OR → Denver, CO', from what the stage's addresses have. */
export function stageRoute(shipment: Shipment): string {
  const place = (address: Shipment['from']) =>
    address ? [address.city, address.state].filter(Boolean).join(', ') : '';
  return [place(shipment.from), place(shipment.to)].filter(Boolean).join(' → ');
}

/** Where MAILLABEL posts printed labels: the stage's from address (api services/orderEmails.ts). */
export const postedTo = (shipment: Shipment): string =>
  shipment.from ? oneLineAddress(shipment.from) : '';

/** A box's size and weight: '40 × 20 × 10 in, 30 lb'. */
export function boxSize(box: OrderPackage): string {
  return `${box.length} × ${box.width} × ${box.height} ${box.linearUnit.toLowerCase()}, ${box.weight} ${box.weightUnit.toLowerCase()}`;
}
