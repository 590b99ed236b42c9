import { NAME_MAX_LENGTH } from '@bikeship/core/constants';
import { SelectField, TextField, useFormat, useMessages } from '@bikeship/ui';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';
import { paymentMessages } from './paymentMessages';
import { paymentStoreOf, usePayment } from './paymentStoreOf';

/**
 * DECISION (quote §3 names the "bike-bucks amount", not its choices): the "Buck up for bikes"
 * donation is one of a few round amounts in dollars, none by default — what a checkout's
 * round-up offer looks like.
 */
const DONATIONS = [0, 1, 5, 10, 25];

/** The "Buck up for bikes" donation and the purchase order number (quote §3 Payment state). */
export function PaymentExtras() {
  const runtime = useQuoteRuntime();
  const t = useMessages(paymentMessages);
  const { money } = useFormat();
  const donation = usePayment((state) => state.buckForBikes);
  const po = usePayment((state) => state.PO);
  return (
    <div className="bs-payment-extras">
      <SelectField
        label={t('Buck up for bikes')}
        hint={t('An optional donation, added to your total, that helps get more people riding.')}
        options={DONATIONS.map((amount) => ({
          value: String(amount),
          label: amount === 0 ? t('No donation') : t('Donate {amount}', { amount: money(amount) }),
        }))}
        value={String(donation)}
        onChange={(value) => paymentStoreOf(runtime).getState().setBuckForBikes(Number(value))}
      />
      <TextField
        label={t('Purchase order number (optional)')}
        hint={t("Printed on your receipt, for your shop's or team's accounts.")}
        maxLength={NAME_MAX_LENGTH}
        value={po ?? ''}
        onChange={(value) => paymentStoreOf(runtime).getState().setPO(value)}
      />
    </div>
  );
}
