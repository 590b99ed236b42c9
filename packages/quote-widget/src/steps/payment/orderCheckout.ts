import { type ApiError, HTTP_BAD_REQUEST } from '@bikeship/core/api';
import { IDEMPOTENCY_KEY_HEADER, ORDER_KEY_HEADER } from '@bikeship/core/constants';
import {
  type PaymentOutcomeKind,
  type PaymentRequest,
  paymentRequiredAnswerSchema,
  priceChangedAnswerSchema,
  type StageFees,
  type TemporaryOrderRequest,
} from '@bikeship/core/schemas';
import type { Translator } from '@bikeship/ui';
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
export interface CheckoutFailure {
  message: string;
  code: string;
  /** The card is why (a decline, a failed 3-D Secure): shown under the card field too. */
  onCard?: boolean;
}

/** The server's figures of a 409 (routes/orders.ts `serverFigures`), for the customer to confirm. */
export interface ServerFigures {
  total: number;
  discountAmount: number;
  /** Cents (quote §9). */
  usedBalance: number;
  fees: StageFees[];
}

export type PaymentAnswer = (
  | { kind: 'paid'; orderId: number }
  | { kind: 'declined'; failure: CheckoutFailure }
  | { kind: 'requires-action'; clientSecret: string }
  | { kind: 'price-changed'; message: string; figures: ServerFigures }
  | {
      kind: 'failed';
      failure: CheckoutFailure;
      /**
       * The outcome is unknown — no answer, a server error, or the payment still under way on
       * the server: the card may have been charged. The next Pay must repeat THIS attempt
       * (same body, same Idempotency-Key), which the server answers with its outcome or
       * settles; a new key would start a second payment of the order.
       */
      outcomeUnknown: boolean;
    }
) & { kind: PaymentOutcomeKind | 'failed' };

const HTTP_PAYMENT_REQUIRED = 402;
const HTTP_CONFLICT = 409;
const HTTP_SERVER_ERROR = 500;

/** The words for a failure: the server's message, or what a dropped connection means. */
function failureOf(error: ApiError, code: string, t: Translator): CheckoutFailure {
  if (error.kind === 'network')
    return {
      message: t('We could not reach bikeship. Check your connection and try again.'),
      code: 'network',
    };
  return {
    message: error.message || t('Something went wrong on our side. Please try again.'),
    code,
  };
}

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
      return { order: null, failure: failureOf(placed.error, 'order_not_placed', t) };
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
      return { order, failure: failureOf(created.error, 'order_not_created', t) };
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
 * POST /api/Order/payment with the order's key and this attempt's idempotency key. The server
 * answers (routes/orders.ts): 200 paid; 402 declined with the bank's message, or 402 with
 * `requiresAction` and a client secret for 3-D Secure; 409 with its own figures when ours
 * differ; 403 when the order is paid already. A failure is worded with `t`.
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
  if (result.ok) return { kind: 'paid', orderId: result.value.orderId ?? order.id };
  const { error } = result;
  // The 402 and 409 answers are in the endpoint catalogue's contract: parsed, not picked apart.
  const required =
    error.status === HTTP_PAYMENT_REQUIRED
      ? paymentRequiredAnswerSchema.safeParse(error.body)
      : null;
  if (required?.success) {
    const answer = required.data;
    if ('requiresAction' in answer) {
      return { kind: 'requires-action', clientSecret: answer.clientSecret };
    }
    return { kind: 'declined', failure: { ...failureOf(error, answer.code, t), onCard: true } };
  }
  const changed =
    error.status === HTTP_CONFLICT ? priceChangedAnswerSchema.safeParse(error.body) : null;
  if (changed?.success) {
    const figures = changed.data;
    return {
      kind: 'price-changed',
      message: error.message,
      figures: {
        total: figures.serverTotal,
        discountAmount: figures.serverDiscountAmount,
        usedBalance: figures.serverUsedBalance,
        fees: figures.serverFees,
      },
    };
  }
  const outcomeUnknown =
    error.kind === 'network' ||
    (error.status ?? 0) >= HTTP_SERVER_ERROR ||
    error.status === HTTP_CONFLICT;
  return {
    kind: 'failed',
    failure: failureOf(error, `payment_failed_${error.status}`, t),
    outcomeUnknown,
  };
}
