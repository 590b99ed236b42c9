import * as endpoints from '../schemas/endpointDefinitions';
import type { ApiClient } from './client';

/** Shipment documents (quote §7); failures are passed to the caller (quote §8). */
export function createDocumentsApi(client: ApiClient) {
  return {
    /** Uploads FormData with the field `file`; passed to the caller (quote §8: documents). */
    createShipmentDocument: client.bind(endpoints.createShipmentDocument),
    /** Passed to the caller (quote §8: document failures). */
    deleteShipmentDocument: client.bind(endpoints.deleteShipmentDocument),
    /** A Blob (zip/PDF); passed to the caller (quote §8: document failures). */
    downloadShipmentDocuments: client.bind(endpoints.downloadShipmentDocuments),
  };
}
