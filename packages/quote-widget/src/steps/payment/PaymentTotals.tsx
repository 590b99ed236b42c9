import { useId } from 'react';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';
import { formatMoney } from '../costs/formatQuote';
import { usePayment } from './paymentStoreOf';

/**
 * Every amount of the payment (quote §3 Payment state, §5), as the payment store computed it
 * with the core rules: sub-total, the customer's discount, the promotion, the balance used, the
 * donation and the total. The total is a polite live region: a screen reader hears it change.
 */
export function PaymentTotals() {
  const { locale } = useQuoteRuntime().settings;
  const headingId = useId();
  const subTotal = usePayment((state) => state.subTotalBeforeDiscount);
  const discount = usePayment((state) => state.discountAmount);
  const promoDiscount = usePayment((state) => state.promoDiscountAmount);
  const promotion = usePayment((state) => state.promotion);
  const balanceUsed = usePayment((state) => state.customerBalanceApplied);
  const donation = usePayment((state) => state.buckForBikes);
  const total = usePayment((state) => state.total);
  const money = (amount: number) => formatMoney(locale, amount);
  const promoCode = promotion?.valid ? promotion.promotionCode?.code : undefined;
  return (
    <section className="bs-payment-totals" aria-labelledby={headingId}>
      <h3 id={headingId}>Total</h3>
      <dl className="bs-payment-lines">
        <dt>Shipping sub-total</dt>
        <dd>{money(subTotal)}</dd>
        {discount > 0 ? (
          <>
            <dt>Your discount</dt>
            <dd>−{money(discount)}</dd>
          </>
        ) : null}
        {promoCode ? (
          <>
            <dt>Promotion {promoCode}</dt>
            <dd>−{money(promoDiscount)}</dd>
          </>
        ) : null}
        {balanceUsed > 0 ? (
          <>
            <dt>Account credit</dt>
            <dd>−{money(balanceUsed)}</dd>
          </>
        ) : null}
        {donation > 0 ? (
          <>
            <dt>Buck up for bikes donation</dt>
            <dd>{money(donation)}</dd>
          </>
        ) : null}
      </dl>
      <p className="bs-payment-total" role="status" aria-live="polite" aria-atomic="true">
        Total to pay: <strong>{money(total)}</strong>
      </p>
    </section>
  );
}
