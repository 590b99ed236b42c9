import type {
  PaymentRequest,
  PromotionResult,
  Search,
  SessionProfile,
  StageFees,
  TemporaryOrderRequest,
} from '../schemas';
import { isAddressFilled } from './addressFilled';
import { dollarsToCents } from './cents';
import { orderPackagesOf } from './orderPackages';
import { buildRateRequest } from './rateRequest';

/** What a temporary order carries besides the search (quote §7: session and time zone). */
export interface TemporaryOrderContext {
  /** The session profile (quote §3); a guest gives name and email only. */
  profile: SessionProfile;
  eventCode?: string;
  /** IANA zone, e.g. 'America/Denver', and `Date#getTimezoneOffset()` minutes. */
  timezoneData: { timezone: string; offset: number };
}

/**
 * The body of POST /api/Order (a temporary order, quote §7) built from a search: the rate
 * request's stages with each stage's chosen speed and its step-3 addresses, and the search's
 * order packages (`orderPackagesOf`).
 *
 * Returns null when the search cannot be ordered yet — it cannot be quoted, a stage has no
 * chosen speed, or an address is not filled — so nothing is sent (quote §8: body-building
 * failures return false).
 */
export function buildTemporaryOrderRequest(
  search: Search,
  context: TemporaryOrderContext,
): TemporaryOrderRequest | null {
  const rateRequest = buildRateRequest(search);
  const firstStage = rateRequest?.stages[0];
  if (!rateRequest || !firstStage) return null;
  const stages: TemporaryOrderRequest['stages'] = [];
  for (const [index, stage] of rateRequest.stages.entries()) {
    const rateCode = search.trips[index]?.rateChoice?.code;
    const details = search.details[index];
    if (rateCode === undefined || !details) return null;
    if (!isAddressFilled(details.from) || !isAddressFilled(details.to)) return null;
    stages.push({ ...stage, rateCode, fromAddress: details.from, toAddress: details.to });
  }
  const packages = orderPackagesOf(search);
  if (!packages) return null;
  return {
    shipMode: rateRequest.shipMode,
    purpose: search.purpose,
    shipDate: firstStage.shipDate,
    stages,
    packages,
    session: { profile: context.profile, eventCode: context.eventCode },
    timezoneData: context.timezoneData,
  };
}

/** The payment state's figures a payment call sends (quote §3 Payment state). */
export interface PaymentFigures {
  total: number;
  discountTotal: number;
  customerBalanceApplied: number;
  buckForBikes: number;
  PO?: string;
  selectSavePaymentMethod: boolean;
  paymentProcessor: PaymentRequest['paymentProcessor'];
  discount?: { id: string };
  promotion?: PromotionResult;
}

/**
 * The body of POST /api/Order/payment (quote §7) from the payment state: the total, the
 * discount total as discountAmount, the balance used in cents (§9), the donation, the PO, the
 * customer's coupon and the promotion code as the customer typed it (what the server checks
 * again), and the fee list. `nonce` is the payment method id; none when nothing is to pay.
 */
export function buildPaymentRequest(
  orderId: number,
  nonce: string | undefined,
  figures: PaymentFigures,
  fees: StageFees[],
): PaymentRequest {
  const promoCode = figures.promotion?.valid ? figures.promotion.promotionCode?.code : undefined;
  return {
    orderId,
    nonce,
    purchaseOrder: figures.PO?.trim() || undefined,
    savePaymentMethod: figures.selectSavePaymentMethod,
    paymentProcessor: figures.paymentProcessor,
    donation: figures.buckForBikes,
    total: figures.total,
    discountAmount: figures.discountTotal,
    usedBalance: dollarsToCents(figures.customerBalanceApplied),
    fees,
    StripeDiscount: figures.discount ? { id: figures.discount.id } : undefined,
    StripePromoCode: promoCode ? { id: promoCode } : undefined,
  };
}
