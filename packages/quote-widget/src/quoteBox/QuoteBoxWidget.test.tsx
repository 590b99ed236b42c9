import { type Search, searchSchema } from '@bikeship/core/schemas';
import { type BrowserStorages, createMemoryStorage } from '@bikeship/core/stores';
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { QuoteSettings } from '../runtime/quoteBasics';
import { createQuoteRuntime } from '../runtime/quoteRuntime';
import { createFakeApi, FAKE_API_BASE } from '../testing/fakeApi';
import { BEND, BOULDER } from '../testing/fixtures/places';
import { boulderToVancouverOptions, fakeRatesRoutes } from '../testing/fixtures/rates';
import { searchStepRoutes } from '../testing/fixtures/search';
import { firstScreenNeedsStores } from './boxAttention';
import { QuoteBoxWidget } from './QuoteBoxWidget';

// The stores' module as it is, with its factory watched: the box imports it lazily, and
// vi.mock applies to that import too.
vi.mock('../runtime/quoteRuntime', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../runtime/quoteRuntime')>();
  return { ...actual, createQuoteRuntime: vi.fn(actual.createQuoteRuntime) };
});

const storesMade = () => vi.mocked(createQuoteRuntime).mock.calls.length;

/** A resumed search: Boulder → Bend on 6 July, kept in the tab's session. */
const savedSearch: Search = searchSchema.parse({
  id: 'search-saved',
  step: 1,
  trips: [{ from: BOULDER, to: BEND, shipDate: '2026-07-06' }],
  boxes: [],
});

function renderWidget(settings: Partial<QuoteSettings> = {}, options: { resume?: Search } = {}) {
  vi.mocked(createQuoteRuntime).mockClear();
  const api = createFakeApi(searchStepRoutes);
  const local = createMemoryStorage();
  const runtimeOptions = {
    apiBase: FAKE_API_BASE,
    fetch: api.fetch,
    storages: { local, tab: createMemoryStorage(), consent: local },
    settings: { units: 'imperial' as const, locale: 'en-US', ...settings },
  };
  if (options.resume) {
    // An earlier page of this tab kept a search in the session (a reload resumes it).
    const earlier = createQuoteRuntime(runtimeOptions);
    earlier.session.getState().rememberSearch(options.resume);
    earlier.dispose();
    vi.mocked(createQuoteRuntime).mockClear();
  }
  render(<QuoteBoxWidget options={runtimeOptions} />);
  return { api, user: userEvent.setup(), runtimeOptions };
}

/** Lets every pending import and timer of the first render run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe("<bikeship-quote-box> on a partner's page: nothing fetched ahead that the first screen does not use", () => {
  it('takes input at once, and fetches neither its stores nor any API call until the customer turns to it', async () => {
    const { api, user } = renderWidget();
    const from = screen.getByRole('combobox', { name: 'From' });
    await settle();
    expect(api.requests).toEqual([]);
    expect(storesMade()).toBe(0);
    expect(screen.getByLabelText(/Ship date/)).toHaveProperty('value', '');

    // A pointer over the box: the stores and the data layer load, the first screen fills in.
    await user.hover(from);
    await waitFor(() =>
      expect(screen.getByLabelText(/Ship date/)).toHaveProperty('value', '2026-07-01'),
    );
    expect(storesMade()).toBe(1);
    expect(api.requestsTo('GET /api/FormData/package-presets')).toHaveLength(1);
    expect(await screen.findByRole('option', { name: 'Bike shop box (standard)' })).toBeTruthy();
  });

  it('loads them when the focus comes into the box (the keyboard)', async () => {
    const { api, user } = renderWidget();
    await settle();
    expect(api.requests).toEqual([]);
    await user.tab();
    await waitFor(() => expect(storesMade()).toBe(1));
    await waitFor(() => expect(api.requestsTo('GET /api/Date')).toHaveLength(1));
  });

  it('loads them at once when the first screen shows an event: its venue fills in the destination', async () => {
    renderWidget({ eventCode: 'cascade-gran-fondo' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'To' })).toHaveProperty(
        'value',
        'Bend, OR 97702, United States',
      ),
    );
  });

  it('keeps them for later with a session in storage: the box resumes no search, the wizard does', async () => {
    const { api } = renderWidget({}, { resume: savedSearch });
    await settle();
    expect(api.requests).toEqual([]);
    expect(storesMade()).toBe(0);
  });

  it('says which first screens need them: one with an event', () => {
    expect(firstScreenNeedsStores({ apiBase: FAKE_API_BASE })).toBe(false);
    const settings = { units: 'imperial' as const, locale: 'en-US' };
    expect(firstScreenNeedsStores({ apiBase: FAKE_API_BASE, settings })).toBe(false);
    expect(
      firstScreenNeedsStores({
        apiBase: FAKE_API_BASE,
        settings: { ...settings, eventCode: 'cascade-gran-fondo' },
      }),
    ).toBe(true);
  });
});

/** One browser tab: its storages outlive a page, a reload renders the element again on them. */
function openTab(notices: unknown[] = []) {
  const api = createFakeApi({
    ...searchStepRoutes,
    ...fakeRatesRoutes(() => [boulderToVancouverOptions]),
    'GET /api/Alerts/time/:time': () => notices,
  });
  const local = createMemoryStorage();
  const storages: BrowserStorages = { local, tab: createMemoryStorage(), consent: local };
  const load = (locale = 'en-US') => {
    vi.mocked(createQuoteRuntime).mockClear();
    render(
      <QuoteBoxWidget
        options={{
          apiBase: FAKE_API_BASE,
          fetch: api.fetch,
          storages,
          settings: { units: 'imperial', locale },
        }}
      />,
    );
  };
  return {
    api,
    load,
    /** The page goes (its tree unmounted) and comes back in the same tab. */
    reload(locale?: string) {
      cleanup();
      load(locale);
    },
  };
}

