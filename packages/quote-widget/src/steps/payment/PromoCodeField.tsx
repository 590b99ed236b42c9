import { NAME_MAX_LENGTH } from '@bikeship/core/constants';
import { Button, TextField, useMessages } from '@bikeship/ui';
import { useEffect, useRef, useState } from 'react';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';
import { paymentMessages } from './paymentMessages';
import { paymentStoreOf, usePayment } from './paymentStoreOf';

/**
 * The coupon or promotion code (quote §4: the promo discount is cleared, then set only if the
 * check reports it valid; §5: checked with the order total). A valid code shows as a discount
 * line of the totals; an invalid one says so under the field. An event's coupon (`prefill`)
 * fills the field and is checked at once. An applied code can be removed again.
 */
export function PromoCodeField(props: { prefill?: string }) {
  const runtime = useQuoteRuntime();
  const t = useMessages(paymentMessages);
  const promotion = usePayment((state) => state.promotion);
  const applied = promotion?.valid ? promotion.promotionCode?.code : undefined;
  const [code, setCode] = useState(applied ?? '');
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const apply = async (typed: string) => {
    const trimmed = typed.trim();
    if (!trimmed) {
      setError(t('Enter a code first.'));
      return;
    }
    setChecking(true);
    setError(null);
    const valid = await paymentStoreOf(runtime).getState().applyPromoCode(trimmed);
    setChecking(false);
    if (!valid) setError(t('“{code}” is not a valid code for this order.', { code: trimmed }));
  };

  // The event's coupon, once: filled in and checked as if the customer had typed it.
  const prefilled = useRef(false);
  const { prefill } = props;
  useEffect(() => {
    if (!prefill || prefilled.current || applied) return;
    prefilled.current = true;
    setCode(prefill);
    void apply(prefill);
  });

  return (
    <form
      className="bs-payment-promo"
      onSubmit={(event) => {
        event.preventDefault();
        void apply(code);
      }}
    >
      <TextField
        label={t('Coupon or promotion code')}
        autoComplete="off"
        maxLength={NAME_MAX_LENGTH}
        value={code}
        onChange={(value) => {
          setCode(value);
          setError(null);
        }}
        error={error}
        hint={
          applied
            ? t('{code} is applied: see the discount in the total.', { code: applied })
            : undefined
        }
      />
      <Button type="submit" busy={checking}>
        {t('Apply code')}
      </Button>
      {applied ? (
        <Button
          variant="link"
          onClick={() => {
            paymentStoreOf(runtime).getState().removePromoCode();
            setCode('');
          }}
        >
          {t('Remove {code}', { code: applied })}
        </Button>
      ) : null}
    </form>
  );
}
