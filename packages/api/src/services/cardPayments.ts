import { dollarsToCents } from '@bikeship/core/rules';
import type {
  ClientSecretRequest,
  ClientSecretResponse,
  UpdateStripePaymentRequest,
} from '@bikeship/core/schemas';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { TokenClaims } from '../auth/tokens';
import { orderPaymentIntents, orders, payments } from '../db/schema';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { badField, HttpError, notFound } from '../http/httpError';
import { callGateway, gatewayCustomerOf } from './gatewayCalls';
import { findOwnedOrder, mayAccessOrder, type OrderRow, orderAccessOf } from './orderAccess';
import { type RefundDeps, refundPaymentWhere } from './refunds';

type CardPaymentDeps = Pick<AppDeps, 'db' | 'payments' | 'now'>;

/** Stripe's smallest card charge in USD: below it Stripe refuses the PaymentIntent. */
export const MINIMUM_CARD_PAYMENT_CENTS = 50;

/** Orders that take no more money: given back in full, or called off. */
const CLOSED_ORDER_STATUSES = ['refunded', 'cancelled'];

function assertOpen(order: OrderRow): void {
  if (CLOSED_ORDER_STATUSES.includes(order.status)) {
    throw new HttpError(409, `Order ${order.orderId} is ${order.status}: it takes no payment`);
  }
}

/** The amount of a card payment in cents, from the request's dollars (quote §9: USD). */
function cardAmountCents(totalDollars: number): number {
  const cents = dollarsToCents(totalDollars);
  if (cents < MINIMUM_CARD_PAYMENT_CENTS) {
    throw badField('total', 'A card payment must be at least $0.50');
  }
  return cents;
}

/**
 * POST /api/Stripe/client-secret (quote §7). With `orderId`: a PaymentIntent for card entry on
 * that order (its owner, or the guest holding its order key; anyone else gets 404). DECISION:
 * the amount is the `total` the browser shows, else the order's total so far; it is a proposal —
 * the order's payment call computes the price itself and refuses a different one. Asked again
 * for the same order and amount, it answers the same PaymentIntent.
 *
 * Without `orderId`: a SetupIntent to save a card, for a signed-in customer only.
 */
export async function startCardPayment(
  deps: CardPaymentDeps,
  c: Context<AppEnv>,
  user: TokenClaims | null,
  request: ClientSecretRequest,
): Promise<ClientSecretResponse> {
  const customer = user ? gatewayCustomerOf(user) : null;
  if (request.orderId === undefined) {
    if (!customer) throw new HttpError(401, 'Sign in to save a card');
    return callGateway(() => deps.payments.createSetupIntent(customer));
  }
  const order = await findOwnedOrder(deps.db, request.orderId, orderAccessOf(c, request.orderId));
  assertOpen(order);
  const amountCents = cardAmountCents(request.total ?? order.totalCents / 100);
  const intent = await callGateway(() =>
    deps.payments.createPaymentIntent({
      amountCents,
      customer,
      orderId: order.orderId,
      idempotencyKey: `bikeship:intent:${order.orderId}:${user?.id ?? 'guest'}:${amountCents}`,
    }),
  );
  const [known] = await deps.db
    .select({ amountCents: orderPaymentIntents.amountCents })
    .from(orderPaymentIntents)
    .where(eq(orderPaymentIntents.paymentIntentId, intent.paymentIntentId));
  if (known && known.amountCents !== amountCents) {
    // The same intent was updated to another amount since: bring it back to this one.
    await callGateway(() => deps.payments.updatePaymentIntent(intent.paymentIntentId, amountCents));
  }
  await deps.db
    .insert(orderPaymentIntents)
    .values({
      paymentIntentId: intent.paymentIntentId,
      orderId: order.orderId,
      amountCents,
      createdAt: deps.now(),
      updatedAt: deps.now(),
    })
    .onConflictDoUpdate({
      target: orderPaymentIntents.paymentIntentId,
      set: { amountCents, updatedAt: deps.now() },
    });
  return intent;
}

/**
 * POST /api/Stripe/update (quote §7): a new amount for an open PaymentIntent of an order the
 * caller may act on (404 otherwise: an intent of another customer's order looks missing).
 */
export async function updateCardPayment(
  deps: CardPaymentDeps,
  c: Context<AppEnv>,
  request: UpdateStripePaymentRequest,
): Promise<{ success: boolean }> {
  const [row] = await deps.db
    .select({ intent: orderPaymentIntents, order: orders })
    .from(orderPaymentIntents)
    .innerJoin(orders, eq(orders.orderId, orderPaymentIntents.orderId))
    .where(eq(orderPaymentIntents.paymentIntentId, request.paymentIntentId));
  if (!row || !mayAccessOrder(row.order, orderAccessOf(c, row.order.orderId))) {
    throw notFound('Payment');
  }
  assertOpen(row.order);
  const amountCents = cardAmountCents(request.total);
  await callGateway(() => deps.payments.updatePaymentIntent(request.paymentIntentId, amountCents));
  await deps.db
    .update(orderPaymentIntents)
    .set({ amountCents, updatedAt: deps.now() })
    .where(eq(orderPaymentIntents.paymentIntentId, request.paymentIntentId));
  return { success: true };
}

/**
 * GET /api/Stripe/refund/{id} (quote §7): gives back what is left of a card payment of one of
 * the customer's orders (`id` is the PaymentIntent; another customer's looks missing: 404).
 * It is DELETE /api/Refund/Payment/{paymentId} named by the gateway's id, so there is ONE refund
 * path (services/refunds.ts): claimed under the order's lock, refunded once at the gateway with
 * a key made from the refund, and the payment, the refund row, the order's refunded amount and
 * status written together — or nothing written when the gateway fails.
 */
export async function refundCardPayment(
  deps: RefundDeps,
  c: Context<AppEnv>,
  gatewayPaymentId: string,
): Promise<{ success: boolean }> {
  const { success } = await refundPaymentWhere(
    deps,
    eq(payments.gatewayPaymentId, gatewayPaymentId),
    { user: c.get('user'), accessFor: (orderId) => orderAccessOf(c, orderId) },
  );
  return { success };
}
