import { ShopRuntimeProvider } from '@bikeship/ui';
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  enterAsGuest,
  orderableFees,
  orderableSearch,
  orderHandlers,
  seedSearch,
} from '../../testing/fixtures/order';
import { paymentHandlers, STRIPE_CONFIG } from '../../testing/fixtures/payment';
import { createTestRuntime } from '../../testing/renderQuote';
import PaymentStep from './PaymentStep';

/** A stand-in for Stripe.js: Elements mounts a card; the card becomes a payment method id. */
const card = { mount: vi.fn(), on: vi.fn(), destroy: vi.fn() };
const stripe = {
  elements: vi.fn(() => ({ create: vi.fn(() => card) })),
  createPaymentMethod: vi.fn(async () => ({ paymentMethod: { id: 'pm_from_stripe_elements' } })),
  handleNextAction: vi.fn(),
};
const { loadStripe } = vi.hoisted(() => ({ loadStripe: vi.fn() }));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe }));

beforeEach(() => {
  loadStripe.mockReset();
  loadStripe.mockResolvedValue(stripe);
  card.mount.mockClear();
});

/**
 * Step 5 on a server with Stripe. Stripe.js is loaded once per publishable key for the page's
 * life (loadStripeOnce), so a test that needs a fresh load uses a key of its own.
 */
function renderWithStripe(publishableKey = STRIPE_CONFIG.publishableKey) {
  const { runtime, api } = createTestRuntime({
    ...paymentHandlers({ ...STRIPE_CONFIG, publishableKey }),
    ...orderHandlers(),
  });
  enterAsGuest(runtime);
  seedSearch(runtime, orderableSearch(), orderableFees());
  render(
    <ShopRuntimeProvider runtime={runtime}>
      <PaymentStep />
    </ShopRuntimeProvider>,
  );
  return { runtime, api };
}

describe('payment step with a Stripe publishable key (Stripe Elements)', () => {
  it('loads Stripe.js with the key when the step opens, mounts the card and shows no test form', async () => {
    renderWithStripe();
    await waitFor(() => expect(loadStripe).toHaveBeenCalledWith('pk_test_bikeship'));
    await waitFor(() => expect(card.mount).toHaveBeenCalled());
    expect(screen.getByRole('group', { name: 'Card' })).toBeTruthy();
    expect(screen.queryByText('Test mode — no real card is charged')).toBeNull();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it("pays with the payment method Stripe made of the card (the server charges Stripe's id)", async () => {
    const user = userEvent.setup();
    const { api } = renderWithStripe();
    await waitFor(() => expect(card.mount).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Pay $119.50' }));
    await screen.findByRole('heading', { name: /your order is placed/ });
    const [payment] = api.requestsTo('POST /api/Order/payment');
    expect(payment?.body).toMatchObject({ nonce: 'pm_from_stripe_elements' });
  });

  it('when Stripe.js does not load, says so and loads it again on request', async () => {
    const user = userEvent.setup();
    loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    renderWithStripe('pk_test_offline_first');
    const retry = await screen.findByRole('button', { name: 'Load card entry again' });
    await user.click(retry);
    await waitFor(() => expect(loadStripe).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(card.mount).toHaveBeenCalled());
    expect(screen.queryByText('Card entry did not load')).toBeNull();
  });
});
