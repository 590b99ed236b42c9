import { shippingMessages, useFormat, useMessages, useShip } from '@bikeship/ui';
import { useId } from 'react';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';
import { CostsChoice } from './CostsChoice';
import { costsMessages } from './costsMessages';
import {
  declaredValueOf,
  includedCoverageOf,
  maxCoverageOf,
  protectionChoicesOf,
} from './protection';
import { useProtectionPrices } from './useCostsReferenceData';

/**
 * Premium protection per box, each choice shown with its price. DECISION: nothing is chosen
 * until the customer asks for it — protection is an extra. The box's hint says plainly what is
 * covered without it (the carrier's included cover, against the declared value), and the
 * coverage of the whole declared value is named as such, so declining is an informed choice.
 *
 * Radios, not a select: a select's options are cut to its width on a phone, and every option's
 * whole text (amount and price) is what the customer decides on.
 */
export function BoxProtection() {
  const t = useMessages(costsMessages);
  const shipping = useMessages(shippingMessages);
  const format = useFormat();
  const { ship } = useQuoteRuntime();
  const boxes = useShip((state) => state.search.boxes);
  const stages = useShip((state) => state.search.trips.length);
  const prices = useProtectionPrices(boxes);
  const idPrefix = useId();
  if (boxes.length === 0) return null;
  const included = includedCoverageOf(prices.presets ?? []);
  return (
    <section className="bs-costs-protection" aria-labelledby={`${idPrefix}-heading`}>
      <h3 id={`${idPrefix}-heading`}>{shipping('Premium protection')}</h3>
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
        const declared = declaredValueOf(box);
        const most = maxCoverageOf(box);
        const choices = protectionChoicesOf(box, prices.presets ?? [], prices.fullValueOf(most));
        const name = box.name ?? box.presetName ?? t('box {n}', { n: boxIndex + 1 });
        const group = `${idPrefix}-box-${boxIndex}`;
        const chosen = box.premiumProtection?.coverage;
        const choose = (coverage: number | undefined) => {
          const option = choices.find((choice) => choice.coverage === coverage);
          ship
            .getState()
            .chooseProtection(
              boxIndex,
              option ? { coverage: option.coverage, cost: option.cost } : undefined,
            );
        };
        return (
          // Boxes have no id of their own; their order is fixed in this step.
          <fieldset key={boxIndex} className="bs-costs-choices" aria-describedby={`${group}-hint`}>
            <legend>{t('Premium protection for {name}', { name })}</legend>
            <p id={`${group}-hint`} className="bs-costs-hint">
              {declared <= 0
                ? t('Declare a value for this box in step 1 to protect it.')
                : included === undefined || declared <= included
                  ? t('Declared value {amount}.', { amount: format.money(declared) })
                  : t(
                      'Declared value {amount}. Without premium protection only {included} of it is covered.',
                      { amount: format.money(declared), included: format.money(included) },
                    )}
            </p>
            <CostsChoice
              name={group}
              checked={chosen === undefined}
              onChoose={() => choose(undefined)}
            >
              {included === undefined
                ? t('No premium protection')
                : t('No premium protection: up to {amount} covered at no charge', {
                    amount: format.money(included),
                  })}
            </CostsChoice>
            {choices.map((option) => {
              const amounts = {
                coverage: format.money(option.coverage),
                cost: format.money(option.cost),
              };
              return (
                <CostsChoice
                  key={option.coverage}
                  name={group}
                  checked={chosen === option.coverage}
                  onChoose={() => choose(option.coverage)}
                >
                  {option.coverage === declared
                    ? t('{coverage} coverage, the whole declared value, for {cost}', amounts)
                    : t('{coverage} coverage for {cost}', amounts)}
                </CostsChoice>
              );
            })}
          </fieldset>
        );
      })}
    </section>
  );
}
