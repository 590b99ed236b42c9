import * as z from 'zod/mini';
import { optionalBoolean, optionalNumber, optionalString } from './common';

/**
 * A document attached to a shipment (quote §3), e.g. a commercial invoice. `file` is the stored
 * file's name; the upload itself is multipart.
 */
export const shipmentDocumentSchema = z.object({
  shipmentDocumentId: z.number(),
  shipmentId: z.number(),
  orderId: z.number(),
  category: z.string(),
  boxId: optionalNumber,
  file: optionalString,
  /** As the order detail lists it: size, type, when, and whether the server made it (a label). */
  sizeBytes: optionalNumber,
  contentType: optionalString,
  createdAt: optionalString,
  generated: optionalBoolean,
});
export type ShipmentDocument = z.infer<typeof shipmentDocumentSchema>;
