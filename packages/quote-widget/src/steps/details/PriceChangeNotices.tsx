import { Button, Notice } from '@bikeship/ui';
import { formatMoney } from '../costs/formatQuote';
import { RequoteNotice } from '../costs/RequoteNotice';
import type { PriceChange } from './confirmRates';

/** What the addresses changed in the price, with the new sub-total and the way to review it. */
export function PriceChangeNotices(props: {
  changes: readonly PriceChange[];
  subTotal: number;
  locale: string;
  onReview(): void;
}) {
  const { locale } = props;
  if (props.changes.length === 0) return null;
  return (
    <div className="bs-details-price-changes">
      {props.changes.map((change) => {
        if (change.kind === 'requote') {
          return (
            <RequoteNotice
              key={`requote-${change.requote.stageIndex}`}
              requote={change.requote}
              locale={locale}
            />
          );
        }
        if (change.kind === 'residential') {
          const fee = change.option.residentialFee;
          return (
            <Notice
              key={`residential-${change.stageIndex}`}
              tone="warning"
              title="Residential delivery"
            >
              Stage {change.stageIndex + 1}:{' '}
              {fee > 0
                ? `delivering ${change.option.name} to a home costs ${formatMoney(locale, fee)} more.`
                : `the ${formatMoney(locale, change.before)} residential delivery fee no longer applies.`}
            </Notice>
          );
        }
        return (
          <Notice key={`customs-${change.stageIndex}`} tone="warning" title="Duties and taxes">
            Stage {change.stageIndex + 1}: the duties and taxes for this address are{' '}
            {formatMoney(locale, change.after)} instead of {formatMoney(locale, change.before)}.
          </Notice>
        );
      })}
      <p>
        Your sub-total is now <strong>{formatMoney(locale, props.subTotal)}</strong>. Continue to
        accept it, or{' '}
        <Button variant="link" onClick={props.onReview}>
          review your costs
        </Button>
        .
      </p>
    </div>
  );
}
