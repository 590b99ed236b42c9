import { endpoints } from '@bikeship/core/schemas';
import type { RouteModule } from '../http/appEnv';
import { route } from '../http/endpointRoute';
import { orderAccessOf } from '../services/orderAccess';
import { sendOrderEmail } from '../services/orderEmails';

/** POST /api/email/send (quote §7): LABELS, MAILLABEL, Confirmation and CANCELORDER mails. */
export const emailRoutes: RouteModule = (app, deps) => {
  route(app, endpoints.sendEmail, ({ body, user, c }) =>
    sendOrderEmail(deps, body, { user, accessFor: (orderId) => orderAccessOf(c, orderId) }),
  );
};
