import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { orderPackages, orders, shipments } from './orders';

/**
 * Documents of a shipment (quote §3 "Shipment document"): the customer's uploads and the PDFs
 * the server generates (labels, commercial invoices). The bytes live in the file store
 * (storage/: `stored_files` on PostgreSQL, `<DATA_DIR>/uploads/documents/` on the embedded
 * database) under a server-made name (`storedName`); they are never served as static files, only
 * through the download call after an ownership check.
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
    /** The server-made file name; its bytes are the file store's `documents/<storedName>`. */
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

/**
 * bytea as bytes: node-postgres reads it as a Buffer and PGlite as a Uint8Array, both views of
 * the same bytes, so reading takes a view rather than a copy.
 */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * The file store's PostgreSQL implementation (storage/postgresFileStore.ts): uploads and label
 * PDFs by key, in the one database every API process shares, so a file written by one process
 * is there for all of them. Unused on the embedded database, whose one process keeps files in
 * its data folder.
 */
export const storedFiles = pgTable('stored_files', {
  /** e.g. `documents/<storedName>`: a server-made path, never a client's file name. */
  key: text('key').primaryKey(),
  content: bytes('content').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
