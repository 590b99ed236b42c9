import { type Search, searchSchema, userSchema } from '@bikeship/core/schemas';
import { selectActiveSearch, selectStageFees } from '@bikeship/core/stores';
import { ShopRuntimeProvider } from '@bikeship/ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CASCADE_GRAN_FONDO } from '../../testing/fixtures/events';
import { BEND, BOULDER } from '../../testing/fixtures/places';
import { boulderToVancouverOptions, fakeRatesRoutes } from '../../testing/fixtures/rates';
import { searchStepRoutes } from '../../testing/fixtures/search';
import { createTestRuntime, renderQuote } from '../../testing/renderQuote';
import { loadQuoteEvent } from './quoteEvent';
import SearchStep from './SearchStep';
import { handoffUrl } from './searchHandoff';

const routes = { ...searchStepRoutes, ...fakeRatesRoutes(() => [boulderToVancouverOptions]) };

/** Boulder → Bend with the standard bike box, left at Costs (step 2). */
const savedSearch: Search = searchSchema.parse({
  id: 'search-saved',
  step: 2,
  trips: [{ from: BOULDER, to: BEND, shipDate: '2026-07-06' }],
  boxes: [
    {
      presetName: 'Bike shop box (standard)',
      name: 'Bike shop box (standard)',
      category: 'BIKE',
      length: 54,
      width: 8,
      height: 30,
      weight: 40,
    },
  ],
});

const stage = (n: number) => within(screen.getByRole('group', { name: new RegExp(`^Stage ${n}`) }));
const fromField = (n = 1) => stage(n).getByRole('combobox', { name: 'From' }) as HTMLInputElement;

afterEach(() => window.history.replaceState(null, '', '/'));

function signIn(runtime: ReturnType<typeof createTestRuntime>['runtime']) {
  runtime.session.getState().startRegisteredSession({
    token: 'token-ada',
    user: userSchema.parse({
      id: 'user-ada',
      firstName: 'Ada',
      lastName: 'Rider',
      email: 'ada@example.com',
      hasPaypalId: false,
      MaxDimensionsVerified: false,
      roles: ['Customer'],
      exp: Math.floor(Date.now() / 1000) + 3600,
    }),
  });
}

function renderWith(runtimeAndApi: ReturnType<typeof createTestRuntime>) {
  render(
    <ShopRuntimeProvider runtime={runtimeAndApi.runtime}>
      <SearchStep />
    </ShopRuntimeProvider>,
  );
  return runtimeAndApi;
}

describe('step 1 Search: resume on load (quote §2)', () => {
  it("resumes the session's active search: re-fetches its rates and goes on to Costs", async () => {
    const { runtime, api } = createTestRuntime(routes);
    runtime.session.getState().rememberSearch(savedSearch);
    renderWith({ runtime, api, events: new EventTarget() });
    await waitFor(() => expect(fromField().value).toBe('Boulder, CO 80302, United States'));
    await waitFor(() => expect(api.requestsTo('POST /api/Rates')).toHaveLength(1));
    await waitFor(() => expect(runtime.ship.getState().search.step).toBe(2), { timeout: 4000 });
  });

  it('falls back to step 1 with the search filled in when its rates are no longer valid', async () => {
    const { runtime, api } = createTestRuntime({
      ...routes,
      'POST /api/Rates': () => ({ status: 503, json: { message: 'down' } }),
    });
    runtime.session.getState().rememberSearch(savedSearch);
    renderWith({ runtime, api, events: new EventTarget() });
    await waitFor(() => expect(api.requestsTo('POST /api/Rates')).toHaveLength(1));
    expect(fromField().value).toBe('Boulder, CO 80302, United States');
    expect(runtime.ship.getState().search.step).toBe(1);
  });

  it('Start over flushes to step 1, One-Way, default fees and an empty form', async () => {
    const user = userEvent.setup();
    const { runtime, api } = createTestRuntime(routes);
    runtime.session.getState().rememberSearch({
      ...savedSearch,
      step: 1,
      trips: [...savedSearch.trips, { from: BEND, to: BOULDER, shipDate: '2026-07-13' }],
    });
    renderWith({ runtime, api, events: new EventTarget() });
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Round-Trip' })).toHaveProperty('checked', true),
    );
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'One-Way' })).toHaveProperty('checked', true),
    );
    expect(fromField().value).toBe('');
    expect(runtime.ship.getState()).toMatchObject({
      search: { step: 1, trips: [] },
      landedCosts: [],
    });
    expect(selectStageFees(runtime.ship.getState())).toMatchObject([{ stage: 1, pickupFee: 0 }]);
    // A reload now starts fresh too.
    expect(selectActiveSearch(runtime.session.getState())?.trips).toEqual([]);
  });

  it('resumes a search a quote box handed over in the URL, and removes it from the address', async () => {
    const url = handoffUrl('/ship', { search: { ...savedSearch, step: 1 } }, window.location.href);
    window.history.replaceState(null, '', url);
    const { api } = renderQuote(<SearchStep />, routes);
    await waitFor(() => expect(fromField().value).toBe('Boulder, CO 80302, United States'));
    expect(stage(1).getByRole('combobox', { name: 'To' })).toHaveProperty(
      'value',
      'Bend, OR 97702, United States',
    );
    expect(window.location.search).toBe('');
    // A guest this page does not know yet gives name and email before rates (quote §6).
    expect(api.requestsTo('POST /api/Rates')).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeTruthy();
  });
});

