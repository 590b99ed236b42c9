import { endpoints } from '@bikeship/core/schemas';
import type { RouteModule } from '../http/appEnv';
import { route } from '../http/endpointRoute';
import { createPaypalClient } from '../integrations/payments/paypalClient';
import { hasPaypalPaymentToken, paypalIdToken } from '../services/paypal';

/**
 * GET /api/Paypal/hasPaymentToken and GET /api/paypal/token (quote §7). PayPal is offered only
 * when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set.
 */
export const paypalRoutes: RouteModule = (app, { config, db, now }) => {
  const paypal = createPaypalClient(config, now);
  route(app, endpoints.paypalHasPaymentToken, ({ user }) =>
    hasPaypalPaymentToken(db, paypal, user),
  );
  route(app, endpoints.paypalToken, ({ user }) => paypalIdToken(db, paypal, user));
};
