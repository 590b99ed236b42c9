import { NAME_MAX_LENGTH } from '@bikeship/core/constants';
import { SelectField, TextField } from '@bikeship/ui';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';
import { formatMoney } from '../costs/formatQuote';
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
  const { locale } = runtime.settings;
  const donation = usePayment((state) => state.buckForBikes);
  const po = usePayment((state) => state.PO);
  return (
    <div className="bs-payment-extras">
      <SelectField
        label="Buck up for bikes"
        hint="An optional donation, added to your total, that helps get more people riding."
        options={DONATIONS.map((amount) => ({
          value: String(amount),
          label: amount === 0 ? 'No donation' : `Donate ${formatMoney(locale, amount)}`,
        }))}
        value={String(donation)}
        onChange={(value) => paymentStoreOf(runtime).getState().setBuckForBikes(Number(value))}
      />
      <TextField
        label="Purchase order number (optional)"
        hint="Printed on your receipt, for your shop's or team's accounts."
        maxLength={NAME_MAX_LENGTH}
        value={po ?? ''}
        onChange={(value) => paymentStoreOf(runtime).getState().setPO(value)}
      />
    </div>
  );
}
