import { RESUME_REQUEST_STORAGE_KEY, SESSION_STORAGE_KEY } from '@bikeship/core/constants';
import { render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AccountWidget } from '../account/AccountWidget';
import { eventsOf, FAKE_API_BASE, fakeAuthApi, renderAccount } from '../testing/renderAccount';
import { signedInStorages } from './signedInStorages';

const record = (id: number, from: string, to: string) => ({
  searchDate: '2026-11-20T10:00:00Z',
  savedSearchId: id,
  savedSearchCode: `code-${id}`,
  from: { city: from },
  to: { city: to },
  serializedSearchData: JSON.stringify({ id: `search-${id}`, step: 2 }),
});
const PAGE = 'GET /api/SavedSearch/paged';
const page =
  (...records: ReturnType<typeof record>[]) =>
  () => ({
    value: { savedSearches: records, total: records.length },
  });

describe('Recent Searches (shell §2 /yoursearches; quote §7 saved searches)', () => {
  it('lists the saved searches, leaving out one that no longer reads as a search', async () => {
    const unreadable = { ...record(3, 'Nowhere', 'Void'), serializedSearchData: '{"x":1}' };
    const { api } = renderAccount(
      'searches',
      { [PAGE]: page(record(1, 'Boulder', 'Bend'), record(2, 'Denver', 'Moab'), unreadable) },
      { storages: signedInStorages() },
    );
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/→/).textContent)).toEqual([
      'Boulder → Bend',
      'Denver → Moab',
    ]);
    expect(api.requests.find((seen) => seen.path === '/api/SavedSearch/paged')).toBeDefined();
  });

  it('says when there are none', async () => {
    renderAccount('searches', { [PAGE]: page() }, { storages: signedInStorages() });
    expect(await screen.findByText(/You have no saved searches yet/)).toBeDefined();
  });

  it('a failed load says so with Try again (quote §8)', async () => {
    let calls = 0;
    renderAccount(
      'searches',
      {
        [PAGE]: () => {
          calls += 1;
          return calls === 1 ? { status: 500, json: {} } : page(record(1, 'Boulder', 'Bend'))();
        },
      },
      { storages: signedInStorages() },
    );
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Boulder → Bend')).toBeDefined();
  });

  it('deletes a search (DELETE /api/SavedSearch/{id}) and focuses the list heading', async () => {
    renderAccount(
      'searches',
      {
        [PAGE]: page(record(1, 'Boulder', 'Bend'), record(2, 'Denver', 'Moab')),
        'DELETE /api/SavedSearch/1': () => ({ success: true }),
      },
      { storages: signedInStorages() },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Boulder → Bend' }));
    await waitFor(() => expect(screen.queryByText('Boulder → Bend')).toBeNull());
    expect(screen.getByText('Denver → Moab')).toBeDefined();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Recent Searches' }));
  });

  it('keeps a search the server could not delete, saying so beside it', async () => {
    renderAccount(
      'searches',
      {
        [PAGE]: page(record(1, 'Boulder', 'Bend')),
        'DELETE /api/SavedSearch/1': () => ({ status: 500, json: {} }),
      },
      { storages: signedInStorages() },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Boulder → Bend' }));
    const item = screen.getByRole('listitem');
    expect((await within(item).findByRole('alert')).textContent).toBe(
      'This search could not be deleted. Please try again.',
    );
    expect(within(item).getByText('Boulder → Bend')).toBeDefined();
  });

  it('Resume makes the search the session’s active search, asks the page’s wizard to open it, and tells the page (quote §2)', async () => {
    const { events, storages } = renderAccount(
      'searches',
      { [PAGE]: page(record(1, 'Boulder', 'Bend')) },
      { storages: signedInStorages() },
    );
    const resumed = eventsOf<{ searchId: number }>(events, 'bikeship:resume');
    await userEvent.click(await screen.findByRole('button', { name: 'Resume Boulder → Bend' }));
    await waitFor(() => expect(resumed).toEqual([{ searchId: 1 }]));
    const stored = JSON.parse(storages.local.getItem(SESSION_STORAGE_KEY) ?? '{}');
    expect(stored.session.activeSearch).toBe('search-1');
    expect(stored.session.searches[0]).toMatchObject({
      id: 'search-1',
      step: 2,
      savedSearchId: 1,
      savedSearchCode: 'code-1',
    });
    // In the tab's storage, where the page's <bikeship-quote> reads it and other tabs do not.
    expect(JSON.parse(storages.tab.getItem(RESUME_REQUEST_STORAGE_KEY) ?? '{}')).toMatchObject({
      searchId: 'search-1',
    });
  });

  it('signed out: says the page needs a login', async () => {
    renderAccount('searches');
    expect(await screen.findByText('Log in to see this page.')).toBeDefined();
  });
});

describe('Resume with a ship-page (the page with <bikeship-quote>)', () => {
  it('opens that page once the search is the active one', async () => {
    const opened: string[] = [];
    const api = fakeAuthApi({ [PAGE]: page(record(1, 'Boulder', 'Bend')) });
    const storages = signedInStorages();
    render(
      <AccountWidget
        view="searches"
        options={{
          apiBase: FAKE_API_BASE,
          fetch: api.fetch,
          storages,
          openPage: (url) => opened.push(url),
          settings: { locale: 'en-US', shipPage: '/examples/quote.html' },
        }}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Resume Boulder → Bend' }));
    await waitFor(() => expect(opened).toEqual(['/examples/quote.html']));
    const stored = JSON.parse(storages.local.getItem(SESSION_STORAGE_KEY) ?? '{}');
    expect(stored.session.activeSearch).toBe('search-1');
  });
});
