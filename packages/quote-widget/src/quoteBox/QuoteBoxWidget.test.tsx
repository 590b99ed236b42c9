import { type Search, searchSchema } from '@bikeship/core/schemas';
import { createMemoryStorage } from '@bikeship/core/stores';
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { QuoteSettings } from '../runtime/quoteBasics';
import { createQuoteRuntime } from '../runtime/quoteRuntime';
import { createFakeApi, FAKE_API_BASE } from '../testing/fakeApi';
import { BEND, BOULDER } from '../testing/fixtures/places';
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
