import { createStore } from 'zustand/vanilla';
import { DEFAULT_PAYMENT_PROCESSOR } from '../constants';
import {
  computePaymentBreakdown,
  discountTypeOf,
  discountValueOf,
  promoCouponFromCheck,
  type StageCharges,
  storedCustomerBalance,
} from '../rules';
import type {
  CustomerDiscountResponse,
  Order,
  PaymentProcessor,
  PaymentState,
  PromotionResult,
} from '../schemas';

export interface PaymentStoreDeps {
  /** GET /api/Stripe/get-customer-discount; false on failure. */
  getCustomerDiscount(): Promise<CustomerDiscountResponse | false>;
  /** GET /api/Stripe/get-customer-balance: the balance as returned (cents); false on failure. */
  getCustomerBalance(): Promise<number | false>;
  /** GET /api/Stripe/validate-promotion/{code}?orderTotal= (dollars); false on failure. */
  validatePromotion(code: string, orderTotal: number): Promise<PromotionResult | false>;
}

/** After an order (quote §4): the bike-shop flow keeps discounts, balance and PO. */
export type OrderFlow = 'ship' | 'bikeShop';

type PaymentInputs = Omit<
  PaymentState,
  | 'subTotal'
  | 'subTotalBeforeDiscount'
  | 'discountTotal'
  | 'discountAmount'
  | 'promoDiscountAmount'
  | 'customerBalanceApplied'
> & {
  /** What each stage charges, from the wizard (`selectStageCharges`). */
  stageCharges: readonly StageCharges[];
};

export interface PaymentStoreState extends PaymentInputs, PaymentState {
  /** What the customer pays: subTotal plus the bike-bucks donation. */
  total: number;
  setStageCharges(stageCharges: readonly StageCharges[]): void;
  setPaymentMethod(paymentMethod: string | undefined): void;
  setPaymentProcessor(paymentProcessor: PaymentProcessor): void;
  setPO(PO: string): void;
  setBuckForBikes(buckForBikes: number): void;
  setSelectSavePaymentMethod(selectSavePaymentMethod: boolean): void;
  setOrderDetails(orderDetails: Order | undefined): void;
  /** Unsets the discount, then sets the customer's discount (quote §4). */
  loadCustomerDiscount(): Promise<void>;
  /** Stores the negative of the balance returned; a failure resets it (quote §5, §8). */
  loadCustomerBalance(): Promise<void>;
  /** Clears the promo discount, then sets it only if validation reports valid (quote §4). */
  applyPromoCode(code: string): Promise<boolean>;
  /** DECISION (not in the spec): the customer takes an applied code off again. */
  removePromoCode(): void;
  /** The after-order flush (quote §4). */
  flushAfterOrder(flow: OrderFlow): void;
}

const initialInputs = (): PaymentInputs => ({
  paymentMethod: undefined,
  paymentProcessor: DEFAULT_PAYMENT_PROCESSOR,
  PO: undefined,
  buckForBikes: 0,
  customerBalance: 0,
  selectSavePaymentMethod: false,
  orderDetails: undefined,
  discount: undefined,
  promotion: undefined,
  stageCharges: [],
});

/** The derived amounts, all from the rules' money breakdown (quote §5). */
function totalsOf(inputs: PaymentInputs) {
  const { buckForBikes: _normalized, ...totals } = computePaymentBreakdown({
    stages: inputs.stageCharges,
    discount: inputs.discount,
    promoDiscount: promoCouponFromCheck(inputs.promotion),
    customerBalance: inputs.customerBalance,
    buckForBikes: inputs.buckForBikes,
  });
  return totals;
}

/**
 * The payment store (quote §3–§5, §8). Inputs are set by actions; every amount is recomputed by
 * `computePaymentBreakdown` on each change, so nothing here does arithmetic on money.
 *
 * @example
 * const payment = createPaymentStore({ getCustomerDiscount, getCustomerBalance, validatePromotion });
 * ship.subscribe((state) => payment.getState().setStageCharges(selectStageCharges(state)));
 */
export function createPaymentStore(deps: PaymentStoreDeps) {
  return createStore<PaymentStoreState>()((set, get) => {
    const apply = (inputs: Partial<PaymentInputs>) => {
      const next = { ...get(), ...inputs };
      set({ ...inputs, ...totalsOf(next) });
    };
    const inputs = initialInputs();

    return {
      ...inputs,
      ...totalsOf(inputs),
      setStageCharges: (stageCharges) => apply({ stageCharges }),
      setPaymentMethod: (paymentMethod) => apply({ paymentMethod }),
      setPaymentProcessor: (paymentProcessor) => apply({ paymentProcessor }),
      setPO: (PO) => apply({ PO }),
      setBuckForBikes: (buckForBikes) => apply({ buckForBikes }),
      setSelectSavePaymentMethod: (selectSavePaymentMethod) => apply({ selectSavePaymentMethod }),
      setOrderDetails: (orderDetails) => apply({ orderDetails }),

      loadCustomerDiscount: async () => {
        apply({ discount: undefined });
        const answer = await deps.getCustomerDiscount();
        const coupon = answer ? answer.coupon : undefined;
        if (!answer || !coupon) return;
        apply({
          discount: {
            ...coupon,
            minimumAmount: answer.minimumAmount ?? coupon.minimumAmount,
            discountType: discountTypeOf(coupon) ?? undefined,
            discount: discountValueOf(coupon),
          },
        });
      },

      loadCustomerBalance: async () => {
        const returned = await deps.getCustomerBalance();
        apply({ customerBalance: storedCustomerBalance(returned === false ? null : returned) });
      },

      applyPromoCode: async (code) => {
        apply({ promotion: undefined });
        const result = await deps.validatePromotion(code, get().subTotalBeforeDiscount);
        if (result === false || !result.valid) return false;
        apply({ promotion: result });
        return true;
      },

      removePromoCode: () => apply({ promotion: undefined }),

      flushAfterOrder: (flow) => {
        const { discount, promotion, customerBalance, PO } = get();
        apply({
          ...initialInputs(),
          ...(flow === 'bikeShop' ? { discount, promotion, customerBalance, PO } : {}),
        });
      },
    };
  });
}

export type PaymentStore = ReturnType<typeof createPaymentStore>;
