import { endpoints } from '@bikeship/core/schemas';
import type { Context } from 'hono';
import type { TokenClaims } from '../auth/tokens';
import type { AppEnv, RouteModule } from '../http/appEnv';
import { route } from '../http/endpointRoute';
import { orderAccessOf } from '../services/orderAccess';
import {
  cancelOrder,
  cancelPickup,
  type RefundCaller,
  refundPayment,
  voidLabel,
} from '../services/refunds';

/** The caller of a request: the signed-in user, or a guest holding an order's key. */
function callerOf(c: Context<AppEnv>, user: TokenClaims | null): RefundCaller {
  return { user, accessFor: (orderId) => orderAccessOf(c, orderId) };
}

/**
 * Refunds and cancellations (quote §7): the whole order (RefundOrder and DELETE /Order — the
 * same call, DECISION: the spec names both and gives them no different meaning), one stage's
 * label, one stage's pickup, one payment. Logic in services/refunds.ts.
 */
export const refundRoutes: RouteModule = (app, deps) => {
  route(app, endpoints.refundOrder, ({ query, user, c }) =>
    cancelOrder(deps, query.orderId, callerOf(c, user)),
  );
  route(app, endpoints.deleteOrder, ({ params, user, c }) =>
    cancelOrder(deps, params.id, callerOf(c, user)),
  );
  route(app, endpoints.deleteLabel, ({ params, user, c }) =>
    voidLabel(deps, params.id, callerOf(c, user)),
  );
  route(app, endpoints.deletePickup, ({ params, user, c }) =>
    cancelPickup(deps, params.id, callerOf(c, user)),
  );
  route(app, endpoints.deletePayment, ({ params, user, c }) =>
    refundPayment(deps, params.id, callerOf(c, user)),
  );
};
