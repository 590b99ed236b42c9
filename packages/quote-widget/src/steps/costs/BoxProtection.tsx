import { SelectField, shippingMessages, useFormat, useMessages, useShip } from '@bikeship/ui';
import { useId } from 'react';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';
import { costsMessages } from './costsMessages';
import { includedCoverageOf, maxCoverageOf, protectionChoicesOf } from './protection';
import { useProtectionPrices } from './useCostsReferenceData';

/**
 * Premium protection per box, each choice shown with its price. DECISION: nothing is chosen
 * until the customer asks for it — protection is an extra, and the carrier's included cover
 * is named on the "none" choice so declining is an informed choice.
 */
export function BoxProtection() {
  const t = useMessages(costsMessages);
  const shipping = useMessages(shippingMessages);
  const format = useFormat();
  const { ship } = useQuoteRuntime();
  const boxes = useShip((state) => state.search.boxes);
  const stages = useShip((state) => state.search.trips.length);
  const prices = useProtectionPrices(boxes);
  const headingId = useId();
  if (boxes.length === 0) return null;
  const included = includedCoverageOf(prices.presets ?? []);
  const noneLabel =
    included !== undefined
      ? t('No premium protection (up to {amount} is covered at no charge)', {
          amount: format.money(included),
        })
      : t('No premium protection');
  return (
    <section className="bs-costs-protection" aria-labelledby={headingId}>
      <h3 id={headingId}>{shipping('Premium protection')}</h3>
      <p className="bs-costs-hint">
        {t(
          'Covers loss of or damage to a box up to the amount chosen, at most its declared value.',
        )}
        {stages > 1 ? ` ${t('It is charged on each stage of the trip.')}` : ''}
      </p>
      {prices.presets !== null && prices.presets.length === 0 ? (
        <p>{t('Premium protection prices are not available right now.')}</p>
      ) : null}
      {boxes.map((box, boxIndex) => {
        const most = maxCoverageOf(box);
        const choices = protectionChoicesOf(box, prices.presets ?? [], prices.fullValueOf(most));
        const name = box.name ?? box.presetName ?? t('box {n}', { n: boxIndex + 1 });
        return (
          <SelectField
            // Boxes have no id of their own; their order is fixed in this step.
            key={boxIndex}
            label={t('Premium protection for {name}', { name })}
            hint={
              most > 0
                ? t('Declared value {amount}.', { amount: format.money(most) })
                : t('Declare a value for this box in step 1 to protect it.')
            }
            value={box.premiumProtection ? String(box.premiumProtection.coverage) : ''}
            placeholder={noneLabel}
            options={choices.map((option) => ({
              value: String(option.coverage),
              label: t('{coverage} coverage for {cost}', {
                coverage: format.money(option.coverage),
                cost: format.money(option.cost),
              }),
            }))}
            onChange={(value) => {
              const option = choices.find((choice) => String(choice.coverage) === value);
              ship
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
