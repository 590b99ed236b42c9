import { endpoints } from '@bikeship/core/schemas';
import type { RouteModule } from '../http/appEnv';
import { route } from '../http/endpointRoute';
import { getEventById, getEventByUrlCode, listEvents } from '../services/events';

/** /api/BicycleEvent (quote §7): events and partners, public. */
export const eventRoutes: RouteModule = (app, { db, now }) => {
  // The literal paths come before /{eventId}, which would otherwise take "partners" as an id.
  route(app, endpoints.getEvents, () => listEvents(db, 'events', now()));
  route(app, endpoints.getPartnerEvents, () => listEvents(db, 'partners', now()));
  route(app, endpoints.getEventByUrlCode, ({ params }) => getEventByUrlCode(db, params.code));
  route(app, endpoints.getEventById, ({ params }) => getEventById(db, params.eventId));
};
