import { endpoints } from '@bikeship/core/schemas';
import type { RouteModule } from '../http/appEnv';
import { route } from '../http/endpointRoute';
import { fileClaim } from '../services/claims';

/**
 * POST /api/Claim (quote §3, §7; shell §6: sent with a bearer token): a damage or loss claim on
 * one of the claimant's orders, as multipart form data with the five picture lists. The whole
 * body is capped by the app's upload limit (quote §9: 1e8 bytes, else 413). A filed claim's
 * number is mailed to the claimant before the answer (services/claimMail.ts).
 */
export const claimRoutes: RouteModule = (app, { db, files, logger, mailer, config }) => {
  route(app, endpoints.createClaim, ({ body, user }) =>
    fileClaim({ db, files, logger, mailer, config }, user, body),
  );
};
