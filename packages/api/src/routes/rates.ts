import { CACHED_HEADER_MAX_AGE_S } from '@bikeship/core/constants';
import { endpoints } from '@bikeship/core/schemas';
import type { RouteModule } from '../http/appEnv';
import { route } from '../http/endpointRoute';
import { notFound } from '../http/httpError';
import { createRateRequest, rateDatesOf, ratesOf } from '../services/rates';
import { RecentQuotes } from '../services/ratesCache';

/** The published tables: not part of the core catalogue (see below). */
export const RATE_TABLES_PATH = '/api/Rates/tables';

/**
 * Quotes (quote §7): POST /api/Rates stores a request and answers its id,
 * GET /api/Rates?id&removeSpeeds answers its rates per stage, POST /api/Rates/Date the dates
 * per rate. All public: a guest quotes before signing in.
 *
 * Plus GET /api/Rates/tables — NOT in the core catalogue (no client call of the spec reads
 * it): the carrier's zones, weight brackets, services, transit days and surcharges, in
 * dollars, for the site's "dimensions and rates" page, where the tables are published. It is
 * static, so it is cacheable like the other cached answers (CACHED_HEADER_MAX_AGE_S); a carrier
 * that does not publish its tables answers 404.
 */
export const ratesRoutes: RouteModule = (app, appDeps) => {
  const deps = { ...appDeps, recentQuotes: new RecentQuotes() };
  app.get(RATE_TABLES_PATH, (c) => {
    const tables = deps.carrier.publishedTables?.();
    if (!tables) throw notFound('Published rate tables');
    c.header('Cache-Control', `public, max-age=${CACHED_HEADER_MAX_AGE_S}`);
    return c.json(tables);
  });
  route(app, endpoints.createRateRequest, ({ body }) => createRateRequest(deps, body));
  route(app, endpoints.getRates, ({ query }) => ratesOf(deps, query));
  route(app, endpoints.getRateDates, ({ body }) => rateDatesOf(deps, body));
};
