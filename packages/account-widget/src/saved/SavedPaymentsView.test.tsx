import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAccount } from '../testing/renderAccount';
import { signedInStorages } from './signedInStorages';

const VISA = { id: 'pm_1', brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030 };
const AMEX = { id: 'pm_2', brand: 'amex', last4: '0005', expMonth: 11, expYear: 2031 };
const LIST = 'GET /api/Stripe/get-payment-methods';

describe('Saved Payment Methods (shell §2 /yourpayments; quote §7 payment methods)', () => {
  it('lists the saved cards with their expiry', async () => {
    renderAccount(
      'payments',
      { [LIST]: () => ({ status: 200, json: [VISA, AMEX] }) },
      {
        storages: signedInStorages(),
      },
    );
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Visa ending 4242Expires 04/2030'),
      expect.stringContaining('Amex ending 0005Expires 11/2031'),
    ]);
  });

  it('says when there are none', async () => {
    renderAccount(
      'payments',
      { [LIST]: () => ({ status: 200, json: [] }) },
      {
        storages: signedInStorages(),
      },
    );
    expect(await screen.findByText(/You have no saved cards/)).toBeDefined();
  });

  it('removes a card (DELETE detach-payment-method), drops it from the list, and focuses the heading', async () => {
    const { api } = renderAccount(
      'payments',
      {
        [LIST]: () => ({ status: 200, json: [VISA, AMEX] }),
        'DELETE /api/Stripe/detach-payment-method/pm_1': () => ({ success: true }),
      },
      { storages: signedInStorages() },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Visa ending 4242' }));
    await waitFor(() => expect(screen.queryByText('Visa ending 4242')).toBeNull());
    expect(screen.getByText('Amex ending 0005')).toBeDefined();
    expect(api.requests.some((seen) => seen.method === 'DELETE')).toBe(true);
    // The button left with its card: the focus is on the list's heading, not the page's body.
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Saved Payment Methods' }),
    );
  });

  it('keeps a card the server could not remove, saying so beside it (quote §8)', async () => {
    renderAccount(
      'payments',
      {
        [LIST]: () => ({ status: 200, json: [VISA] }),
        'DELETE /api/Stripe/detach-payment-method/pm_1': () => ({ status: 500, json: {} }),
      },
      { storages: signedInStorages() },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Visa ending 4242' }));
    const item = screen.getByRole('listitem');
    expect((await within(item).findByRole('alert')).textContent).toBe(
      'Visa ending 4242 could not be removed. Please try again.',
    );
  });

  it('signed out: says the page needs a login and links to it (shell §6)', async () => {
    const { api } = renderAccount('payments');
    expect(await screen.findByText('Log in to see this page.')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeDefined();
    expect(api.requests.filter((seen) => seen.path.includes('payment'))).toHaveLength(0);
  });
});