describe('step 1 Search: a registered user (quote §3, §9)', () => {
  const record = (id: number, search: Search) => ({
    searchDate: '2026-06-30T18:00:00.000Z',
    savedSearchId: id,
    savedSearchCode: `code-${id}`,
    from: { city: 'Boulder', state: 'CO', country: 'US' },
    to: { city: 'Bend', state: 'OR', country: 'US' },
    serializedSearchData: JSON.stringify(search),
    deleted: false,
  });

  it('sees at most 3 recent searches, no guest fields, and Resume re-fetches rates and goes on', async () => {
    const user = userEvent.setup();
    const { runtime, api } = createTestRuntime({
      ...routes,
      'GET /api/SavedSearch/paged': () => ({
        value: {
          savedSearches: [1, 2, 3, 4].map((id) => record(id, { ...savedSearch, id: `s-${id}` })),
          total: 4,
        },
      }),
      'PUT /api/SavedSearch/:id': () => ({
        value: { savedSearchId: 1, savedSearchCode: 'code-1' },
      }),
    });
    signIn(runtime);
    renderWith({ runtime, api, events: new EventTarget() });
    const recent = within(await screen.findByRole('region', { name: 'Your recent searches' }));
    const resumeButtons = recent.getAllByRole('button', { name: /^Resume / });
    expect(resumeButtons).toHaveLength(3);
    expect(api.requestsTo('GET /api/SavedSearch/paged')[0]?.query.toString()).toBe('skip=0&take=3');
    expect(screen.queryByRole('textbox', { name: 'First name' })).toBeNull();
    await user.click(resumeButtons[0] as HTMLElement);
    await waitFor(() => expect(fromField().value).toBe('Boulder, CO 80302, United States'));
    await waitFor(() => expect(runtime.ship.getState().search.step).toBe(2), { timeout: 4000 });
    expect(runtime.ship.getState().search).toMatchObject({ id: 's-1', savedSearchId: 1 });
  });
});

/** What a screen reader reads after a field's name: its hint and error (aria-describedby). */
const descriptionOf = (field: HTMLElement) =>
  field
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('step 1 Search: event prefill (event-code)', () => {
  it("fills in the event's address as stage 1's destination and the return's origin, with its dates", async () => {
    const user = userEvent.setup();
    const { runtime } = renderQuote(<SearchStep />, routes, { eventCode: 'cascade-gran-fondo' });
    await waitFor(() =>
      expect(stage(1).getByRole('combobox', { name: 'To' })).toHaveProperty(
        'value',
        'Bend, OR 97702, United States',
      ),
    );
    expect(
      stage(1).getByText('Event address: Cascade Gran Fondo Bike Check, 450 SW Powerhouse Dr'),
    ).toBeTruthy();
    expect(stage(1).getByLabelText(/Ship date/)).toHaveProperty('value', '2026-07-29');
    // The deliver-by date is said where the ship date is chosen (quote §3 Event).
    expect(descriptionOf(stage(1).getByLabelText(/Ship date/))).toMatch(
      /Must arrive by .*August 5, 2026\./,
    );
    expect(descriptionOf(stage(2).getByLabelText(/Ship date/))).toMatch(
      /Must arrive by .*August 17, 2026/,
    );
    expect(screen.getByRole('radio', { name: 'Round-Trip' })).toHaveProperty('checked', true);
    expect(fromField(2).value).toBe('Bend, OR 97702, United States');
    expect(stage(2).getByLabelText(/Ship date/)).toHaveProperty('value', '2026-08-10');
    // The ride home goes back to where the customer ships from.
    await user.type(fromField(), 'Boul');
    await user.click(
      await stage(1).findByRole('option', { name: 'Boulder, CO 80302, United States' }),
    );
    expect(stage(2).getByRole('combobox', { name: 'To' })).toHaveProperty(
      'value',
      'Boulder, CO 80302, United States',
    );
    // The event's coupon waits for the payment step.
    expect((await loadQuoteEvent(runtime))?.event.couponCode).toBe(CASCADE_GRAN_FONDO.couponCode);
  });

  it('a ship date on or after the event’s deliver-by date is refused at the field: nothing could arrive in time', async () => {
    const user = userEvent.setup();
    renderQuote(<SearchStep />, routes, { eventCode: 'cascade-gran-fondo' });
    const shipDate = await waitFor(() => {
      const field = stage(1).getByLabelText(/Ship date/) as HTMLInputElement;
      expect(field.value).toBe('2026-07-29');
      return field;
    });
    fireEvent.input(shipDate, { target: { value: '2026-08-05' } });
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    expect(descriptionOf(shipDate)).toMatch(/Too late to arrive in time\./);
    expect(shipDate.getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps a trip type picked before the event arrived (nothing typed is lost): the event fills in the stages the customer chose', async () => {
    const user = userEvent.setup();
    let answerEvent: () => void = () => {};
    const eventAnswered = new Promise<void>((resolve) => {
      answerEvent = resolve;
    });
    renderQuote(
      <SearchStep />,
      {
        ...routes,
        'GET /api/BicycleEvent/byurlcode/:code': async () => {
          await eventAnswered;
          return CASCADE_GRAN_FONDO;
        },
      },
      { eventCode: 'cascade-gran-fondo' },
    );
    // The event (two stages: there and home) has not answered; the customer goes one way.
    await user.click(screen.getByRole('radio', { name: 'Round-Trip' }));
    await user.click(screen.getByRole('radio', { name: 'One-Way' }));
    answerEvent();
    await waitFor(() =>
      expect(stage(1).getByRole('combobox', { name: 'To' })).toHaveProperty(
        'value',
        'Bend, OR 97702, United States',
      ),
    );
    expect(stage(1).getByLabelText(/Ship date/)).toHaveProperty('value', '2026-07-29');
    expect(screen.getByRole('radio', { name: 'One-Way' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('group', { name: /^Stage 2/ })).toBeNull();
  });
});
