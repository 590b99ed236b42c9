import type { ApiError, CallResult } from '@bikeship/core/api';
import {
  type OrderResult,
  type PaymentOutcomeKind,
  paymentRequiredAnswerSchema,
  priceChangedAnswerSchema,
  type StageFees,
} from '@bikeship/core/schemas';
import type { Translator } from '../messages/catalogue';

/** Why a payment call failed, in words for the customer, and a code for `bikeship:error`. */
export interface PaymentFailure {
  message: string;
  code: string;
  /** The card is why (a decline, a failed 3-D Secure): shown under the card field too. */
  onCard?: boolean;
}

/** The server's figures of a 409 (api routes/orders.ts `serverFigures`), for the customer to confirm. */
export interface ServerFigures {
  total: number;
  discountAmount: number;
  /** Cents (quote §9). */
  usedBalance: number;
  fees: StageFees[];
}

/** What a payment call (POST /api/Order/payment or /api/Order/Additional-Payment) came to. */
export type PaymentAnswer = (
  | { kind: 'paid'; orderId: number }
  | { kind: 'declined'; failure: PaymentFailure }
  | { kind: 'requires-action'; clientSecret: string }
  | { kind: 'price-changed'; message: string; figures: ServerFigures }
  | {
      kind: 'failed';
      failure: PaymentFailure;
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
export function paymentFailureOf(error: ApiError, code: string, t: Translator): PaymentFailure {
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

/**
 * A payment call's result as the customer acts on it. The server answers (api routes/orders.ts):
 * 200 paid; 402 declined with the bank's message, or 402 with `requiresAction` and a client
 * secret for 3-D Secure; 409 with its own figures when ours differ; 403 when the order is paid
 * already. The 402 and 409 answers are in the endpoint catalogue's contract: parsed, not picked
 * apart. A failure is worded with `t`.
 */
export function paymentAnswerOf(
  result: CallResult<OrderResult>,
  orderId: number,
  t: Translator,
): PaymentAnswer {
  if (result.ok) return { kind: 'paid', orderId: result.value.orderId ?? orderId };
  const { error } = result;
  const required =
    error.status === HTTP_PAYMENT_REQUIRED
      ? paymentRequiredAnswerSchema.safeParse(error.body)
      : null;
  if (required?.success) {
    const answer = required.data;
    if ('requiresAction' in answer) {
      return { kind: 'requires-action', clientSecret: answer.clientSecret };
    }
    return {
      kind: 'declined',
      failure: { ...paymentFailureOf(error, answer.code, t), onCard: true },
    };
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
    failure: paymentFailureOf(error, `payment_failed_${error.status}`, t),
    outcomeUnknown,
  };
}
