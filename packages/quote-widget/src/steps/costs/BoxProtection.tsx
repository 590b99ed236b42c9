import { SelectField } from '@bikeship/ui';
import { useId } from 'react';
import { useQuoteRuntime, useShip } from '../../runtime/QuoteRuntimeContext';
import { formatMoney } from './formatQuote';
import { includedCoverageOf, maxCoverageOf, protectionChoicesOf } from './protection';
import { useProtectionPrices } from './useCostsReferenceData';

/**
 * Premium protection per box, each choice shown with its price. DECISION: nothing is chosen
 * until the customer asks for it — protection is an extra, and the carrier's included cover
 * is named on the "none" choice so declining is an informed choice.
 */
export function BoxProtection() {
  const runtime = useQuoteRuntime();
  const { locale } = runtime.settings;
  const boxes = useShip((state) => state.search.boxes);
  const stages = useShip((state) => state.search.trips.length);
  const prices = useProtectionPrices(boxes);
  const headingId = useId();
  if (boxes.length === 0) return null;
  const included = includedCoverageOf(prices.presets ?? []);
  const noneLabel =
    included !== undefined
      ? `No premium protection (up to ${formatMoney(locale, included)} is covered at no charge)`
      : 'No premium protection';
  return (
    <section className="bs-costs-protection" aria-labelledby={headingId}>
      <h3 id={headingId}>Premium protection</h3>
      <p className="bs-costs-hint">
        Covers loss of or damage to a box up to the amount chosen, at most its declared value.
        {stages > 1 ? ' It is charged on each stage of the trip.' : ''}
      </p>
      {prices.presets !== null && prices.presets.length === 0 ? (
        <p>Premium protection prices are not available right now.</p>
      ) : null}
      {boxes.map((box, boxIndex) => {
        const most = maxCoverageOf(box);
        const choices = protectionChoicesOf(box, prices.presets ?? [], prices.fullValueOf(most));
        const name = box.name ?? box.presetName ?? `box ${boxIndex + 1}`;
        return (
          <SelectField
            // Boxes have no id of their own; their order is fixed in this step.
            key={boxIndex}
            label={`Premium protection for ${name}`}
            hint={
              most > 0
                ? `Declared value ${formatMoney(locale, most)}.`
                : 'Declare a value for this box in step 1 to protect it.'
            }
            value={box.premiumProtection ? String(box.premiumProtection.coverage) : ''}
            placeholder={noneLabel}
            options={choices.map((option) => ({
              value: String(option.coverage),
              label: `${formatMoney(locale, option.coverage)} coverage for ${formatMoney(locale, option.cost)}`,
            }))}
            onChange={(value) => {
              const option = choices.find((choice) => String(choice.coverage) === value);
              runtime.ship
                .getState()
                .chooseProtection(
                  boxIndex,
                  option ? { coverage: option.coverage, cost: option.cost } : undefined,
                );
            }}
          />
        );
      })}
    </section>
  );
}
