import { computeSubTotal, stageChargesOfFees } from '@bikeship/core/rules';
import { type ServerFigures, useFormat, useMessages, withNodes } from '@bikeship/ui';
import { useId } from 'react';
import { paymentMessages } from './paymentMessages';
import { usePayment } from './paymentStoreOf';

/**
 * Every amount of the payment (quote §3 Payment state, §5), as the payment store computed it
 * with the core rules: sub-total, the customer's discount, the promotion, the balance used, the
 * donation and the total. The total is a polite live region: a screen reader hears it change.
 * After the server refused the payment's figures (a 409), the sub-total of its fee list and its
 * total are shown: what the customer confirms is what is charged.
 */
export function PaymentTotals(props: { serverFigures?: ServerFigures }) {
  const t = useMessages(paymentMessages);
  const { money } = useFormat();
  const headingId = useId();
  const server = props.serverFigures;
  const browserSubTotal = usePayment((state) => state.subTotalBeforeDiscount);
  const subTotal = server ? computeSubTotal(stageChargesOfFees(server.fees)) : browserSubTotal;
  const discount = usePayment((state) => state.discountAmount);
  const promoDiscount = usePayment((state) => state.promoDiscountAmount);
  const promotion = usePayment((state) => state.promotion);
  const balanceUsed = usePayment((state) => state.customerBalanceApplied);
  const donation = usePayment((state) => state.buckForBikes);
  const browserTotal = usePayment((state) => state.total);
  const total = server ? server.total : browserTotal;
  const promoCode = promotion?.valid ? promotion.promotionCode?.code : undefined;
  return (
    <section className="bs-payment-totals" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('Total')}</h3>
      <dl className="bs-payment-lines">
        <dt>{t('Shipping sub-total')}</dt>
        <dd>{money(subTotal)}</dd>
        {discount > 0 ? (
          <>
            <dt>{t('Your discount')}</dt>
            <dd>−{money(discount)}</dd>
          </>
        ) : null}
        {promoCode ? (
          <>
            <dt>{t('Promotion {code}', { code: promoCode })}</dt>
            <dd>−{money(promoDiscount)}</dd>
          </>
        ) : null}
        {balanceUsed > 0 ? (
          <>
            <dt>{t('Account credit')}</dt>
            <dd>−{money(balanceUsed)}</dd>
          </>
        ) : null}
        {donation > 0 ? (
          <>
            <dt>{t('Buck up for bikes donation')}</dt>
            <dd>{money(donation)}</dd>
          </>
        ) : null}
      </dl>
      <p className="bs-payment-total" role="status" aria-live="polite" aria-atomic="true">
        {withNodes(t('Total to pay: {total}', { total: '{total}' }), {
          total: <strong>{money(total)}</strong>,
        })}
      </p>
    </section>
  );
}
