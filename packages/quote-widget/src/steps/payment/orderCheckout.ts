import { type ApiError, HTTP_BAD_REQUEST } from '@bikeship/core/api';
import { IDEMPOTENCY_KEY_HEADER, ORDER_KEY_HEADER } from '@bikeship/core/constants';
import type { PaymentRequest, TemporaryOrderRequest } from '@bikeship/core/schemas';
import {
  type PaymentAnswer,
  type PaymentFailure,
  paymentAnswerOf,
  paymentFailureOf,
  type Translator,
} from '@bikeship/ui';
import type { QuoteRuntime } from '../../runtime/quoteRuntime';

/**
 * The order calls of the payment step against the server's contract (packages/api
 * routes/orders.ts, services/orderAccess.ts; the guest journey in
 * journeys/guestInternationalTrip.test.ts): the temporary order (POST /api/Order),
 * create-order, then the payment (POST /api/Order/payment) with an `Idempotency-Key`.
 *
 * DECISION: these calls go through the order area's `…Result` calls (core api/order.ts), which
 * answer a failure with its ApiError, not through `createTemporaryOrder`/`createOrder`/`payOrder`:
 * those follow quote §8 and turn every failure into `false` (or 403), while the customer must
 * read WHY a payment failed ("Your card was declined."), and a 409 carries the server's own
 * figures to confirm. (Calling `client.request` with the catalogue would do the same, but the
 * catalogue object would pull every endpoint definition into the widget's first load.) The §8
 * rows still hold where they say more than "false": a 400 of order creation is reported.
 */

/** The order of this payment step, kept in memory only (its key is a guest's proof). */
export interface CheckoutOrder {
  id: number;
  /** A guest's order key; none for a registered customer's order. */
  orderKey?: string;
  /** Whether create-order went through. */
  created: boolean;
}

/** Why a call failed, in words for the customer, and a code for `bikeship:error`. */
export type CheckoutFailure = PaymentFailure;

function headersOf(order: CheckoutOrder, idempotencyKey?: string): Record<string, string> {
  return {
    ...(order.orderKey ? { [ORDER_KEY_HEADER]: order.orderKey } : {}),
    ...(idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : {}),
  };
}

/**
 * The order to pay: the temporary order placed once (its id and a guest's key kept), then
 * created. Called again after a failure, it carries on from where it stopped — the same order,
 * never a second one. On failure the order so far comes back with the failure, in the words of
 * `t`.
 */
export async function placeOrder(
  runtime: QuoteRuntime,
  body: TemporaryOrderRequest,
  existing: CheckoutOrder | null,
  t: Translator,
): Promise<{ order: CheckoutOrder | null; failure?: CheckoutFailure }> {
  const calls = runtime.api.order;
  let order = existing;
  if (!order) {
    const placed = await calls.createTemporaryOrderResult({ body });
    if (!placed.ok) {
      reportBadRequest(runtime, placed.error, 'createTemporaryOrder');
      return { order: null, failure: paymentFailureOf(placed.error, 'order_not_placed', t) };
    }
    order = { id: placed.value.id, orderKey: placed.value.orderKey, created: false };
  }
  if (!order.created) {
    const created = await calls.createOrderResult({
      body: { orderId: order.id },
      headers: headersOf(order),
    });
    if (!created.ok) {
      reportBadRequest(runtime, created.error, 'createOrder');
      return { order, failure: paymentFailureOf(created.error, 'order_not_created', t) };
    }
    order = { ...order, created: true };
  }
  return { order };
}

/** Quote §8: a 400 of order creation is reported to the error service. */
function reportBadRequest(runtime: QuoteRuntime, error: ApiError, call: string): void {
  if (error.status === HTTP_BAD_REQUEST) runtime.api.client.report(error, call);
}

/**
 * POST /api/Order/payment with the order's key and this attempt's idempotency key, its answer
 * read by ui's `paymentAnswerOf` (paid, declined, 3-D Secure, the server's figures of a 409, or a
 * failure whose outcome may be unknown).
 */
export async function payOrder(
  runtime: QuoteRuntime,
  order: CheckoutOrder,
  body: PaymentRequest,
  idempotencyKey: string,
  t: Translator,
): Promise<PaymentAnswer> {
  const result = await runtime.api.order.payOrderResult({
    body,
    headers: headersOf(order, idempotencyKey),
  });
  return paymentAnswerOf(result, order.id, t);
}
