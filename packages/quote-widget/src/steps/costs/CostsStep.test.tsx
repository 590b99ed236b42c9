import type {
  Box,
  LandedCostRequest,
  RateOption,
  RateRequest,
  TripStage,
} from '@bikeship/core/schemas';
import { selectStageFees, selectSubTotal } from '@bikeship/core/stores';
import { LocaleProvider, ShopRuntimeProvider } from '@bikeship/ui';
import { render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuoteSettings } from '../../runtime/quoteRuntime';
import type { FakeHandler } from '../../testing/fakeApi';
import {
  landedCostAboveCap,
  landedCostToVancouver,
  landedCostUnclassified,
} from '../../testing/fixtures/landedCost';
import {
  boulderToDenverOptions,
  boulderToVancouverOptions,
  fakeRatesRoutes,
  insuranceOptionRoute,
  insurancePresets,
  pickupOptions,
  roadBikeBox,
  vancouverToBoulderOptions,
} from '../../testing/fixtures/rates';
import { backHomeTrip, toDenverTrip, toVancouverTrip } from '../../testing/fixtures/trips';
import { createTestRuntime } from '../../testing/renderQuote';
import CostsStep from './CostsStep';

/** The options of each stage of a request, by where it goes. */
function optionsByPlace(request: RateRequest): RateOption[][] {
  return request.stages.map((stage) =>
    stage.to.countryCode === 'CA'
      ? boulderToVancouverOptions
      : stage.from.countryCode === 'CA'
        ? vancouverToBoulderOptions
        : boulderToDenverOptions,
  );
}

interface Setup {
  trips: TripStage[];
  boxes?: Box[];
  /** The rates of the n-th rate call (0 = the one step 1 made); by place when left out. */
  ratesOfCall?: (request: RateRequest, call: number) => RateOption[][];
  handlers?: Record<string, FakeHandler>;
  settings?: Partial<QuoteSettings>;
}

/**
 * Step 1 as the customer left it: trips and a box quoted (the store's loadRates), at step 2, in
 * the element's locale as the widget gives it.
 */
async function renderCosts(setup: Setup) {
  const { runtime, api } = createTestRuntime(
    {
      ...fakeRatesRoutes(setup.ratesOfCall ?? optionsByPlace),
      'GET /api/FormData/pickup-options': () => pickupOptions,
      'GET /api/Protection/insurance-presets': () => insurancePresets,
      'GET /api/Protection/insurance-option': insuranceOptionRoute,
      'POST /api/GCLandedCost/gcget-landed-cost': () => landedCostToVancouver,
      ...setup.handlers,
    },
    setup.settings,
  );
  runtime.ship.getState().updateSearch({ trips: setup.trips, boxes: setup.boxes ?? [roadBikeBox] });
  expect(await runtime.ship.getState().loadRates()).toBe(true);
  runtime.ship.getState().setStep(2);
  const view = render(
    <LocaleProvider locale={runtime.settings.locale}>
      <ShopRuntimeProvider runtime={runtime}>
        <CostsStep />
      </ShopRuntimeProvider>
    </LocaleProvider>,
  );
  return { ...view, runtime, api, user: userEvent.setup() };
}

const speeds = (stage: RegExp | string) => within(screen.getByRole('radiogroup', { name: stage }));
const subTotal = () => screen.getByText(/^Sub-total/).textContent;
const protectionOf = (box: string) =>
  within(screen.getByRole('group', { name: `Premium protection for ${box}` }));
const continueButton = () => screen.getByRole('button', { name: 'Continue to details' });
const landedCostCalls = (api: { requestsTo(route: string): { body: unknown }[] }) =>
  api.requestsTo('POST /api/GCLandedCost/gcget-landed-cost');

