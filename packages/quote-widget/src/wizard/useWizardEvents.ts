import { useEffect } from 'react';
import { useQuoteRuntime } from '../runtime/QuoteRuntimeContext';

/**
 * Tells the host page what the wizard does (elements/widgetEvents.ts): `bikeship:step` on every
 * step change, `bikeship:quote` each time a new set of rates is shown.
 */
export function useWizardEvents(): void {
  const runtime = useQuoteRuntime();
  useEffect(
    () =>
      runtime.ship.subscribe((state, previous) => {
        const { step, rates } = state.search;
        if (step !== previous.search.step) {
          runtime.emit('bikeship:step', { step, previousStep: previous.search.step ?? null });
        }
        if (rates !== previous.search.rates && rates.length > 0) {
          runtime.emit('bikeship:quote', {
            stages: rates.length,
            cheapestPerStage: rates.map((stage) => stage.rates[0]?.rate ?? 0),
          });
        }
      }),
    [runtime],
  );
}
