import * as z from 'zod/mini';
import { idParam, requiredString } from '../common';

/** Query of POST /api/ShipmentDocument/create (the file is the multipart field `file`). */
export const createShipmentDocumentQuerySchema = z.object({
  shipmentId: idParam,
  orderId: idParam,
  category: requiredString,
  boxId: z.optional(idParam),
});
export type CreateShipmentDocumentQuery = z.infer<typeof createShipmentDocumentQuerySchema>;

export const deleteShipmentDocumentQuerySchema = z.object({ DocumentId: idParam });
export const shipmentDocumentsQuerySchema = z.object({ shipmentId: idParam });
