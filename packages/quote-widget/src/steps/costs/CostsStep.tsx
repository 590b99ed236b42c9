import type { StageRequote } from '@bikeship/core/rules';
import type { RateOption } from '@bikeship/core/schemas';
import { selectStageCharges, selectSubTotal } from '@bikeship/core/stores';
import { useAdoptedCss } from '@bikeship/embed';
import {
  Button,
  Notice,
  placeComponent,
  StageChargesSummary,
  StageRates,
  stageChargesSummaryCss,
  stageLabel,
  stageRatesCss,
  useLocale,
  useMessages,
  useShip,
} from '@bikeship/ui';
import { useEffect, useId, useState } from 'react';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';
import { BoxProtection } from './BoxProtection';
import { costsMessages } from './costsMessages';
import { costsStepCss } from './costsStep.css';
import { LandedCostPanel } from './LandedCostPanel';
import { PickupChoice } from './PickupChoice';
import { choosePickup, stageShipDateOf } from './pickup';
import { RequoteNotice } from './RequoteNotice';
import { refreshRates, requoteStaleChoices } from './refreshRates';
import { usePickupOptions } from './useCostsReferenceData';
import { useLandedCosts } from './useLandedCosts';

/**
 * Step 2, Costs (quote §2–§5): the rates of each stage to choose a speed from, the pickup of
 * each stage, premium protection per box, the landed cost of each international stage, the
 * running sub-total, and what new rates did to the choices (requote).
 */
