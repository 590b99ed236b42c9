import { endpoints } from '@bikeship/core/schemas';
import type { RouteModule } from '../http/appEnv';
import { route } from '../http/endpointRoute';
import { shopDate } from '../services/date';
import { holidayScheduleOfMonth } from '../services/holidays';

/** Dates (quote §7): today in the shop's time zone, and the carrier holidays of a month. */
export const dateRoutes: RouteModule = (app, { now }) => {
  route(app, endpoints.getDate, () => shopDate(now()));
  route(app, endpoints.getDateSchedule, ({ params }) => holidayScheduleOfMonth(params));
};
