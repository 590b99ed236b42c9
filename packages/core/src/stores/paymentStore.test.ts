import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAYMENT_PROCESSOR, PAYMENT_PROCESSOR_PAYPAL } from '../constants';
import type { CustomerDiscountResponse, PromotionResult } from '../schemas';
import { createPaymentStore, type PaymentStoreDeps } from './paymentStore';

function setup() {
  const deps = {
    getCustomerDiscount: vi.fn<PaymentStoreDeps['getCustomerDiscount']>().mockResolvedValue(false),
    getCustomerBalance: vi.fn<PaymentStoreDeps['getCustomerBalance']>().mockResolvedValue(false),
    validatePromotion: vi.fn<PaymentStoreDeps['validatePromotion']>().mockResolvedValue(false),
  };
  return { deps, store: createPaymentStore(deps) };
}

/** One stage: pickup 5 + rate 95 = $100. */
const HUNDRED_DOLLARS = [{ pickupFee: 5, rate: 95 }];

const tenPercentFrom = (minimumCents: number): CustomerDiscountResponse => ({
  coupon: { id: 'c1', percentOff: 10 },
  minimumAmount: minimumCents,
});

const promo = (valid: boolean, amountOffCents: number): PromotionResult => ({
  valid,
  promotionCode: { id: 'p1', code: 'SPRING', coupon: { id: 'c2', amountOff: amountOffCents } },
});

describe('payment state defaults (quote §3, §9)', () => {
  it('starts with the default processor and zero amounts', () => {
    const { store } = setup();
    expect(store.getState()).toMatchObject({
      paymentProcessor: DEFAULT_PAYMENT_PROCESSOR,
      subTotal: 0,
      total: 0,
      customerBalance: 0,
      selectSavePaymentMethod: false,
    });
  });
});

describe('totals come from the money breakdown (quote §5)', () => {
  it('sub-total of the stages, then the bike-bucks donation added', () => {
    const { store } = setup();
    store.getState().setStageCharges(HUNDRED_DOLLARS);
    store.getState().setBuckForBikes(2);
    expect(store.getState()).toMatchObject({
      subTotalBeforeDiscount: 100,
      subTotal: 100,
      buckForBikes: 2,
      total: 102,
    });
  });

  it('a broken charge makes the sub-total 0 but keeps what the user typed', () => {
    const { store } = setup();
    store.getState().setStageCharges([{ pickupFee: 5, rate: Number.NaN }]);
    store.getState().setBuckForBikes(2);
    expect(store.getState()).toMatchObject({ subTotal: 0, total: 0, buckForBikes: 2 });
  });
});

describe('customer balance (quote §5: stored as the negative of the value returned)', () => {
  it('a returned credit of -1500 cents is stored as 1500 and applied first', async () => {
    const { store, deps } = setup();
    deps.getCustomerBalance.mockResolvedValue(-1500);
    store.getState().setStageCharges(HUNDRED_DOLLARS);
    await store.getState().loadCustomerBalance();
    expect(store.getState()).toMatchObject({
      customerBalance: 1500,
      customerBalanceApplied: 15,
      subTotal: 85,
    });
  });

  it('a failed balance call resets the balance (quote §8)', async () => {
    const { store, deps } = setup();
    deps.getCustomerBalance.mockResolvedValueOnce(-1500).mockResolvedValueOnce(false);
    await store.getState().loadCustomerBalance();
    await store.getState().loadCustomerBalance();
    expect(store.getState().customerBalance).toBe(0);
  });
});