export default function CostsStep() {
  useAdoptedCss(stageRatesCss);
  useAdoptedCss(stageChargesSummaryCss);
  useAdoptedCss(costsStepCss);
  const t = useMessages(costsMessages);
  const locale = useLocale();
  const { ship } = useQuoteRuntime();
  const trips = useShip((state) => state.search.trips);
  const charges = useShip(selectStageCharges);
  const subTotal = useShip(selectSubTotal);
  const rates = useShip((state) => state.search.rates);
  const loading = useShip((state) => state.loading);
  const pickupOptions = usePickupOptions();
  const landedCosts = useLandedCosts();
  const [requotes, setRequotes] = useState<StageRequote[]>([]);
  const [refreshFailed, setRefreshFailed] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  // Per stage, the day it shipped on before the customer's last pickup change: that change may
  // move the ship date (a pickup cannot be today), and it is said beside the choice.
  const [shipDatesBefore, setShipDatesBefore] = useState<readonly (string | undefined)[]>([]);
  const idPrefix = useId();
  const reasonId = `${idPrefix}-continue-reason`;

  // Rates fetched elsewhere (step 1 again, a resumed search) may no longer offer a choice as it
  // was: move it with the requote rule and say so.
  useEffect(() => {
    if (rates.length === 0) return;
    const moved = requoteStaleChoices(ship);
    if (moved.length > 0) setRequotes(moved);
  }, [ship, rates]);

  const busy = loading || refreshing;

  /** New rates were asked for: show what happened to each chosen speed. */
  const afterRefresh = (result: StageRequote[] | false, show: (r: StageRequote) => boolean) => {
    setRefreshFailed(result === false);
    if (result !== false) setRequotes(result.filter(show));
  };

  const refresh = async () => {
    setRefreshing(true);
    setShipDatesBefore([]);
    afterRefresh(await refreshRates(ship), () => true);
    setRefreshing(false);
  };

  const pickUp = async (stageIndex: number, pickupOption: number) => {
    setRefreshing(true);
    const shippedOn = stageShipDateOf(ship.getState().search, stageIndex);
    // DECISION: after a pickup change only a changed price or speed is worth a message; "your
    // rate is unchanged" answers a question the customer did not ask.
    afterRefresh(
      await choosePickup(ship, stageIndex, pickupOption),
      (requote) => requote.status !== 'validWithoutChange',
    );
    setShipDatesBefore((before) =>
      trips.map((_, index) => (index === stageIndex ? shippedOn : before[index])),
    );
    setRefreshing(false);
  };

  const choose = (stageIndex: number, option: RateOption) => {
    ship.getState().chooseRate(stageIndex, option);
    setShipDatesBefore([]);
    setRequotes((shown) => shown.filter((requote) => requote.stageIndex !== stageIndex));
  };

  const unchosen = trips.findIndex((trip) => !trip.rateChoice);
  const estimating = landedCosts.some((view) => view.status === 'loading');
  const reason =
    rates.length === 0
      ? t('There are no rates to choose from yet.')
      : busy
        ? t('Getting rates…')
        : unchosen >= 0
          ? t('Choose a speed for stage {n} to continue.', { n: unchosen + 1 })
          : estimating
            ? t('Estimating duties and taxes…')
            : null;

  return (
    <div className="bs-step bs-costs">
      <h2 tabIndex={-1}>{t('Costs')}</h2>
      <p className="bs-costs-hint">
        {t('Choose a speed for each stage. Prices are in US dollars.')}
      </p>
      <div className="bs-costs-toolbar">
        <Button onClick={() => void refresh()} busy={busy} disabled={rates.length === 0}>
          {t('Refresh rates')}
        </Button>
      </div>
      {refreshFailed ? (
        <Notice tone="danger" title={t('No new rates')}>
          {t('We could not get new rates. The rates shown are unchanged; try again in a moment.')}
        </Notice>
      ) : null}
      {rates.length === 0 ? (
        <Notice tone="warning" title={t('No rates yet')}>
          {t('Go back to Search and get rates for your trip first.')}
        </Notice>
      ) : null}
      {trips.map((trip, stageIndex) => {
        const headingId = `${idPrefix}-stage-${stageIndex}`;
        const stageRates = rates[stageIndex];
        const landedCost = landedCosts[stageIndex];
        return (
          // Stages have no id of their own; their order is the trip's.
          <section key={stageIndex} className="bs-costs-stage" aria-labelledby={headingId}>
            <h3 id={headingId}>{stageLabel(trip, stageIndex, locale)}</h3>
            {requotes
              .filter((requote) => requote.stageIndex === stageIndex)
              .map((requote) => (
                <RequoteNotice key={requote.status} requote={requote} locale={locale} />
              ))}
            {stageRates ? (
              <StageRates
                options={stageRates.rates}
                chosen={trip.rateChoice?.code}
                labelledBy={headingId}
                disabled={busy}
                onChoose={(option) => choose(stageIndex, option)}
              />
            ) : null}
            {pickupOptions && pickupOptions.length > 0 ? (
              <PickupChoice
                stageNumber={stageIndex + 1}
                options={pickupOptions}
                chosen={trip.pickupOption}
                busy={busy}
                shipDate={stageShipDateOf({ trips, rates }, stageIndex)}
                movedFrom={shipDatesBefore[stageIndex]}
                onChoose={(option) => void pickUp(stageIndex, option)}
              />
            ) : null}
            {landedCost ? (
              <LandedCostPanel
                stageNumber={stageIndex + 1}
                destination={placeComponent(trip.to, 'country', 'long')}
                view={landedCost}
              />
            ) : null}
          </section>
        );
      })}
      <BoxProtection />
      <StageChargesSummary
        title={t('Your costs')}
        trips={trips}
        charges={charges}
        subTotal={subTotal}
      />
      <div className="bs-step-actions">
        <Button onClick={() => ship.getState().setStep(1)}>{t('Back to search')}</Button>
        <div className="bs-costs-continue">
          <Button
            variant="primary"
            disabled={reason !== null}
            aria-describedby={reason ? reasonId : undefined}
            onClick={() => ship.getState().setStep(3)}
          >
            {t('Continue to details')}
          </Button>
          {reason ? (
            <p id={reasonId} className="bs-costs-hint">
              {reason}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
