import { IDEMPOTENCY_KEY_HEADER } from '@bikeship/core/constants';
import { endpoints, type OrderResult, type PaymentRequiredAnswer } from '@bikeship/core/schemas';
import type { Context } from 'hono';
import type { AppEnv, RouteModule } from '../http/appEnv';
import { route } from '../http/endpointRoute';
import { estimateLandedCost } from '../services/landedCost';
import { orderAccessOf, setOrderKeyCookie } from '../services/orderAccess';
import { createOrder, createTemporaryOrder } from '../services/orderCreation';
import { orderDetail, orderMonths, ordersOfMonth, recentOrders } from '../services/orderHistory';
import { confirmOrder, payAdditional, payOrder } from '../services/orderPayment';
import { afterOrderPlaced } from '../services/orderPlaced';
import type { PaymentOutcome } from '../services/paymentAttempts';

/**
 * A payment's answer. Paid: `{ success, orderId }` (core `orderResultSchema`). DECISION: a card
 * that is declined, or that needs 3-D Secure, answers 402 Payment Required — the client maps it
 * to false (quote §8) and the order stays payable:
 * - declined: `{ message, code }` with the bank's message, e.g. "Your card was declined.";
 * - 3-D Secure: `{ message, requiresAction: true, clientSecret }` for Stripe.js to finish.
 */
export function paymentAnswer(c: Context<AppEnv>, outcome: PaymentOutcome): OrderResult | Response {
  switch (outcome.kind) {
    case 'paid':
      return { success: true, orderId: outcome.orderId };
    case 'declined':
      return c.json(
        {
          success: false,
          orderId: outcome.orderId,
          message: outcome.message,
          code: outcome.code,
        } satisfies PaymentRequiredAnswer,
        402,
      );
    case 'requires-action':
      return c.json(
        {
          success: false,
          orderId: outcome.orderId,
          message: outcome.message,
          requiresAction: true,
          clientSecret: outcome.clientSecret,
        } satisfies PaymentRequiredAnswer,
        402,
      );
  }
}

/**
 * Orders (quote §7): the temporary order, create, confirm, payment and additional payment, and
 * the history. Who may reach an order is decided in services/orderAccess.ts.
 */
export const orderRoutes: RouteModule = (app, deps) => {
  const { db, carrier, config, now } = deps;
  const pricing = { carrier, landedCost: estimateLandedCost };
  const paying = { ...deps, afterPlaced: afterOrderPlaced(deps) };
  const history = { db, carrier, now };

  route(app, endpoints.createTemporaryOrder, async ({ body, user, c }) => {
    const created = await createTemporaryOrder({ ...pricing, db, now }, body, {
      user,
      partner: c.get('partner'),
    });
    if (!created.orderKey) return { id: created.orderId };
    setOrderKeyCookie(c, created.orderId, created.orderKey, config.publicUrl);
    return { id: created.orderId, orderKey: created.orderKey };
  });

  route(app, endpoints.createOrder, ({ body, c }) =>
    createOrder(db, body.orderId, orderAccessOf(c, body.orderId), now()),
  );

  route(app, endpoints.confirmOrder, async ({ body, c }) =>
    paymentAnswer(
      c,
      await confirmOrder(paying, { orderId: body.orderId, access: orderAccessOf(c, body.orderId) }),
    ),
  );

  route(app, endpoints.payOrder, async ({ body, c }) =>
    paymentAnswer(
      c,
      await payOrder(paying, {
        body,
        access: orderAccessOf(c, body.orderId),
        idempotencyKey: c.req.header(IDEMPOTENCY_KEY_HEADER),
      }),
    ),
  );

  route(app, endpoints.payAdditional, async ({ body, c }) =>
    paymentAnswer(
      c,
      await payAdditional(paying, {
        body,
        access: orderAccessOf(c, body.orderId),
        idempotencyKey: c.req.header(IDEMPOTENCY_KEY_HEADER),
      }),
    ),
  );

  route(app, endpoints.getOrderDates, ({ user }) => orderMonths(db, user.id));
  route(app, endpoints.getOrdersByMonth, ({ user, query }) =>
    ordersOfMonth(history, user.id, query.month, query.year),
  );
  route(app, endpoints.getRecentOrders, ({ user, query }) =>
    recentOrders(history, user.id, query.num),
  );
  route(app, endpoints.getOrderDetail, ({ query, c }) =>
    orderDetail(history, query.orderId, orderAccessOf(c, query.orderId)),
  );
};
