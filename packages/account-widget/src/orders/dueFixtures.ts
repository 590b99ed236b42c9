import type { Order, PaymentMethod, PaymentsConfig, StageFees } from '@bikeship/core/schemas';
import type { FakeAnswer, SeenRequest } from '../testing/renderAccount';
import { PAID_ORDER } from './ordersFixtures';

/** The stage's fees as paid: $182.50 in all. */
const PAID_FEES: StageFees[] = [
  {
    stage: 1,
    baseFee: 170,
    customsFee: 0,
    protectionFee: 12.5,
    pickupFee: 0,
    residentialFee: 0,
    hazMatFee: 0,
    landedCost: [],
  },
];

/** The stage re-priced $12.34 higher after payment (api services/orderPayment.ts `amountDueCents`). */
export const REQUOTED_FEES: StageFees[] = PAID_FEES.map((fee) => ({
  ...fee,
  baseFee: fee.baseFee + 12.34,
}));

/** PAID_ORDER once its stage was re-priced: $12.34 due. */
export const ORDER_WITH_DUE: Order = {
  ...PAID_ORDER,
  status: 'paid',
  paid: 182.5,
  refunded: 0,
  due: 12.34,
  fees: REQUOTED_FEES,
};

/** The same order after the additional payment: paid in full, its total grown by the due. */
export const ORDER_PAID_IN_FULL: Order = {
  ...ORDER_WITH_DUE,
  total: 194.84,
  paid: 194.84,
  due: 0,
};

/** GET /api/payments/config without Stripe keys: the embedded test gateway. */
export const TEST_GATEWAY_CONFIG: PaymentsConfig = {
  processor: 'test',
  publishableKey: null,
  paypal: false,
};

/** GET /api/Stripe/get-payment-methods of a customer who saved a Visa. */
export const SAVED_VISA: PaymentMethod = {
  id: 'pm_saved_visa',
  brand: 'visa',
  last4: '4242',
  expMonth: 4,
  expYear: 2030,
};

/** The bank declined the card (402, the order stays payable). */
export const CARD_DECLINED = {
  status: 402,
  json: {
    success: false,
    orderId: PAID_ORDER.orderId,
    message: 'Your card was declined.',
    code: 'card_declined',
  },
};

type Routes = Record<string, (request: SeenRequest) => FakeAnswer>;

/**
 * The API of an order with an amount due, as the server answers it: the detail shows the due
 * until an additional payment is taken (`pay` answers each attempt; a 200 marks it paid, so
 * the next detail is ORDER_PAID_IN_FULL).
 */
export function dueOrderRoutes(
  pay: (request: SeenRequest) => FakeAnswer = () => ({
    success: true,
    orderId: PAID_ORDER.orderId,
  }),
  cards: PaymentMethod[] = [SAVED_VISA],
): Routes {
  let paid = false;
  return {
    'GET /api/Order/detail': () => (paid ? ORDER_PAID_IN_FULL : ORDER_WITH_DUE),
    'GET /api/payments/config': () => TEST_GATEWAY_CONFIG,
    'GET /api/Stripe/get-payment-methods': () => ({ status: 200, json: cards }),
    'POST /api/Order/Additional-Payment': (request) => {
      const answer = pay(request);
      paid ||= !(answer instanceof Response) && !('status' in answer && answer.status !== 200);
      return answer;
    },
  };
}
