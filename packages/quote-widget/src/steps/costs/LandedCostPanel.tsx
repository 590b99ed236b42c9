import { LANDED_COST_CLEARANCE_FEE_CAP } from '@bikeship/core/constants';
import { centsToDollars, dollarsToCents } from '@bikeship/core/rules';
import type { Customs, LandedCostResponse } from '@bikeship/core/schemas';
import { Notice } from '@bikeship/ui';
import { formatMoney } from './formatQuote';
import type { LandedCostView } from './useLandedCosts';

/** Why an estimate was refused, in the customer's words. */
function refusalReason(answer: LandedCostResponse): string {
  return answer.success && (answer.clearanceFee ?? 0) > LANDED_COST_CLEARANCE_FEE_CAP
    ? 'the duties and taxes are more than can be prepaid'
    : answer.error?.trim() || 'the customs service did not answer';
}

/**
 * The landed cost of an international stage (quote §5, §7): duty, taxes and the clearance fee
 * prepaid with the shipment; a failed estimate is a warning in place (quote §8).
 */
export function LandedCostPanel(props: {
  stageNumber: number;
  destination: string;
  view: LandedCostView;
  locale: string;
}) {
  const { view, locale } = props;
  if (view.status === 'none') return null;
  const heading = <h4>Duties and taxes in {props.destination}</h4>;
  if (view.status === 'waiting') {
    return (
      <div className="bs-costs-landed">
        {heading}
        <p>Choose a speed to see the duties and taxes of this stage.</p>
      </div>
    );
  }
  if (view.status === 'loading') {
    return (
      <div className="bs-costs-landed">
        {heading}
        <p role="status">Estimating duties and taxes…</p>
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
          title={`No duties and taxes estimate for stage ${props.stageNumber}`}
        >
          We could not estimate them: {refusalReason(outcome.answer)}. The receiver may have to pay
          duties and taxes on delivery.
        </Notice>
      </div>
    );
  }
  // Summed in cents: several boxes' dollar amounts must not drift.
  const total = (amountOf: (item: Customs) => number | undefined) =>
    centsToDollars(
      outcome.answer.packages.reduce((sum, item) => sum + dollarsToCents(amountOf(item) ?? 0), 0),
    );
  const duty = total((item) => item.commodityDuty);
  const taxes = total((item) => item.commodityVAT);
  return (
    <div className="bs-costs-landed">
      {heading}
      <dl className="bs-costs-lines">
        <dt>Duty</dt>
        <dd>{formatMoney(locale, duty)}</dd>
        <dt>Taxes</dt>
        <dd>{formatMoney(locale, taxes)}</dd>
        <dt>Clearance fee, prepaid (duty, taxes and brokerage)</dt>
        <dd>{formatMoney(locale, outcome.clearanceFee)}</dd>
      </dl>
    </div>
  );
}