describe('step 2 Costs: rates and speeds (quote §2–§4)', () => {
  it('lists each stage’s rates cheapest first with transit days and dates, in the element locale', async () => {
    await renderCosts({ trips: [toDenverTrip], settings: { locale: 'de-DE' } });
    const options = speeds('Stage 1: Boulder, CO → Denver, CO').getAllByRole('radio');
    expect(options.map((radio) => radio.closest('label')?.textContent)).toEqual([
      // Intl puts a no-break space before the currency sign.
      'Economy57,65\u00a0$2 business days · ships Mo., 20. Juli · delivered Mi., 22. Juli',
      expect.stringContaining('Ground65,50\u00a0$1 business day'),
      expect.stringContaining('3 Day Select129,45\u00a0$'),
      expect.stringContaining('2nd Day Air171,75\u00a0$'),
      expect.stringContaining('Next Day Air253,80\u00a0$'),
    ]);
  });

  it('choosing a speed per stage updates the sub-total and the search (quote §5 sub-total)', async () => {
    const { runtime, user } = await renderCosts({ trips: [toDenverTrip] });
    expect(subTotal()).toBe('Sub-total: $0.00'); // drop-off: no pickup fee, nothing chosen yet
    await user.click(speeds(/Stage 1/).getByRole('radio', { name: /^Ground/ }));
    expect(subTotal()).toBe('Sub-total: $65.50');
    await user.click(speeds(/Stage 1/).getByRole('radio', { name: /^Economy/ }));
    expect(subTotal()).toBe('Sub-total: $57.65');
    const { search } = runtime.ship.getState();
    const fees = selectStageFees(runtime.ship.getState());
    expect(search.trips[0]?.rateChoice).toMatchObject({ code: 8, rate: 57.65, selected: true });
    expect(search.selectedRateSpeed).toBe(8);
    expect(search.selectedRateSpeedIndex).toBe(0);
    expect(selectSubTotal(runtime.ship.getState())).toBe(57.65);
    expect(fees).toEqual([
      {
        stage: 1,
        baseFee: 57.65,
        customsFee: 0,
        protectionFee: 0,
        pickupFee: 0,
        residentialFee: 0,
        hazMatFee: 0,
        landedCost: [],
      },
    ]);
  });

  it('Continue is disabled with its reason until every stage has a speed, then goes to step 3', async () => {
    const { runtime, user } = await renderCosts({ trips: [toVancouverTrip, backHomeTrip] });
    expect(continueButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Choose a speed for stage 1 to continue.')).toBeTruthy();
    await user.click(speeds(/^Stage 1/).getByRole('radio', { name: /^Worldwide Economy/ }));
    expect(continueButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Choose a speed for stage 2 to continue.')).toBeTruthy();
    await user.click(speeds(/^Stage 2/).getByRole('radio', { name: /^Worldwide Standard/ }));
    await waitFor(() => expect(continueButton()).toHaveProperty('disabled', false));
    await user.click(continueButton());
    expect(runtime.ship.getState().search.step).toBe(3);
  });

  it('Back returns to step 1', async () => {
    const { runtime, user } = await renderCosts({ trips: [toDenverTrip] });
    await user.click(screen.getByRole('button', { name: 'Back to search' }));
    expect(runtime.ship.getState().search.step).toBe(1);
  });
});

describe('step 2 Costs: pickup and premium protection (quote §3 fees, §5 sub-total)', () => {
  it('scheduling a pickup re-rates the stage and adds its pickup fee to the sub-total', async () => {
    const { runtime, api, user } = await renderCosts({ trips: [toDenverTrip] });
    await user.click(speeds(/Stage 1/).getByRole('radio', { name: /^Ground/ }));
    expect(subTotal()).toBe('Sub-total: $65.50');
    const pickup = within(screen.getByRole('group', { name: 'Pickup for stage 1' }));
    await user.click(
      pickup.getByRole('radio', { name: /Schedule a UPS pickup at my address \(\$5\.00\)/ }),
    );
    await waitFor(() => expect(subTotal()).toBe('Sub-total: $70.50'));
    const lastRequest = api.requestsTo('POST /api/Rates').at(-1)?.body as RateRequest;
    expect(lastRequest.stages[0]?.pickupOption).toBe(2);
    expect(selectStageFees(runtime.ship.getState())[0]?.pickupFee).toBe(5);
    expect(pickup.getByRole('radio', { name: /Schedule a UPS pickup/ })).toHaveProperty(
      'checked',
      true,
    );
    // Unchanged rates after a pickup change are not worth a message.
    expect(screen.queryByText('Rates checked')).toBeNull();
  });

  it('premium protection per box adds its price on every stage', async () => {
    const { runtime, user } = await renderCosts({ trips: [toVancouverTrip, backHomeTrip] });
    await user.click(speeds(/^Stage 1/).getByRole('radio', { name: /^Worldwide Economy/ }));
    await user.click(speeds(/^Stage 2/).getByRole('radio', { name: /^Worldwide Economy/ }));
    // 2 × $184.50 + 2 × $385.00 clearance.
    await waitFor(() => expect(subTotal()).toBe('Sub-total: $1,139.00'));
    const protection = protectionOf('Road bike box');
    expect(
      protection.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'No premium protection: up to $100.00 covered at no charge',
      '$500.00 coverage for $7.00',
      '$1,000.00 coverage for $15.75',
      '$1,500.00 coverage for $24.50',
      '$2,000.00 coverage, the whole declared value, for $33.25', // no more than declared
    ]);
    await user.click(protection.getByRole('radio', { name: /^\$2,000\.00 coverage/ }));
    await waitFor(() => expect(subTotal()).toBe('Sub-total: $1,205.50'));
    const { search } = runtime.ship.getState();
    const fees = selectStageFees(runtime.ship.getState());
    expect(search.boxes[0]?.premiumProtection).toEqual({ coverage: 2000, cost: 33.25 });
    expect(search.premiumProtection).toBe(true);
    expect(fees.map((stage) => stage.protectionFee)).toEqual([33.25, 33.25]);
    await user.click(protection.getByRole('radio', { name: /^No premium protection/ }));
    await waitFor(() => expect(subTotal()).toBe('Sub-total: $1,139.00'));
    expect(runtime.ship.getState().search.premiumProtection).toBe(false);
  });

  it('offers a declared value that is not a preset, priced by insurance-option', async () => {
    const { api, user } = await renderCosts({
      trips: [toDenverTrip],
      boxes: [{ ...roadBikeBox, marketValue: 2400 }],
    });
    await user.click(speeds(/Stage 1/).getByRole('radio', { name: /^Ground/ }));
    await user.click(
      await protectionOf('Road bike box').findByRole('radio', {
        name: '$2,400.00 coverage, the whole declared value, for $40.25',
      }),
    );
    expect(api.requestsTo('GET /api/Protection/insurance-option')[0]?.query.get('coverage')).toBe(
      '2400',
    );
    expect(subTotal()).toBe('Sub-total: $105.75');
  });

  it('protection of a valuable bike: says plainly that only the included cover applies without it, and offers its whole declared value', async () => {
    const { user } = await renderCosts({
      trips: [toDenverTrip],
      boxes: [{ ...roadBikeBox, marketValue: 2500 }],
    });
    const group = screen.getByRole('group', { name: 'Premium protection for Road bike box' });
    // Said with the group, not only as the "none" option's words: declared is not insured.
    await waitFor(() =>
      expect(
        document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent,
      ).toBe('Declared value $2,500.00. Without premium protection only $100.00 of it is covered.'),
    );
    const protection = within(group);
    expect(
      protection.getByRole('radio', {
        name: 'No premium protection: up to $100.00 covered at no charge',
      }),
    ).toHaveProperty('checked', true);
    const whole = await protection.findByRole('radio', {
      name: '$2,500.00 coverage, the whole declared value, for $42.00',
    });
    await user.click(speeds(/Stage 1/).getByRole('radio', { name: /^Ground/ }));
    await user.click(whole);
    expect(subTotal()).toBe('Sub-total: $107.50');
  });
});

describe('step 2 Costs: what a pickup choice charges and moves (quote §3 fees, §4 ship dates)', () => {
  /** A stage as step 1 leaves it: no pickup option named. */
  const asSearched = (trip: TripStage): TripStage => ({ ...trip, pickupOption: undefined });
  const pickupGroup = (n: number) => screen.findByRole('group', { name: `Pickup for stage ${n}` });

  it('a pickup nobody chose is never charged: drop-off shows as chosen and the stage pays no pickup fee', async () => {
    const { runtime, api, user } = await renderCosts({ trips: [asSearched(toDenverTrip)] });
    const pickup = within(await pickupGroup(1));
    expect(
      pickup.getByRole('radio', { name: /^Drop off at a UPS location \(free\)/ }),
    ).toHaveProperty('checked', true);
    expect(pickup.getByRole('radio', { name: /^Schedule a UPS pickup/ })).toHaveProperty(
      'checked',
      false,
    );
    await user.click(speeds(/Stage 1/).getByRole('radio', { name: /^Ground/ }));
    expect(screen.getByText('Pickup fee').nextElementSibling?.textContent).toBe('$0.00');
    expect(subTotal()).toBe('Sub-total: $65.50');
    // What the payment sends and the server compares: no pickup fee for a choice not made.
    expect(selectStageFees(runtime.ship.getState())[0]?.pickupFee).toBe(0);
    const request = api.requestsTo('POST /api/Rates')[0]?.body as RateRequest;
    expect(request.stages[0]?.pickupOption).toBeUndefined();
    expect(continueButton()).toHaveProperty('disabled', false);
  });

  it('a pickup that moves the ship date says the new date beside the choice, and the rates show it', async () => {
    const nextDay = boulderToDenverOptions.map((option) => ({ ...option, ship: '2026-07-21' }));
    const { user } = await renderCosts({
      trips: [asSearched(toDenverTrip)],
      ratesOfCall: (request) => [
        request.stages[0]?.pickupOption === 2 ? nextDay : boulderToDenverOptions,
      ],
    });
    const pickup = within(await pickupGroup(1));
    expect(pickup.getByRole('status').textContent).toBe('Ships Mon, Jul 20.');
    await user.click(pickup.getByRole('radio', { name: /^Schedule a UPS pickup/ }));
    await waitFor(() =>
      expect(pickup.getByRole('status').textContent).toBe(
        'Now ships Tue, Jul 21 instead of Mon, Jul 20.',
      ),
    );
    expect(
      speeds(/Stage 1/)
        .getByRole('radio', { name: /^Ground/ })
        .closest('label')?.textContent,
    ).toContain('ships Tue, Jul 21');
    await user.click(pickup.getByRole('radio', { name: /^Drop off/ }));
    await waitFor(() =>
      expect(pickup.getByRole('status').textContent).toBe(
        'Now ships Mon, Jul 20 instead of Tue, Jul 21.',
      ),
    );
  });
});

describe('step 2 Costs: landed cost (quote §5, §7, §8)', () => {
  it('the duties panel adds up: the brokerage fee missing from duty + taxes has its own line', async () => {
    const { user } = await renderCosts({ trips: [toVancouverTrip] });
    await user.click(speeds(/Stage 1/).getByRole('radio', { name: /^Worldwide Economy/ }));
    const heading = await screen.findByRole('heading', { name: 'Duties and taxes in Canada' });
    const panel = within(heading.parentElement as HTMLElement);
    await waitFor(() => expect(panel.getByText('Duty')).toBeTruthy());
    const amount = (term: string | RegExp) => panel.getByText(term).nextElementSibling?.textContent;
    // $260 duty + $113 taxes + $12 brokerage = the $385 clearance fee charged.
    expect(amount('Duty')).toBe('$260.00');
    expect(amount('Taxes')).toBe('$113.00');
    expect(amount('Brokerage fee')).toBe('$12.00');
    expect(amount(/^Clearance fee/)).toBe('$385.00');
  });

  it('shows duty, taxes and the clearance fee of an international stage and adds it to the sub-total', async () => {
    const { runtime, api, user } = await renderCosts({ trips: [toVancouverTrip] });
    expect(
      screen.getByText('Choose a speed to see the duties and taxes of this stage.'),
    ).toBeTruthy();
    expect(landedCostCalls(api)).toHaveLength(0);
    await user.click(speeds(/Stage 1/).getByRole('radio', { name: /^Worldwide Economy/ }));
    expect(await screen.findByText('$260.00')).toBeTruthy();
    const panel = within(
      screen.getByRole('heading', { name: 'Duties and taxes in Canada' })
        .parentElement as HTMLElement,
    );
    expect(panel.getByText('Duty').nextElementSibling?.textContent).toBe('$260.00');
    expect(panel.getByText('Taxes').nextElementSibling?.textContent).toBe('$113.00');
    expect(panel.getByText(/^Clearance fee/).nextElementSibling?.textContent).toBe('$385.00');
    expect(subTotal()).toBe('Sub-total: $569.50');
    const request = landedCostCalls(api)[0]?.body as LandedCostRequest;
    expect(request).toMatchObject({
      stage: 1,
      serviceLevelCode: '8',
      fromCountry: 'US',
      fromZipCode: '80302',
      toCountry: 'CA',
      toCity: 'Vancouver',
      toStateProv: 'BC',
      costOfGoods: 2000,
      shippingCharge: 184.5,
      insuranceCharge: 0,
      itemsCreateWorkflow: [
        { categoryCode: 'BIKE', name: 'Road bike box', value: 2000, coverage: 0, protectionFee: 0 },
      ],
    });
    expect(selectStageFees(runtime.ship.getState())[0]).toMatchObject({
      customsFee: 385,
      landedCost: [{ stage: 1, result: true, clearanceFee: 385 }],
    });
  });

  it('asks again for a new speed, and files the estimate of the speed now chosen', async () => {
    const { runtime, api, user } = await renderCosts({ trips: [toVancouverTrip] });
    await user.click(speeds(/Stage 1/).getByRole('radio', { name: /^Worldwide Economy/ }));
    await screen.findByText('$260.00');
    await user.click(speeds(/Stage 1/).getByRole('radio', { name: /^Worldwide Express/ }));
    await waitFor(() => expect(landedCostCalls(api)).toHaveLength(2));
    expect((landedCostCalls(api)[1]?.body as LandedCostRequest | undefined)?.shippingCharge).toBe(
      410,
    );
    await waitFor(() => expect(subTotal()).toBe('Sub-total: $795.00'));
    expect(selectStageFees(runtime.ship.getState())[0]?.customsFee).toBe(385);
  });

  it('is not requested for a domestic stage', async () => {
    const { api, user } = await renderCosts({ trips: [toDenverTrip] });
    await user.click(speeds(/Stage 1/).getByRole('radio', { name: /^Ground/ }));
    expect(subTotal()).toBe('Sub-total: $65.50');
    expect(landedCostCalls(api)).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: /Duties and taxes/ })).toBeNull();
    expect(screen.queryByText(/clearance fee/i)).toBeNull();
  });

  it('a failed landed cost is a warning in place and a failed entry without a fee', async () => {
    const { runtime, user } = await renderCosts({
      trips: [toVancouverTrip],
      handlers: { 'POST /api/GCLandedCost/gcget-landed-cost': () => landedCostUnclassified },
    });
    await user.click(speeds(/Stage 1/).getByRole('radio', { name: /^Worldwide Economy/ }));
    const warning = await screen.findByText('No duties and taxes estimate for stage 1');
    expect(warning.closest('[role="status"]')?.textContent).toContain(
      'no customs classification for category "OTHER"',
    );
    expect(subTotal()).toBe('Sub-total: $184.50');
    expect(selectStageFees(runtime.ship.getState())[0]).toMatchObject({
      customsFee: 0,
      landedCost: [{ stage: 1, result: false, clearanceFee: 0 }],
    });
    expect(continueButton()).toHaveProperty('disabled', false);
  });

  it('refuses an estimate above the $10,000 clearance fee cap', async () => {
    const { runtime, user } = await renderCosts({
      trips: [toVancouverTrip],
      handlers: { 'POST /api/GCLandedCost/gcget-landed-cost': () => landedCostAboveCap },
    });
    await user.click(speeds(/Stage 1/).getByRole('radio', { name: /^Worldwide Economy/ }));
    expect(await screen.findByText(/more than can be prepaid/)).toBeTruthy();
    expect(selectStageFees(runtime.ship.getState())[0]?.customsFee).toBe(0);
    expect(subTotal()).toBe('Sub-total: $184.50');
  });
});

