import { ApiError, HTTP_BAD_REQUEST } from '@bikeship/core/api';
import {
  endpoints,
  type PaymentRequest,
  type StageFees,
  stageFeesSchema,
  type TemporaryOrderRequest,
} from '@bikeship/core/schemas';
import type { QuoteRuntime } from '../../runtime/quoteRuntime';

/**
 * The order calls of the payment step against the server's contract (packages/api
 * routes/orders.ts, services/orderAccess.ts; the guest journey of issue 4): the temporary order
 * (POST /api/Order), create-order, then the payment (POST /api/Order/payment) with an
 * `Idempotency-Key`.
 *
 * DECISION: these calls go through `runtime.api.client.request` with the catalogue's
 * definitions, not the order area's wrappers: those follow quote §8 and turn every failure into
 * `false` (or 403), while the customer must read WHY a payment failed ("Your card was
 * declined."), and a 409 carries the server's own figures to confirm. The §8 rows still hold
 * where they say more than "false": a 400 of order creation is reported to the error service.
 */

/** The header a guest's order key travels in (the server's services/orderAccess.ts). */
const ORDER_KEY_HEADER = 'X-Bikeship-Order-Key';
const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

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

export type PaymentAnswer =
  | { kind: 'paid'; orderId: number }
  | { kind: 'declined'; failure: CheckoutFailure }
  | { kind: 'requires-action'; clientSecret: string }
  | { kind: 'price-changed'; message: string; figures: ServerFigures }
  | { kind: 'failed'; failure: CheckoutFailure };

const HTTP_PAYMENT_REQUIRED = 402;
const HTTP_CONFLICT = 409;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The words for a failure: the server's message, or what a dropped connection means. */
function failureOf(error: unknown, code: string): CheckoutFailure {
  if (error instanceof ApiError && error.kind === 'network') {
    return {
      message: 'We could not reach bikeship. Check your connection and try again.',
      code: 'network',
    };
  }
  if (error instanceof ApiError && error.message) return { message: error.message, code };
  return { message: 'Something went wrong on our side. Please try again.', code };
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
 * never a second one. On failure the order so far comes back with the failure.
 */
export async function placeOrder(
  runtime: QuoteRuntime,
  body: TemporaryOrderRequest,
  existing: CheckoutOrder | null,
): Promise<{ order: CheckoutOrder | null; failure?: CheckoutFailure }> {
  const { client } = runtime.api;
  let order = existing;
  if (!order) {
    try {
      const placed = await client.request(endpoints.createTemporaryOrder, { body });
      order = { id: placed.id, orderKey: placed.orderKey, created: false };
    } catch (error) {
      reportBadRequest(runtime, error, 'createTemporaryOrder');
      return { order: null, failure: failureOf(error, 'order_not_placed') };
    }
  }
  if (!order.created) {
    try {
      await client.request(endpoints.createOrder, {
        body: { orderId: order.id },
        headers: headersOf(order),
      });
      order = { ...order, created: true };
    } catch (error) {
      reportBadRequest(runtime, error, 'createOrder');
      return { order, failure: failureOf(error, 'order_not_created') };
    }
  }
  return { order };
}

/** Quote §8: a 400 of order creation is reported to the error service. */
function reportBadRequest(runtime: QuoteRuntime, error: unknown, call: string): void {
  if (error instanceof ApiError && error.status === HTTP_BAD_REQUEST) {
    runtime.api.client.report(error, call);
  }
}

/** The server's figures of a 409 answer, when it has them (a price difference). */
function serverFiguresOf(body: unknown): ServerFigures | null {
  if (!isRecord(body) || typeof body.serverTotal !== 'number') return null;
  const parsed = Array.isArray(body.serverFees)
    ? body.serverFees.map((entry) => stageFeesSchema.safeParse(entry))
    : [];
  if (parsed.some((result) => !result.success)) return null;
  return {
    total: body.serverTotal,
    discountAmount: typeof body.serverDiscountAmount === 'number' ? body.serverDiscountAmount : 0,
    usedBalance: typeof body.serverUsedBalance === 'number' ? body.serverUsedBalance : 0,
    fees: parsed.flatMap((result) => (result.success ? [result.data] : [])),
  };
}

/**
 * POST /api/Order/payment with the order's key and this attempt's idempotency key. The server
 * answers (routes/orders.ts): 200 paid; 402 declined with the bank's message, or 402 with
 * `requiresAction` and a client secret for 3-D Secure; 409 with its own figures when ours
 * differ; 403 when the order is paid already.
 */
export async function payOrder(
  runtime: QuoteRuntime,
  order: CheckoutOrder,
  body: PaymentRequest,
  idempotencyKey: string,
): Promise<PaymentAnswer> {
  try {
    const result = await runtime.api.client.request(endpoints.payOrder, {
      body,
      headers: headersOf(order, idempotencyKey),
    });
    return { kind: 'paid', orderId: result.orderId ?? order.id };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const answer = error.body;
    if (error.status === HTTP_PAYMENT_REQUIRED && isRecord(answer)) {
      if (answer.requiresAction === true && typeof answer.clientSecret === 'string') {
        return { kind: 'requires-action', clientSecret: answer.clientSecret };
      }
      const code = typeof answer.code === 'string' ? answer.code : 'card_declined';
      return { kind: 'declined', failure: { ...failureOf(error, code), onCard: true } };
    }
    if (error.status === HTTP_CONFLICT) {
      const figures = serverFiguresOf(answer);
      if (figures) return { kind: 'price-changed', message: error.message, figures };
    }
    return { kind: 'failed', failure: failureOf(error, `payment_failed_${error.status}`) };
  }
}
