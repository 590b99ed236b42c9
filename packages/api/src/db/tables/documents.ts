import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orderPackages, orders, shipments } from './orders';

/**
 * Documents of a shipment (quote §3 "Shipment document"): the customer's uploads and the PDFs
 * the server generates (labels, commercial invoices). The bytes live on disk under
 * `<DATA_DIR>/uploads/documents/` with a server-made name (`storedName`); they are never served
 * as static files, only through the download call after an ownership check.
 */
export const shipmentDocuments = pgTable(
  'shipment_documents',
  {
    shipmentDocumentId: serial('shipment_document_id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.shipmentId, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    boxId: integer('box_id').references(() => orderPackages.boxId, { onDelete: 'set null' }),
    /** e.g. 'label', 'commercial_invoice', or what the customer chose for an upload. */
    category: text('category').notNull(),
    /** The name shown to the customer (an upload's own name, cleaned; or a generated one). */
    fileName: text('file_name').notNull(),
    /** The server-made file name inside the documents folder. */
    storedName: text('stored_name').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /**
     * Made by the server (labels, commercial invoices) rather than uploaded: the customer cannot
     * delete these, they go with the label (cancelling a label is a refund call).
     */
    generated: boolean('generated').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipment_documents_shipment_idx').on(t.shipmentId, t.createdAt)],
);