describe('customer discount (quote §4: unset, then set; counts only from the minimum)', () => {
  it('is unset while loading, then set from the customer discount', async () => {
    const { store, deps } = setup();
    deps.getCustomerDiscount.mockResolvedValue(tenPercentFrom(0));
    await store.getState().loadCustomerDiscount();
    let resolve: (answer: CustomerDiscountResponse) => void = () => undefined;
    deps.getCustomerDiscount.mockReturnValue(new Promise((done) => (resolve = done)));
    const loading = store.getState().loadCustomerDiscount();
    expect(store.getState().discount).toBeUndefined();
    resolve(tenPercentFrom(0));
    await loading;
    expect(store.getState().discount).toMatchObject({ id: 'c1', discountType: 1, discount: 10 });
  });

  it('counts when the shipping total reaches the minimum (cents), not below', async () => {
    const { store, deps } = setup();
    deps.getCustomerDiscount.mockResolvedValue(tenPercentFrom(10_000));
    await store.getState().loadCustomerDiscount();
    store.getState().setStageCharges([{ pickupFee: 5, rate: 94.99 }]);
    expect(store.getState().discountAmount).toBe(0);
    store.getState().setStageCharges(HUNDRED_DOLLARS);
    expect(store.getState()).toMatchObject({ discountAmount: 10, subTotal: 90, total: 90 });
  });

  it('a failed discount call leaves the discount reset (quote §8)', async () => {
    const { store, deps } = setup();
    deps.getCustomerDiscount.mockResolvedValueOnce(tenPercentFrom(0)).mockResolvedValueOnce(false);
    await store.getState().loadCustomerDiscount();
    await store.getState().loadCustomerDiscount();
    expect(store.getState().discount).toBeUndefined();
  });
});

describe('promo discount (quote §4: cleared, then set only if validation reports valid)', () => {
  it('a valid code is applied; an invalid one clears the earlier promo', async () => {
    const { store, deps } = setup();
    store.getState().setStageCharges(HUNDRED_DOLLARS);
    deps.validatePromotion.mockResolvedValue(promo(true, 2500));
    expect(await store.getState().applyPromoCode('SPRING')).toBe(true);
    expect(deps.validatePromotion).toHaveBeenLastCalledWith('SPRING', 100);
    expect(store.getState()).toMatchObject({ promoDiscountAmount: 25, subTotal: 75 });

    deps.validatePromotion.mockResolvedValue(promo(false, 2500));
    expect(await store.getState().applyPromoCode('OLD')).toBe(false);
    expect(store.getState()).toMatchObject({ promotion: undefined, promoDiscountAmount: 0 });
  });

  it('an applied code can be removed: the sub-total is whole again (DECISION)', async () => {
    const { store, deps } = setup();
    store.getState().setStageCharges(HUNDRED_DOLLARS);
    deps.validatePromotion.mockResolvedValue(promo(true, 2500));
    await store.getState().applyPromoCode('SPRING');
    store.getState().removePromoCode();
    expect(store.getState()).toMatchObject({
      promotion: undefined,
      promoDiscountAmount: 0,
      subTotal: 100,
    });
  });
});

describe('after-order flush (quote §4)', () => {
  async function paidOrder() {
    const setupResult = setup();
    const { store, deps } = setupResult;
    deps.getCustomerDiscount.mockResolvedValue(tenPercentFrom(0));
    deps.getCustomerBalance.mockResolvedValue(-500);
    deps.validatePromotion.mockResolvedValue(promo(true, 1000));
    store.getState().setStageCharges(HUNDRED_DOLLARS);
    store.getState().setPO('PO-77');
    store.getState().setBuckForBikes(3);
    store.getState().setPaymentMethod('pm_1');
    store.getState().setPaymentProcessor(PAYMENT_PROCESSOR_PAYPAL);
    store.getState().setSelectSavePaymentMethod(true);
    await store.getState().loadCustomerDiscount();
    await store.getState().loadCustomerBalance();
    await store.getState().applyPromoCode('SPRING');
    return store;
  }

  it('bike-shop flow: everything cleared except discounts, balance and PO', async () => {
    const store = await paidOrder();
    store.getState().flushAfterOrder('bikeShop');
    expect(store.getState()).toMatchObject({
      PO: 'PO-77',
      customerBalance: 500,
      discount: expect.objectContaining({ id: 'c1' }),
      promotion: expect.objectContaining({ valid: true }),
      buckForBikes: 0,
      paymentMethod: undefined,
      paymentProcessor: DEFAULT_PAYMENT_PROCESSOR,
      selectSavePaymentMethod: false,
      total: 0,
    });
  });

  it('ship flow: discounts, balance and PO are cleared too', async () => {
    const store = await paidOrder();
    store.getState().flushAfterOrder('ship');
    expect(store.getState()).toMatchObject({
      PO: undefined,
      customerBalance: 0,
      discount: undefined,
      promotion: undefined,
      buckForBikes: 0,
      paymentMethod: undefined,
      total: 0,
    });
  });
});
