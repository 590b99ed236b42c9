import { Button, Notice, useFormat, useMessages } from '@bikeship/ui';
import { RequoteNotice } from '../costs/RequoteNotice';
import type { PriceChange } from './confirmRates';
import { detailsMessages, withNodes } from './detailsMessages';

/** What the addresses changed in the price, with the new sub-total and the way to review it. */
export function PriceChangeNotices(props: {
  changes: readonly PriceChange[];
  subTotal: number;
  onReview(): void;
}) {
  const t = useMessages(detailsMessages);
  const { locale, money } = useFormat();
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
        const n = change.stageIndex + 1;
        if (change.kind === 'residential') {
          const fee = change.option.residentialFee;
          return (
            <Notice key={`residential-${change.stageIndex}`} tone="warning" title={t('home')}>
              {fee > 0
                ? t('homeFee', { n, speed: change.option.name, fee: money(fee) })
                : t('homeNoFee', { n, fee: money(change.before) })}
            </Notice>
          );
        }
        return (
          <Notice key={`customs-${change.stageIndex}`} tone="warning" title={t('duties')}>
            {t('dutiesNew', { n, after: money(change.after), before: money(change.before) })}
          </Notice>
        );
      })}
      <p>
        {withNodes(t('sub', { total: '{total}', review: '{review}' }), {
          total: <strong>{money(props.subTotal)}</strong>,
          review: (
            <Button variant="link" onClick={props.onReview}>
              {t('review')}
            </Button>
          ),
        })}
      </p>
    </div>
  );
}
