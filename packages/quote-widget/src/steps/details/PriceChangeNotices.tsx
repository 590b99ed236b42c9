import { Button, Notice, useFormat, useMessages, withNodes } from '@bikeship/ui';
import { RequoteNotice } from '../costs/RequoteNotice';
import type { PriceChange } from './confirmRates';
import { detailsMessages } from './detailsMessages';

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
            <Notice
              key={`residential-${change.stageIndex}`}
              tone="warning"
              title={t('Residential delivery')}
            >
              {fee > 0
                ? t('Stage {n}: delivering {speed} to a home costs {fee} more.', {
                    n,
                    speed: change.option.name,
                    fee: money(fee),
                  })
                : t('Stage {n}: the {fee} residential delivery fee no longer applies.', {
                    n,
                    fee: money(change.before),
                  })}
            </Notice>
          );
        }
        return (
          <Notice key={`customs-${change.stageIndex}`} tone="warning" title={t('Duties and taxes')}>
            {t(
              'Stage {n}: the duties and taxes for this address are {after} instead of {before}.',
              { n, after: money(change.after), before: money(change.before) },
            )}
          </Notice>
        );
      })}
      <p>
        {withNodes(
          t('Your sub-total is now {total}. Continue to accept it, or {review}.', {
            total: '{total}',
            review: '{review}',
          }),
          {
            total: <strong>{money(props.subTotal)}</strong>,
            review: (
              <Button variant="link" onClick={props.onReview}>
                {t('review your costs')}
              </Button>
            ),
          },
        )}
      </p>
    </div>
  );
}
