import { searchLandedCostRequest } from '@bikeship/core/rules';
import type { PaymentRequest } from '@bikeship/core/schemas';
import { fileCurrentLandedCost } from '@bikeship/core/stores';
import { ShopRuntimeProvider } from '@bikeship/ui';
import { act, render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  enterAsGuest,
  orderableFees,
  orderableSearch,
  orderHandlers,
  seedSearch,
} from '../../testing/fixtures/order';
import { paymentHandlers } from '../../testing/fixtures/payment';
import { createTestRuntime } from '../../testing/renderQuote';
import PaymentStep from './PaymentStep';

/** Step 5 for a guest on Boulder → Vancouver, its landed cost filed as the costs step left it. */
function renderInternational() {
  const { runtime, api } = createTestRuntime({ ...paymentHandlers(), ...orderHandlers() });
  enterAsGuest(runtime);
  seedSearch(
    runtime,
    orderableSearch({ international: true }),
    orderableFees({ international: true }),
  );
  render(
    <ShopRuntimeProvider runtime={runtime}>
      <PaymentStep />
    </ShopRuntimeProvider>,
  );
  return { runtime, api, user: userEvent.setup() };
}

describe('payment step: the fees of an international order (quote §3 fees, §5, §7)', () => {
  it('shows the filed clearance fee and pays the fee list with it, as the server prices it', async () => {
    const { api, user } = renderInternational();
    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(
      within(summary).getByText('Duties and taxes (clearance fee)').nextElementSibling?.textContent,
    ).toBe('$41.10');
    // $120.50 + $5 pickup + $41.10 clearance + $30 protection.
    const pay = screen.getByRole('button', { name: 'Pay $196.60' });
    await user.type(await screen.findByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/35');
    await user.type(screen.getByLabelText('Security code'), '123');
    await user.click(pay);
    await screen.findByRole('heading', { name: /your order is placed/ });
    const [body] = api
      .requestsTo('POST /api/Order/payment')
      .map((request) => request.body as PaymentRequest);
    expect(body).toMatchObject({ total: 196.6, fees: orderableFees({ international: true }) });
  });

  it('a landed cost filed for another request than the search now asks is not charged', () => {
    const { runtime } = renderInternational();
    const search = orderableSearch({ international: true });
    const request = searchLandedCostRequest(search, 0);
    if (!request) throw new Error('an international stage asks a landed cost');
    const stale = { ...request, shippingCharge: request.shippingCharge + 10 };
    const answer = { success: true, clearanceFee: 99, packages: [] };
    // Filed anyway (a late answer), it is not what the search asks now: nothing changes.
    act(() => {
      runtime.ship
        .getState()
        .fileLandedCost(0, stale, { kind: 'accepted', answer, clearanceFee: 99 });
    });
    expect(screen.getByRole('button', { name: 'Pay $196.60' })).toBeTruthy();
    expect(fileCurrentLandedCost(runtime.ship, 0, stale, { kind: 'failed', answer })).toBe(false);
  });
});
