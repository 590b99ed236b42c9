import { userSchema } from '@bikeship/core/schemas';
import { ShopRuntimeProvider } from '@bikeship/ui';
import { act, render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { QuoteRuntime } from '../../runtime/quoteRuntime';
import type { FakeRequest } from '../../testing/fakeApi';
import { signIn } from '../../testing/fixtures/order';
import { CUSTOMER_CREDIT, CUSTOMER_DISCOUNT, SAVED_CARDS } from '../../testing/fixtures/payment';
import { createTestRuntime } from '../../testing/renderQuote';
import { useCustomerPayment } from './useCustomerPayment';

/** Bob's saved Mastercard, answered only when the test lets it through. */
const BOB_CARD = {
  id: 'pm_test_bob',
  brand: 'mastercard',
  last4: '5454',
  expMonth: 1,
  expYear: 2030,
};

function signInBob(runtime: QuoteRuntime): void {
  runtime.session.getState().startRegisteredSession({
    token: 'token-bob',
    user: userSchema.parse({
      id: 'user-bob',
      firstName: 'Bob',
      lastName: 'Spoke',
      email: 'bob@example.com',
      roles: ['Customer'],
      exp: Math.floor(Date.now() / 1000) + 3600,
    }),
  });
}

/** The saved cards as the payment step lists them. */
function Cards() {
  const { registered, cards } = useCustomerPayment();
  if (!registered) return <p>guest</p>;
  return <p>{cards.map((card) => `${card.brand} ${card.last4}`).join(', ') || 'no saved cards'}</p>;
}

/** A wizard whose API answers each customer's own cards; Bob's wait for `releaseBob`. */
function cardsWizard() {
  let releaseBob: () => void = () => {};
  const bobAnswered = new Promise<void>((resolve) => {
    releaseBob = resolve;
  });
  const { runtime, api } = createTestRuntime({
    'GET /api/Stripe/get-payment-methods': async (request: FakeRequest) => {
      if (request.headers.get('authorization') !== 'Bearer token-bob') return SAVED_CARDS;
      await bobAnswered;
      return [BOB_CARD];
    },
    'GET /api/Stripe/get-customer-discount': () => CUSTOMER_DISCOUNT,
    'GET /api/Stripe/get-customer-balance': () => CUSTOMER_CREDIT,
  });
  const show = () =>
    render(
      <ShopRuntimeProvider runtime={runtime}>
        <Cards />
      </ShopRuntimeProvider>,
    );
  return { runtime, api, show, releaseBob };
}

describe('useCustomerPayment: saved cards', () => {
  it('never shows one customer’s cards to the next one signed in on the same wizard', async () => {
    const { runtime, show, releaseBob } = cardsWizard();
    signIn(runtime);
    show();
    expect(await screen.findByText('visa 4242')).toBeTruthy();
    act(() => signInBob(runtime));
    expect(screen.getByText('no saved cards')).toBeTruthy();
    releaseBob();
    expect(await screen.findByText('mastercard 5454')).toBeTruthy();
  });

  it('asks again each time the step opens, so a card saved with an order is listed', async () => {
    const { runtime, api, show } = cardsWizard();
    signIn(runtime);
    const first = show();
    expect(await screen.findByText('visa 4242')).toBeTruthy();
    first.unmount();
    show();
    expect(await screen.findByText('visa 4242')).toBeTruthy();
    expect(api.requestsTo('GET /api/Stripe/get-payment-methods')).toHaveLength(2);
  });

  it('asks nothing for a guest', () => {
    const { api, show } = cardsWizard();
    show();
    expect(screen.getByText('guest')).toBeTruthy();
    expect(api.requestsTo('GET /api/Stripe/get-payment-methods')).toHaveLength(0);
  });
});
