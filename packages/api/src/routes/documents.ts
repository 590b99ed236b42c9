import { endpoints } from '@bikeship/core/schemas';
import type { RouteModule } from '../http/appEnv';
import { route } from '../http/endpointRoute';
import { orderAccessOf } from '../services/orderAccess';
import {
  checkDocumentTarget,
  deleteShipmentDocument,
  downloadShipmentDocuments,
  uploadShipmentDocument,
} from '../services/shipmentDocuments';

/** /api/ShipmentDocument create, delete and downloadDocuments (quote §7): the owner's only. */
export const documentRoutes: RouteModule = (app, deps) => {
  route(
    app,
    endpoints.createShipmentDocument,
    ({ query, body, c }) =>
      uploadShipmentDocument(deps, query, body, (orderId) => orderAccessOf(c, orderId)),
    {
      beforeBody: async ({ query, c }) => {
        await checkDocumentTarget(deps, query, (orderId) => orderAccessOf(c, orderId));
      },
    },
  );
  route(app, endpoints.deleteShipmentDocument, ({ query, c }) =>
    deleteShipmentDocument(deps, query.DocumentId, (orderId) => orderAccessOf(c, orderId)),
  );
  route(app, endpoints.downloadShipmentDocuments, ({ query, c }) =>
    downloadShipmentDocuments(deps, query.shipmentId, (orderId) => orderAccessOf(c, orderId)),
  );
};
