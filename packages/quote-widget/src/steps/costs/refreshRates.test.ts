import type { RateOption } from '@bikeship/core/schemas';
import { selectStageFees } from '@bikeship/core/stores';
import { describe, expect, it } from 'vitest';
import { boulderPlace, denverPlace } from '../../testing/fixtures/addresses';
import { boulderToDenverOptions, fakeRatesRoutes, roadBikeBox } from '../../testing/fixtures/rates';
import { createTestRuntime } from '../../testing/renderQuote';
import { refreshRates, requoteStaleChoices } from './refreshRates';

const ground = boulderToDenverOptions[1] as RateOption;

describe('refreshRates (quote §4 requote)', () => {
  it('reports against the choice the customer made even when the step requoted it first (React flushes effects before the await resumes)', async () => {
    const { runtime } = createTestRuntime(
      fakeRatesRoutes((_, call) => [
        call === 0
          ? boulderToDenverOptions
          : boulderToDenverOptions.map((option) =>
              option.code === ground.code ? { ...option, rate: 72 } : option,
            ),
      ]),
    );
    const { ship } = runtime;
    ship.getState().updateSearch({
      trips: [{ from: boulderPlace, to: denverPlace, shipDate: '2026-07-20', pickupOption: 1 }],
      boxes: [roadBikeBox],
    });
    await ship.getState().loadRates();
    ship.getState().chooseRate(0, ground);
    // The costs step's effect, run as soon as the new rates are in the store.
    const stop = ship.subscribe((state, previous) => {
      if (state.search.rates !== previous.search.rates) requoteStaleChoices(ship);
    });
    const requotes = await refreshRates(ship);
    stop();
    expect(requotes).toEqual([
      expect.objectContaining({
        status: 'RateDiffValue',
        previous: expect.objectContaining({ rate: 65.5 }),
        current: expect.objectContaining({ rate: 72 }),
      }),
    ]);
    expect(ship.getState().search.trips[0]?.rateChoice?.rate).toBe(72);
    expect(selectStageFees(ship.getState())[0]?.baseFee).toBe(72);
  });
});
