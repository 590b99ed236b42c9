import type { Order, ShipmentDocument } from '@bikeship/core/schemas';
import { PAID_ORDER } from './ordersFixtures';

/** The label the server made at payment: listed, never deletable. */
export const LABEL_DOCUMENT: ShipmentDocument = {
  shipmentDocumentId: 71,
  shipmentId: 501,
  orderId: 1042,
  category: 'label',
  file: 'label-501.pdf',
  sizeBytes: 48_213,
  contentType: 'application/pdf',
  createdAt: '2026-11-20T17:31:00.000Z',
  generated: true,
};

/** A receipt the customer uploaded. */
export const RECEIPT_DOCUMENT: ShipmentDocument = {
  shipmentDocumentId: 72,
  shipmentId: 501,
  orderId: 1042,
  category: 'customer_document',
  file: 'receipt.pdf',
  sizeBytes: 1_250_000,
  contentType: 'application/pdf',
  createdAt: '2026-11-21T09:00:00.000Z',
  generated: false,
};

/** PAID_ORDER with its one stage holding the given documents. */
export function paidOrderWithDocuments(documents: ShipmentDocument[]): Order {
  return {
    ...PAID_ORDER,
    shipments: PAID_ORDER.shipments.map((shipment) => ({ ...shipment, documents })),
  };
}
