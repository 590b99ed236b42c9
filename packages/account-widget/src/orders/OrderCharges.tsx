import type { Order } from '@bikeship/core/schemas';
import { useFormat, useMessages } from '@bikeship/ui';
import { Fragment } from 'react';
import { accountMessages } from '../account/accountMessages';

/**
 * How the order's total is made up, one line per amount, so the lines add up to the total as
 * the confirmation mail's do: the stages' sub-total, less the discount, the promotion and the
 * credit used, plus the Bucks for Bikes donation. Amounts of zero are left out; the lists carry
 * no `charges`, and then the total stands alone.
 */
export function OrderCharges(props: { order: Order }) {
  const t = useMessages(accountMessages);
  const format = useFormat();
  const { charges, total } = props.order;
  const lines: [term: string, amount: string][] = [];
  if (charges) {
    const deduct = (term: string, amount: number) => {
      if (amount > 0) lines.push([term, format.money(-amount)]);
    };
    lines.push([t('Sub-total'), format.money(charges.subTotal)]);
    deduct(t('Discount'), charges.discount);
    deduct(
      charges.promotionCode
        ? t('Promotion {code}', { code: charges.promotionCode })
        : t('Promotion'),
      charges.promotion,
    );
    deduct(t('Credit used'), charges.credit);
    if (charges.donation > 0) {
      lines.push([t('Bucks for Bikes donation'), format.money(charges.donation)]);
    }
  }
  lines.push([t('Total'), format.money(total)]);
  return (
    <dl className="bs-order-facts bs-order-charges">
      {lines.map(([term, amount]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{amount}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
