import { SESSION_STORAGE_KEY } from '@bikeship/core/constants';
import { type Search, searchSchema, userSchema } from '@bikeship/core/schemas';
import { createMemoryStorage, createSessionStore } from '@bikeship/core/stores';
import { ShopRuntimeProvider } from '@bikeship/ui';
import { act, render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createQuoteRuntime, DEFAULT_QUOTE_SETTINGS } from '../../runtime/quoteRuntime';
import { createFakeApi, FAKE_API_BASE } from '../../testing/fakeApi';
import { BEND, BOULDER } from '../../testing/fixtures/places';
import { boulderToVancouverOptions, fakeRatesRoutes } from '../../testing/fixtures/rates';
import { searchStepRoutes } from '../../testing/fixtures/search';
import { QuoteWizard } from '../../wizard/QuoteWizard';

const routes = { ...searchStepRoutes, ...fakeRatesRoutes(() => [boulderToVancouverOptions]) };

/** Boulder → Bend, saved at Costs (step 2): what the account's recent searches resume. */
const savedSearch: Search = searchSchema.parse({
  id: 'search-saved',
  step: 2,
  savedSearchId: 7,
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

const ADA = userSchema.parse({
  id: 'user-ada',
  firstName: 'Ada',
  lastName: 'Rider',
  email: 'ada@example.com',
  roles: ['Customer'],
  exp: Math.floor(Date.now() / 1000) + 3600,
});

/**
 * The wizard on a page whose other bundle — the account element — has its own session store on
 * the same storages; `deliver` is what the page's channel does: the wizard's store re-reads them.
 */
function renderWizardBesideAccount() {
  const storages = {
    local: createMemoryStorage(),
    tab: createMemoryStorage(),
    consent: createMemoryStorage(),
  };
  const api = createFakeApi(routes);
  const runtime = createQuoteRuntime({
    apiBase: FAKE_API_BASE,
    events: new EventTarget(),
    settings: DEFAULT_QUOTE_SETTINGS,
    fetch: api.fetch,
    storages,
  });
  const account = createSessionStore({
    local: storages.local,
    tab: storages.tab,
    login: async () => false,
    grantOfToken: async () => false,
    extendSession: async () => false,
    reload: () => {},
  });
  const deliver = () =>
    act(() => runtime.session.getState().syncFrom({ key: SESSION_STORAGE_KEY }));
  account.getState().startRegisteredSession({ token: 'token-ada', user: ADA });
  runtime.session.getState().syncFrom({ key: SESSION_STORAGE_KEY });
  render(
    <ShopRuntimeProvider runtime={runtime}>
      <QuoteWizard />
    </ShopRuntimeProvider>,
  );
  const resumeInAccount = async (search: Search) => {
    account.getState().resumeSearch(search);
    await deliver();
  };
  return { runtime, api, resumeInAccount, deliver };
}

const fromField = () =>
  within(screen.getByRole('group', { name: /^Stage 1/ })).getByRole('combobox', {
    name: 'From',
  }) as HTMLInputElement;

afterEach(() => window.history.replaceState(null, '', '/'));

describe('a Resume from the account opens in the wizard already on the page (quote §2)', () => {
  it('a wizard on step 1 opens the resumed search, re-fetches its rates and goes on to Costs', async () => {
    const { runtime, api, resumeInAccount } = renderWizardBesideAccount();
    await screen.findByRole('heading', { name: 'Get a shipping quote' });
    expect(api.requestsTo('POST /api/Rates')).toHaveLength(0);
    await resumeInAccount(savedSearch);
    await waitFor(() => expect(fromField().value).toBe('Boulder, CO 80302, United States'));
    await waitFor(() => expect(api.requestsTo('POST /api/Rates')).toHaveLength(1));
    await waitFor(() => expect(runtime.ship.getState().search.step).toBe(2), { timeout: 4000 });
    expect(runtime.ship.getState().search).toMatchObject({ id: 'search-saved', savedSearchId: 7 });
  });

  it('a wizard on Costs follows a Resume of the search it shows: requoted again', async () => {
    const { runtime, api, resumeInAccount } = renderWizardBesideAccount();
    await resumeInAccount(savedSearch);
    await waitFor(() => expect(runtime.ship.getState().search.step).toBe(2), { timeout: 4000 });
    await resumeInAccount(savedSearch);
    await waitFor(() => expect(api.requestsTo('POST /api/Rates')).toHaveLength(2));
    await waitFor(() => expect(runtime.ship.getState().search.step).toBe(2), { timeout: 4000 });
  });

  it('the session changing for another reason is no Resume: the wizard stays as it is', async () => {
    const { runtime, api, resumeInAccount, deliver } = renderWizardBesideAccount();
    await resumeInAccount(savedSearch);
    await waitFor(() => expect(runtime.ship.getState().search.step).toBe(2), { timeout: 4000 });
    runtime.ship.getState().setStep(1);
    await deliver();
    await deliver();
    expect(api.requestsTo('POST /api/Rates')).toHaveLength(1);
    expect(runtime.ship.getState().search.step).toBe(1);
  });

  it('a wizard on Details (the customer typing) keeps its step; the search waits until they open it', async () => {
    const user = userEvent.setup();
    const { runtime, api, resumeInAccount } = renderWizardBesideAccount();
    await resumeInAccount(savedSearch);
    await waitFor(() => expect(runtime.ship.getState().search.step).toBe(2), { timeout: 4000 });
    act(() => runtime.ship.getState().setStep(3));
    await resumeInAccount({ ...savedSearch, id: 'search-other', savedSearchId: 8 });
    expect(api.requestsTo('POST /api/Rates')).toHaveLength(1);
    expect(runtime.ship.getState().search).toMatchObject({ step: 3, id: 'search-saved' });
    const notice = (
      await screen.findByText(
        'You resumed a search from your account. Opening it leaves what you entered here.',
      )
    ).closest('.bs-notice') as HTMLElement;
    await user.click(within(notice).getByRole('button', { name: 'Open that search' }));
    await waitFor(() => expect(api.requestsTo('POST /api/Rates')).toHaveLength(2));
    await waitFor(
      () => expect(runtime.ship.getState().search).toMatchObject({ step: 2, id: 'search-other' }),
      {
        timeout: 4000,
      },
    );
    expect(screen.queryByRole('button', { name: 'Open that search' })).toBe(null);
  });

  it('closing the waiting notice keeps the wizard as it is', async () => {
    const user = userEvent.setup();
    const { runtime, api, resumeInAccount } = renderWizardBesideAccount();
    await resumeInAccount(savedSearch);
    await waitFor(() => expect(runtime.ship.getState().search.step).toBe(2), { timeout: 4000 });
    act(() => runtime.ship.getState().setStep(4));
    await resumeInAccount({ ...savedSearch, id: 'search-other', savedSearchId: 8 });
    const notice = (
      await screen.findByText(
        'You resumed a search from your account. Opening it leaves what you entered here.',
      )
    ).closest('.bs-notice') as HTMLElement;
    await user.click(within(notice).getByRole('button', { name: /close|dismiss/i }));
    expect(screen.queryByRole('button', { name: 'Open that search' })).toBe(null);
    expect(api.requestsTo('POST /api/Rates')).toHaveLength(1);
    expect(runtime.ship.getState().search).toMatchObject({ step: 4, id: 'search-saved' });
  });
});
