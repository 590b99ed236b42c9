import { createMemoryStorage } from '@bikeship/core/stores';
import { ShopRuntimeProvider } from '@bikeship/ui';
import { act, render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQuoteBasics, DEFAULT_QUOTE_SETTINGS } from '../runtime/quoteBasics';
import { createQuoteRuntime, type QuoteRuntime } from '../runtime/quoteRuntime';
import { readHandoff } from '../steps/search/readSearchHandoff';
import { createFakeApi, FAKE_API_BASE, type FakeHandler } from '../testing/fakeApi';
import { boulderPlace, denverPlace } from '../testing/fixtures/addresses';
import { boulderToVancouverOptions, fakeRatesRoutes } from '../testing/fixtures/rates';
import { searchStepRoutes } from '../testing/fixtures/search';
import { createTestRuntime } from '../testing/renderQuote';
import { navigateTo } from './pageNavigation';
import { QuoteBox } from './QuoteBox';
import { QuoteBoxWidget } from './QuoteBoxWidget';

vi.mock('./pageNavigation', () => ({ navigateTo: vi.fn() }));

const routes: Record<string, FakeHandler> = {
  ...searchStepRoutes,
  ...fakeRatesRoutes(() => [boulderToVancouverOptions]),
  'GET /api/Alerts/time/:time': () => [],
};

beforeEach(() => vi.mocked(navigateTo).mockClear());

function renderBox(settings = {}) {
  const user = userEvent.setup();
  const onContinue = vi.fn();
  const test = createTestRuntime(routes, settings);
  render(
    <ShopRuntimeProvider runtime={test.runtime}>
      <QuoteBox onContinue={onContinue} />
    </ShopRuntimeProvider>,
  );
  return { user, onContinue, ...test };
}

/**
 * The box as a page first shows it: its basics only, the stores still on their way
 * (QuoteBoxWidget.tsx). `storesArrive` makes the runtime from the same basics — `prepare` may
 * put a resumed search in it first — and hands it over, as the box's loader does.
 */
function renderBoxBeforeItsStores(harness: { storesFail?: boolean } = {}) {
  const user = userEvent.setup();
  const onContinue = vi.fn();
  const api = createFakeApi(routes);
  const storage = createMemoryStorage();
  const options = {
    apiBase: FAKE_API_BASE,
    fetch: api.fetch,
    storages: { local: storage, tab: createMemoryStorage(), consent: storage },
    settings: DEFAULT_QUOTE_SETTINGS,
  };
  const basics = createQuoteBasics(options);
  let handOver: (runtime: QuoteRuntime) => void = () => {};
  const arrived = new Promise<QuoteRuntime>((resolve) => {
    handOver = resolve;
  });
  let showRuntime: (runtime: QuoteRuntime) => void = () => {};
  function BoxBeforeItsStores() {
    const [runtime, setRuntime] = useState<QuoteRuntime | null>(null);
    showRuntime = setRuntime;
    return (
      <ShopRuntimeProvider
        basics={basics}
        runtime={runtime}
        load={() =>
          harness.storesFail ? Promise.reject(new TypeError('Failed to fetch')) : arrived
        }
      >
        <QuoteBox onContinue={onContinue} />
      </ShopRuntimeProvider>
    );
  }
  render(<BoxBeforeItsStores />);
  const storesArrive = (prepare?: (runtime: QuoteRuntime) => void) => {
    const runtime = createQuoteRuntime(options, basics);
    prepare?.(runtime);
    act(() => {
      showRuntime(runtime);
      handOver(runtime);
    });
    return runtime;
  };
  return { user, onContinue, api, storesArrive };
}

const resumeDenverToBoulder = (runtime: QuoteRuntime) =>
  runtime.ship.getState().updateSearch({
    trips: [{ from: denverPlace, to: boulderPlace, shipDate: '2026-07-02' }],
  });

async function fillBox(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('combobox', { name: 'From' }), 'Boul');
  await user.click(await screen.findByRole('option', { name: 'Boulder, CO 80302, United States' }));
  await user.type(screen.getByRole('combobox', { name: 'To' }), 'Bend');
  await user.click(await screen.findByRole('option', { name: 'Bend, OR 97702, United States' }));
  await waitFor(() =>
    expect(screen.getByLabelText(/Ship date/)).toHaveProperty('value', '2026-07-01'),
  );
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Box' }),
    await screen.findByRole('option', { name: 'Bike shop box (standard)' }),
  );
}

