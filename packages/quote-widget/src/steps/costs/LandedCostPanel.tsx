import { LANDED_COST_CLEARANCE_FEE_CAP } from '@bikeship/core/constants';
import { centsToDollars, dollarsToCents } from '@bikeship/core/rules';
import type { Customs, LandedCostResponse } from '@bikeship/core/schemas';
import { Notice, type Translator, useFormat, useMessages } from '@bikeship/ui';
import { costsMessages } from './costsMessages';
import type { LandedCostView } from './useLandedCosts';

/** Why an estimate was refused, in the customer's words (or the service's own). */
function refusalReason(
  answer: LandedCostResponse,
  t: Translator<(typeof costsMessages)['english']>,
): string {
  return answer.success && (answer.clearanceFee ?? 0) > LANDED_COST_CLEARANCE_FEE_CAP
    ? t('cap')
    : answer.error?.trim() || t('silent');
}

/**
 * The landed cost of an international stage (quote §5, §7): duty, taxes and the clearance fee
 * prepaid with the shipment; a failed estimate is a warning in place (quote §8).
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
  const heading = <h4>{t('duties', { country: props.destination })}</h4>;
  if (view.status === 'waiting') {
    return (
      <div className="bs-costs-landed">
        {heading}
        <p>{t('dutiesWait')}</p>
      </div>
    );
  }
  if (view.status === 'loading') {
    return (
      <div className="bs-costs-landed">
        {heading}
        <p role="status">{t('est')}</p>
      </div>
    );
  }
  const { outcome } = view;
  if (outcome.kind === 'failed') {
    return (
      <div className="bs-costs-landed">
        {heading}
        <Notice tone="warning" title={t('noEst', { n: props.stageNumber })}>
          {t('noEstBody', { reason: refusalReason(outcome.answer, t) })}
        </Notice>
      </div>
    );
  }
  // Summed in cents: several boxes' dollar amounts must not drift.
  const total = (amountOf: (item: Customs) => number | undefined) =>
    centsToDollars(
      outcome.answer.packages.reduce((sum, item) => sum + dollarsToCents(amountOf(item) ?? 0), 0),
    );
  return (
    <div className="bs-costs-landed">
      {heading}
      <dl className="bs-charges-lines">
        <dt>{t('duty')}</dt>
        <dd>{format.money(total((item) => item.commodityDuty))}</dd>
        <dt>{t('taxes')}</dt>
        <dd>{format.money(total((item) => item.commodityVAT))}</dd>
        <dt>{t('fee')}</dt>
        <dd>{format.money(outcome.clearanceFee)}</dd>
      </dl>
    </div>
  );
}
