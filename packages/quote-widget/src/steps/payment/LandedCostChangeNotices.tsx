import { Notice, useFormat, useMessages } from '@bikeship/ui';
import { paymentMessages } from './paymentMessages';
import type { LandedCostChange } from './pendingLandedCosts';

/**
 * What a new landed-cost estimate changed in what the customer pays, stage by stage: the
 * clearance fee before and now, or that there is no estimate and the receiver pays duties and
 * taxes on delivery (quote §8). The totals below it say what that makes.
 */
export function LandedCostChangeNotices(props: { changes: readonly LandedCostChange[] }) {
  const t = useMessages(paymentMessages);
  const { money } = useFormat();
  return (
    <>
      {props.changes.map(({ stageIndex, before, after }) => (
        <Notice key={stageIndex} tone="warning" title={t('Duties and taxes changed')}>
          {after.kind === 'accepted'
            ? t('Stage {n}: now {after} instead of {before}.', {
                n: stageIndex + 1,
                after: money(after.clearanceFee),
                before: money(before),
              })
            : t('Stage {n}: no estimate for your contents; the receiver pays them on delivery.', {
                n: stageIndex + 1,
              })}
        </Notice>
      ))}
    </>
  );
}
