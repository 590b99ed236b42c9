import { Notice, useFormat, useMessages } from '@bikeship/ui';
import { landedCostChangeMessages } from './landedCostChangeMessages';
import type { LandedCostChange } from './landedCost';

/**
 * What a new landed-cost estimate changed in what the customer pays, stage by stage: the
 * clearance fee before and now, or that there is no estimate and the receiver pays duties and
 * taxes on delivery (quote §8) — with the sub-total that now follows.
 */
export function LandedCostChangeNotices(props: {
  changes: readonly LandedCostChange[];
  subTotal: number;
}) {
  const t = useMessages(landedCostChangeMessages);
  const { money } = useFormat();
  if (props.changes.length === 0) return null;
  return (
    <div className="bs-landed-changes" role="status">
      {props.changes.map(({ stageIndex, before, after }) => {
        const n = stageIndex + 1;
        return after.kind === 'accepted' ? (
          <Notice key={stageIndex} tone="warning" title={t('Duties and taxes changed')}>
            {t(
              'Stage {n}: for the contents and values you gave, the duties and taxes (clearance fee) are {after} instead of {before}.',
              { n, after: money(after.clearanceFee), before: money(before) },
            )}
          </Notice>
        ) : (
          <Notice
            key={stageIndex}
            tone="warning"
            title={t('No duties and taxes estimate for stage {n}', { n })}
          >
            {t(
              'We could not estimate them for the contents and values you gave. Nothing is prepaid for them: the receiver pays duties and taxes on delivery.',
            )}
          </Notice>
        );
      })}
      <p>{t('Your sub-total is now {total}.', { total: money(props.subTotal) })}</p>
    </div>
  );
}
