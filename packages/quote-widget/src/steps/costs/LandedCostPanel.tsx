import { landedCostBreakdownOf } from '@bikeship/core/rules';
import { Notice, useFormat, useMessages } from '@bikeship/ui';
import { costsMessages } from './costsMessages';
import { refusalReason } from './landedCostRefusal';
import type { LandedCostView } from './useLandedCosts';

/**
 * The landed cost of an international stage (quote §5, §7): duty, taxes, the brokerage fee and
 * the clearance fee they make up, prepaid with the shipment; a failed estimate is a warning in place (quote §8).
 */
export function LandedCostPanel(props: {
  stageNumber: number;
  destination: string;
  view: LandedCostView;
}) {
  const t = useMessages(costsMessages);
  const format = useFormat();
  const { view } = props;
  if (view.status === 'none') return null;
  const heading = <h4>{t('Duties and taxes in {country}', { country: props.destination })}</h4>;
  if (view.status === 'waiting') {
    return (
      <div className="bs-costs-landed">
        {heading}
        <p>{t('Choose a speed to see the duties and taxes of this stage.')}</p>
      </div>
    );
  }
  if (view.status === 'loading') {
    return (
      <div className="bs-costs-landed">
        {heading}
        <p role="status">{t('Estimating duties and taxes…')}</p>
      </div>
    );
  }
  const { outcome } = view;
  if (outcome.kind === 'failed') {
    return (
      <div className="bs-costs-landed">
        {heading}
        <Notice
          tone="warning"
          title={t('No duties and taxes estimate for stage {n}', { n: props.stageNumber })}
        >
          {t(
            'We could not estimate them: {reason}. The receiver may have to pay duties and taxes on delivery.',
            { reason: refusalReason(outcome.answer, t) },
          )}
        </Notice>
      </div>
    );
  }
  // The brokerage fee has its own line: without it the parts would not add up to the fee.
  const parts = landedCostBreakdownOf(outcome.answer, outcome.clearanceFee);
  return (
    <div className="bs-costs-landed">
      {heading}
      <dl className="bs-charges-lines">
        <dt>{t('Duty')}</dt>
        <dd>{format.money(parts.duty)}</dd>
        <dt>{t('Taxes')}</dt>
        <dd>{format.money(parts.taxes)}</dd>
        <dt>{t('Brokerage fee')}</dt>
        <dd>{format.money(parts.brokerage)}</dd>
        <dt>{t('Clearance fee, prepaid (duty, taxes and brokerage)')}</dt>
        <dd>{format.money(parts.clearanceFee)}</dd>
      </dl>
    </div>
  );
}