describe('<bikeship-quote-box> (the compact step 1)', () => {
  it('asks from, to, date and a box, with the errors under their fields', async () => {
    const { user, onContinue } = renderBox();
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    expect(await screen.findByText('Choose where this stage starts from the list.')).toBeTruthy();
    expect(screen.getByText('Choose a box.')).toBeTruthy();
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('Get rates shows rates: a guest gives name and email in the box, then the rates come and the wizard opens on Costs — not on step 1, which would ask again what the box knew', async () => {
    const { user, onContinue, runtime, api } = renderBox();
    await fillBox(user);
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    // The least the order needs of a guest (quote §6), asked where they are: the focus on it.
    const firstName = await screen.findByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(document.activeElement).toBe(firstName));
    expect(screen.queryByText('Enter your first name.')).toBeNull();
    expect(api.requestsTo('POST /api/Rates')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    expect(
      await screen.findByText('Enter your email address, like name@example.com.'),
    ).toBeTruthy();
    await user.type(firstName, 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Rider');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1));
    expect(runtime.session.getState().guestName).toEqual({ firstName: 'Ada', lastName: 'Rider' });
    expect(runtime.ship.getState().search).toMatchObject({
      step: 2,
      trips: [
        {
          from: { formatted_address: 'Boulder, CO 80302, United States' },
          to: { formatted_address: 'Bend, OR 97702, United States' },
          shipDate: '2026-07-01',
        },
      ],
      boxes: [{ name: 'Bike shop box (standard)', length: 54, weight: 40, linearUnit: 'IN' }],
    });
    expect(api.requestsTo('POST /api/Rates')).toHaveLength(1);
  });

  it('a guest field the customer changes loses its error at once; the others keep theirs until Get rates', async () => {
    const { user } = renderBox();
    await fillBox(user);
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    await screen.findByRole('textbox', { name: 'First name' });
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    const emailError = 'Enter your email address, like name@example.com.';
    expect(await screen.findByText(emailError)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    expect(screen.queryByText(emailError)).toBeNull();
    expect(screen.getByText('Enter your first name.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).not.toBe(
      'true',
    );
  });

  it('says "Getting rates…" over the box while the rates come', async () => {
    const { user, api, runtime } = renderBox();
    runtime.session
      .getState()
      .enterAsGuest({ firstName: 'Ada', lastName: 'Rider', email: 'ada@example.com' });
    let answerRates: () => void = () => {};
    const ratesAnswered = new Promise<void>((resolve) => {
      answerRates = resolve;
    });
    const postRates = routes['POST /api/Rates'];
    api.on('POST /api/Rates', async (request) => {
      await ratesAnswered;
      return postRates ? postRates(request) : { status: 404 };
    });
    await fillBox(user);
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    expect((await screen.findByText('Getting rates…')).closest('[role="status"]')).toBeTruthy();
    answerRates();
    await waitFor(() => expect(screen.queryByText('Getting rates…')).toBeNull());
  });

  it('goes straight on to Costs in place when the session knows the customer', async () => {
    const { user, onContinue, runtime, api } = renderBox();
    runtime.session
      .getState()
      .enterAsGuest({ firstName: 'Ada', lastName: 'Rider', email: 'ada@example.com' });
    await fillBox(user);
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1));
    expect(api.requestsTo('POST /api/Rates')).toHaveLength(1);
    expect(runtime.ship.getState().search.step).toBe(2);
  });

  it('shows a rates failure in the box and stays', async () => {
    const { user, onContinue, runtime, api } = renderBox();
    runtime.session
      .getState()
      .enterAsGuest({ firstName: 'Ada', lastName: 'Rider', email: 'ada@example.com' });
    api.on('POST /api/Rates', () => ({ status: 503, json: { message: 'down' } }));
    await fillBox(user);
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    expect((await screen.findByRole('alert')).textContent).toContain('We could not get rates');
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('with wizard-url, hands the search to that page in the bikeship-search parameter', async () => {
    const { user, onContinue } = renderBox({
      wizardUrl: 'https://shop.example/ship?from=banner',
      eventCode: 'cascade-gran-fondo',
    });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'To' })).toHaveProperty(
        'value',
        'Bend, OR 97702, United States',
      ),
    );
    await user.type(screen.getByRole('combobox', { name: 'From' }), 'Boul');
    await user.click(
      await screen.findByRole('option', { name: 'Boulder, CO 80302, United States' }),
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Box' }),
      await screen.findByRole('option', { name: 'Bike shop box (standard)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledTimes(1));
    const url = vi.mocked(navigateTo).mock.calls[0]?.[0] ?? '';
    expect(url.startsWith('https://shop.example/ship?from=banner&bikeship-search=')).toBe(true);
    const handoff = readHandoff(url);
    expect(handoff?.eventCode).toBe('cascade-gran-fondo');
    expect(handoff?.search.trips).toMatchObject([
      {
        from: { formatted_address: 'Boulder, CO 80302, United States' },
        to: { formatted_address: 'Bend, OR 97702, United States' },
        shipDate: '2026-07-29',
      },
    ]);
    expect(handoff?.search.details[0]?.to).toMatchObject({ isEventAddress: true });
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('becomes the whole wizard in place, on Costs, with the search carried over (same runtime)', async () => {
    const user = userEvent.setup();
    const api = createFakeApi(routes);
    const storage = createMemoryStorage();
    render(
      <QuoteBoxWidget
        options={{
          apiBase: FAKE_API_BASE,
          fetch: api.fetch,
          storages: { local: storage, tab: createMemoryStorage(), consent: storage },
          settings: { units: 'imperial', locale: 'en-US' },
        }}
      />,
    );
    await fillBox(user);
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Rider');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    expect(await screen.findByRole('heading', { name: 'Costs', level: 2 })).toBeTruthy();
    expect(api.requestsTo('POST /api/Rates')).toHaveLength(1);
    const steps = within(screen.getByRole('navigation', { name: 'Quote steps' }));
    await user.click(steps.getByRole('button', { name: /Search/ }));
    const stageOne = within(await screen.findByRole('group', { name: 'Stage 1' }));
    await waitFor(() =>
      expect(stageOne.getByRole('combobox', { name: 'From' })).toHaveProperty(
        'value',
        'Boulder, CO 80302, United States',
      ),
    );
    expect(screen.getByRole('spinbutton', { name: 'Weight (lb)' })).toHaveProperty('value', '40');
  });

  describe('before its stores have loaded (first load ≤ 30 KB)', () => {
    it('takes input at once, and keeps it when the stores arrive with a resumed search', async () => {
      const { user, storesArrive } = renderBoxBeforeItsStores();
      await fillBox(user); // the lookup, the dates and the presets come through the lazy API
      storesArrive(resumeDenverToBoulder);
      await waitFor(() =>
        expect(screen.getByRole('combobox', { name: 'From' })).toHaveProperty(
          'value',
          'Boulder, CO 80302, United States',
        ),
      );
      expect(screen.getByRole('combobox', { name: 'To' })).toHaveProperty(
        'value',
        'Bend, OR 97702, United States',
      );
    });

    it('shows the resumed search when the customer has not begun', async () => {
      const { storesArrive } = renderBoxBeforeItsStores();
      storesArrive(resumeDenverToBoulder);
      await waitFor(() =>
        expect(screen.getByRole('combobox', { name: 'From' })).toHaveProperty(
          'value',
          'Denver, CO 80202, United States',
        ),
      );
      expect(screen.getByRole('combobox', { name: 'To' })).toHaveProperty(
        'value',
        'Boulder, CO 80302, United States',
      );
    });

    it('says so in place when its stores cannot be fetched, and keeps what was typed', async () => {
      const { user, onContinue } = renderBoxBeforeItsStores({ storesFail: true });
      await fillBox(user);
      await user.click(screen.getByRole('button', { name: 'Get rates' }));
      expect((await screen.findByRole('alert')).textContent).toContain(
        'The quote could not load. Check your connection and press Get rates again.',
      );
      expect(onContinue).not.toHaveBeenCalled();
      expect(screen.getByRole('combobox', { name: 'From' })).toHaveProperty(
        'value',
        'Boulder, CO 80302, United States',
      );
      expect(screen.getByRole('button', { name: 'Get rates' })).toHaveProperty('disabled', false);
    });

    it('Get rates waits for the stores (busy, nothing lost), then goes on', async () => {
      const { user, onContinue, storesArrive } = renderBoxBeforeItsStores();
      await fillBox(user);
      await user.click(screen.getByRole('button', { name: 'Get rates' }));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Get rates' })).toHaveProperty('disabled', true),
      );
      expect(onContinue).not.toHaveBeenCalled();
      const runtime = storesArrive((arrived) =>
        arrived.session
          .getState()
          .enterAsGuest({ firstName: 'Ada', lastName: 'Rider', email: 'ada@example.com' }),
      );
      await waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1));
      expect(runtime.ship.getState().search.trips).toMatchObject([
        {
          from: { formatted_address: 'Boulder, CO 80302, United States' },
          to: { formatted_address: 'Bend, OR 97702, United States' },
        },
      ]);
    });
  });
});