/** Denver rates with Ground at another price, or without Ground at all. */
const groundAt = (price: number | null) =>
  boulderToDenverOptions.flatMap((option) =>
    option.code !== 5 ? [option] : price === null ? [] : [{ ...option, rate: price }],
  );

describe('step 2 Costs: requote after new rates (quote §4)', () => {
  async function refreshWith(ground: number | null) {
    const setup = await renderCosts({
      trips: [toDenverTrip],
      ratesOfCall: (_, call) => [call === 0 ? boulderToDenverOptions : groundAt(ground)],
    });
    await setup.user.click(speeds(/Stage 1/).getByRole('radio', { name: /^Ground/ }));
    await setup.user.click(screen.getByRole('button', { name: 'Refresh rates' }));
    await waitFor(() => expect(setup.api.requestsTo('GET /api/Rates')).toHaveLength(2));
    return setup;
  }

  it('validWithoutChange: a price that moved by less than $5 keeps the speed, at its new price', async () => {
    const { runtime } = await refreshWith(67);
    expect((await screen.findByText('Rates checked')).parentElement?.textContent).toContain(
      'Stage 1: Ground is still available at $67.00.',
    );
    expect(subTotal()).toBe('Sub-total: $67.00');
    expect(runtime.ship.getState().search.trips[0]?.rateChoice).toMatchObject({
      code: 5,
      rate: 67,
    });
  });

  it('RateDiffValue: a price that moved by $5 or more is a warning with both prices', async () => {
    await refreshWith(70.5);
    expect((await screen.findByText('Price changed')).parentElement?.textContent).toContain(
      'Stage 1: Ground now costs $70.50 instead of $65.50.',
    );
    expect(subTotal()).toBe('Sub-total: $70.50');
  });

  it('changedRateLocation: a speed that is gone is replaced by the nearest-priced option', async () => {
    const { runtime } = await refreshWith(null);
    expect((await screen.findByText('Speed replaced')).parentElement?.textContent).toContain(
      'Stage 1: Ground is no longer offered. We chose Economy at $57.65',
    );
    expect(speeds(/Stage 1/).getByRole('radio', { name: /^Economy/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(runtime.ship.getState().search.trips[0]?.rateChoice?.code).toBe(8);
    expect(subTotal()).toBe('Sub-total: $57.65');
  });

  it('keeps the rates and says so when new rates cannot be fetched', async () => {
    const { api, user } = await renderCosts({ trips: [toDenverTrip] });
    await user.click(speeds(/Stage 1/).getByRole('radio', { name: /^Ground/ }));
    api.on('GET /api/Rates', () => ({ status: 503, json: { message: 'Carrier unavailable' } }));
    await user.click(screen.getByRole('button', { name: 'Refresh rates' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('We could not get new rates.'),
    );
    expect(subTotal()).toBe('Sub-total: $65.50');
  });

  it('a choice the current rates no longer offer as it was (a resumed search) is requoted on arrival', async () => {
    const stale: TripStage = {
      ...toDenverTrip,
      rateChoice: { ...(boulderToDenverOptions[1] as RateOption), rate: 80, selected: true },
    };
    const { runtime } = await renderCosts({ trips: [stale] });
    expect((await screen.findByText('Price changed')).parentElement?.textContent).toContain(
      'Stage 1: Ground now costs $65.50 instead of $80.00.',
    );
    expect(runtime.ship.getState().search.trips[0]?.rateChoice?.rate).toBe(65.5);
  });
});
