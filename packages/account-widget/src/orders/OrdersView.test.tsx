import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { eventsOf, renderAccount } from '../testing/renderAccount';
import { OCTOBER_ORDER, PAID_ORDER, signedInStorages } from './ordersFixtures';

const HISTORY = {
  // The API answers the months oldest first; the client turns them newest first (quote §7).
  'GET /api/Order/dates': () => ({
    status: 200,
    json: [
      { year: 2026, month: 10 },
      { year: 2026, month: 11 },
    ],
  }),
  'GET /api/Order/recent': () => ({ status: 200, json: [PAID_ORDER, OCTOBER_ORDER] }),
  'GET /api/Order/get': () => ({ status: 200, json: [OCTOBER_ORDER] }),
};

const renderOrders = (routes = {}) =>
  renderAccount('orders', routes, { storages: signedInStorages() });

describe('view="orders": the order history (quote §7)', () => {
  it('lists the most recent orders, asking for three', async () => {
    const { api } = renderOrders(HISTORY);
    const recent = await screen.findByRole('region', { name: 'Most recent' });
    await within(recent).findByText('Order #1042');
    expect(within(recent).getByText('Order #977')).toBeDefined();
    expect(within(recent).getByText('$182.50')).toBeDefined();
    const asked = api.requests.find((request) => request.path === '/api/Order/recent');
    expect(asked?.query.get('num')).toBe('3');
  });

  it('says in the list that an order was cancelled or refunded, as its details do', async () => {
    renderOrders({
      ...HISTORY,
      'GET /api/Order/recent': () => ({
        status: 200,
        json: [
          { ...PAID_ORDER, status: 'paid' },
          { ...OCTOBER_ORDER, status: 'refunded' },
        ],
      }),
    });
    const recent = await screen.findByRole('region', { name: 'Most recent' });
    const [paid, refunded] = await within(recent).findAllByRole('listitem');
    expect(within(paid as HTMLElement).getByText('Status: Paid')).toBeDefined();
    expect(within(refunded as HTMLElement).getByText('Status: Refunded')).toBeDefined();
  });

  it('lists the months with orders newest first; choosing one lists its orders', async () => {
    const { api } = renderOrders(HISTORY);
    const months = await screen.findByRole('region', { name: 'Orders by month' });
    await within(months).findByRole('button', { name: 'November 2026' });
    expect(
      within(months)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['November 2026', 'October 2026']);
    await userEvent.click(within(months).getByRole('button', { name: 'October 2026' }));
    expect(
      within(months).getByRole('button', { name: 'October 2026' }).getAttribute('aria-pressed'),
    ).toBe('true');
    const ofMonth = await screen.findByRole('region', { name: 'Orders of October 2026' });
    await within(ofMonth).findByText('Order #977');
    const asked = api.requests.find((request) => request.path === '/api/Order/get');
    expect(asked?.query.get('month')).toBe('10');
    expect(asked?.query.get('year')).toBe('2026');
  });

  it('says so when there are no orders yet', async () => {
    renderOrders({
      'GET /api/Order/dates': () => ({ status: 200, json: [] }),
      'GET /api/Order/recent': () => ({ status: 200, json: [] }),
    });
    expect(await screen.findByText('You have no orders yet.')).toBeDefined();
    expect(await screen.findByText('No months with orders yet.')).toBeDefined();
  });

  it('links each order to its details: view="order" with the order\'s id', async () => {
    const { events } = renderOrders({
      ...HISTORY,
      'GET /api/Order/detail': () => ({ status: 200, json: PAID_ORDER }),
    });
    const views = eventsOf(events, 'bikeship:view');
    const recent = await screen.findByRole('region', { name: 'Most recent' });
    await userEvent.click(await within(recent).findByRole('button', { name: 'View order #1042' }));
    expect(await screen.findByRole('heading', { name: 'Order #1042' })).toBeDefined();
    expect(await screen.findByRole('region', { name: /^Stage 1/ })).toBeDefined();
    expect(views).toEqual([{ view: 'order', previousView: 'orders' }]);
  });
});

describe('view="orders" for a visitor who is not signed in', () => {
  it('asks them to log in, in place, and asks the API for no orders', async () => {
    const { api } = renderAccount('orders');
    expect(await screen.findByText('Log in to see your orders.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Most recent' })).toBeNull());
    expect(api.requests.filter((request) => request.path.startsWith('/api/Order'))).toEqual([]);
  });
});