/** The box's search, Boulder to Bend in a bike shop box, then Get rates. */
async function searchFromTheBox(user: ReturnType<typeof userEvent.setup>) {
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
  await user.click(screen.getByRole('button', { name: 'Get rates' }));
}

describe('<bikeship-quote-box> after a reload in the same tab (quote §2: resume on load)', () => {
  it('comes back as the wizard on Costs with the same search, its rates fetched again, without taking the focus', async () => {
    const tab = openTab();
    const user = userEvent.setup();
    tab.load();
    await searchFromTheBox(user);
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Rider');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    expect(await screen.findByRole('heading', { name: 'Costs', level: 2 })).toBeTruthy();
    const stagesBefore = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

    tab.reload();
    // At once the wizard, not a blank box; then Costs when the fresh rates are valid.
    expect(screen.queryByRole('button', { name: 'Get rates' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Costs', level: 2 })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      stagesBefore,
    );
    expect(tab.api.requestsTo('POST /api/Rates')).toHaveLength(2);
    expect(document.activeElement).toBe(document.body);
  });

  it('shows the page notices of the ship flow in the wizard it opens, as <bikeship-quote> does', async () => {
    const tab = openTab([
      {
        name: 'holiday-pickups',
        page: 'ship',
        pages: [2],
        type: 'alert-warning',
        expletive: 'Heads up!',
        message: 'No pickups on Thanksgiving.',
        dismissable: true,
        active: true,
      },
    ]);
    const user = userEvent.setup();
    tab.load();
    await searchFromTheBox(user);
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Rider');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    expect(await screen.findByRole('heading', { name: 'Costs', level: 2 })).toBeTruthy();
    expect(await screen.findByText('No pickups on Thanksgiving.')).toBeTruthy();
  });

  it('comes back blank, loading nothing, when the customer never opened it', async () => {
    const tab = openTab();
    const user = userEvent.setup();
    tab.load();
    // They began — the stores came, the session started — but never pressed Get rates.
    await user.type(screen.getByRole('combobox', { name: 'From' }), 'Boul');
    await waitFor(() => expect(storesMade()).toBe(1));

    tab.reload();
    await settle();
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveProperty('value', '');
    expect(screen.queryByRole('navigation', { name: 'Quote steps' })).toBeNull();
    expect(storesMade()).toBe(0);
  });

  it("carries the element's locale as the content's lang", () => {
    const tab = openTab();
    tab.load('en-GB');
    expect(
      screen.getByRole('combobox', { name: 'From' }).closest('.bs-widget')?.getAttribute('lang'),
    ).toBe('en-GB');
  });

  it('a malformed locale attribute (en_US) falls back to en-US instead of breaking the box', async () => {
    const tab = openTab();
    tab.load('en_US');
    const from = screen.getByRole('combobox', { name: 'From' });
    expect(from.closest('.bs-widget')?.getAttribute('lang')).toBe('en-US');
    expect(screen.getByRole('button', { name: 'Get rates' })).toBeTruthy();
  });
});
