import type { LandedCostResponse, PaymentRequest, Search, StageFees } from '@bikeship/core/schemas';
import {
  addTranslation,
  cardEntryMessages,
  LocaleProvider,
  ShopRuntimeProvider,
} from '@bikeship/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuoteWidgetEventDetail } from '../../elements/widgetEvents';
import type { QuoteSettings } from '../../runtime/quoteRuntime';
import { answer, type FakeHandler } from '../../testing/fakeApi';
import { landedCostUnclassified } from '../../testing/fixtures/landedCost';
import {
  AUTHENTICATION_REQUIRED,
  enterAsGuest,
  GUEST_ORDER_KEY,
  ORDER_ID,
  ORDER_PLACED,
  orderableFees,
  orderableSearch,
  orderHandlers,
  priceChanged,
  seedSearch,
  signIn,
} from '../../testing/fixtures/order';
import { paymentHandlers, registeredCustomerHandlers } from '../../testing/fixtures/payment';
import { insuranceOptionRoute, insurancePresets } from '../../testing/fixtures/rates';
import { createTestRuntime } from '../../testing/renderQuote';
import PaymentStep from './PaymentStep';
import { paymentMessages } from './paymentMessages';
import { paymentStoreOf } from './paymentStoreOf';

/** Step 5 for Ada with a search ready to order: a guest unless `registered`. */
function renderPayment(
  options: {
    handlers?: Record<string, FakeHandler>;
    registered?: boolean;
    /** A guest the session does not know (quote §2 clears the guest when a search resumes). */
    unknownGuest?: boolean;
    settings?: Partial<QuoteSettings>;
    search?: Search;
    /** The fees the costs step left (its landed costs are filed for `search`). */
    fees?: StageFees[];
    /** What changed in the search after Costs estimated its duties (step 4's customs value). */
    changedAfterCosts?: Partial<Search>;
  } = {},
) {
  const { runtime, api, events } = createTestRuntime(
    { ...paymentHandlers(), ...orderHandlers(), ...options.handlers },
    options.settings,
  );
  if (options.registered) signIn(runtime);
  else if (!options.unknownGuest) enterAsGuest(runtime);
  seedSearch(runtime, options.search ?? orderableSearch(), options.fees ?? orderableFees());
  if (options.changedAfterCosts) runtime.ship.getState().updateSearch(options.changedAfterCosts);
  const seen: { name: string; detail: unknown }[] = [];
  for (const name of ['bikeship:order', 'bikeship:error']) {
    events.addEventListener(name, (event) =>
      seen.push({ name, detail: (event as CustomEvent).detail }),
    );
  }
  // In the runtime's locale, as the element gives it (wizard/QuoteWidget.tsx).
  const view = render(
    <LocaleProvider locale={runtime.settings.locale}>
      <ShopRuntimeProvider runtime={runtime}>
        <PaymentStep />
      </ShopRuntimeProvider>
    </LocaleProvider>,
  );
  return { ...view, runtime, api, seen };
}

/** Types a test card into the built-in form. */
async function enterCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  const field = await screen.findByLabelText('Card number');
  await user.clear(field);
  await user.type(field, number);
  const expiry = screen.getByLabelText('Expiry (MM/YY)');
  await user.clear(expiry);
  await user.type(expiry, '12/35');
  const cvc = screen.getByLabelText('Security code');
  await user.clear(cvc);
  await user.type(cvc, '123');
}

const paymentBodies = (api: ReturnType<typeof renderPayment>['api']) =>
  api.requestsTo('POST /api/Order/payment').map((request) => request.body as PaymentRequest);

describe('payment step: order summary and amounts (quote §3 Payment state, §5)', () => {
  it('shows each stage with its speed, fees and addresses, the box, and the total from the payment store', async () => {
    renderPayment();
    expect(screen.getByRole('heading', { level: 2, name: 'Payment' })).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(within(summary).getByText(/Stage 1: San Francisco, CA → Boulder, CO/)).toBeTruthy();
    expect(within(summary).getByText('Shipping (Ground)').nextElementSibling?.textContent).toBe(
      '$84.50',
    );
    expect(within(summary).getByText('Pickup fee').nextElementSibling?.textContent).toBe('$5.00');
    expect(within(summary).getByText('Premium protection').nextElementSibling?.textContent).toBe(
      '$30.00',
    );
    expect(within(summary).getByText('200 Folsom St')).toBeTruthy();
    expect(within(summary).getByText(/Road bike box: 54 × 8 × 30 in, 45 lb/)).toBeTruthy();
    const totals = screen.getByRole('region', { name: 'Total' });
    expect(within(totals).getByText('Shipping sub-total').nextElementSibling?.textContent).toBe(
      '$119.50',
    );
    expect(within(totals).getByText(/Total to pay/).textContent).toContain('$119.50');
    expect(screen.getByRole('button', { name: 'Pay $119.50' })).toBeTruthy();
    // The test gateway is configured: the test card form, with its notice and numbers.
    expect(await screen.findByText('Test mode — no real card is charged')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Use test card 4242 4242 4242 4242/ })).toBeTruthy();
  });

  it('each box says what it is covered for, not its declared value (bug: "declared $2,500.00" read as insured for that much)', async () => {
    const search = orderableSearch();
    const [roadBike] = search.boxes;
    if (!roadBike) throw new Error('the orderable search has a box');
    renderPayment({
      handlers: {
        'GET /api/Protection/insurance-presets': () => insurancePresets,
        'GET /api/Protection/insurance-option': insuranceOptionRoute,
      },
      search: {
        ...search,
        boxes: [
          { ...roadBike, marketValue: 2500, premiumProtection: { coverage: 2000, cost: 33.25 } },
          { ...roadBike, name: 'Gravel bike box', marketValue: 2500, premiumProtection: undefined },
        ],
      },
    });
    const boxes = within(screen.getByRole('region', { name: 'Your order' })).getAllByRole(
      'listitem',
    );
    // With premium protection: its coverage. Without: only the carrier's included $100.
    expect(boxes[0]?.textContent).toMatch(/^Road bike box: .*, covered up to \$2,000\.00$/);
    await waitFor(() =>
      expect(boxes[1]?.textContent).toMatch(
        /^Gravel bike box: .*, covered up to \$100\.00 \(no premium protection\)$/,
      ),
    );
    for (const box of boxes) expect(box.textContent).not.toMatch(/declared|\$2,500/);
  });

  it('a valid promotion code shows as a discount line and lowers the total', async () => {
    const user = userEvent.setup();
    const { api } = renderPayment();
    await user.type(screen.getByLabelText('Coupon or promotion code'), 'ride10');
    await user.click(screen.getByRole('button', { name: 'Apply code' }));
    const totals = screen.getByRole('region', { name: 'Total' });
    // 10 % of $119.50 is $11.95 (core discount rule); checked with the order total (quote §5).
    expect(
      (await within(totals).findByText('Promotion RIDE10')).nextElementSibling?.textContent,
    ).toBe('−$11.95');
    expect(within(totals).getByText(/Total to pay/).textContent).toContain('$107.55');
    const [check] = api.requestsTo('GET /api/Stripe/validate-promotion/ride10');
    expect(check?.query.get('orderTotal')).toBe('119.5');
  });

  it('an applied code can be removed, and the total is whole again', async () => {
    const user = userEvent.setup();
    renderPayment();
    await user.type(screen.getByLabelText('Coupon or promotion code'), 'ride10');
    await user.click(screen.getByRole('button', { name: 'Apply code' }));
    const totals = screen.getByRole('region', { name: 'Total' });
    await within(totals).findByText('Promotion RIDE10');
    await user.click(screen.getByRole('button', { name: 'Remove RIDE10' }));
    expect(within(totals).queryByText('Promotion RIDE10')).toBeNull();
    expect(within(totals).getByText(/Total to pay/).textContent).toContain('$119.50');
    expect(screen.getByLabelText('Coupon or promotion code')).toHaveProperty('value', '');
  });

  it('an invalid code says so under the field and changes nothing', async () => {
    const user = userEvent.setup();
    renderPayment();
    const field = screen.getByLabelText('Coupon or promotion code');
    await user.type(field, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply code' }));
    expect(await screen.findByText('“NOPE” is not a valid code for this order.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Total to pay/).textContent).toContain('$119.50');
  });

  it('the Buck up for bikes donation adds to the total and the PO number goes with the payment', async () => {
    const user = userEvent.setup();
    const { api } = renderPayment();
    await user.selectOptions(screen.getByLabelText('Buck up for bikes'), '5');
    expect(screen.getByText(/Total to pay/).textContent).toContain('$124.50');
    expect(screen.getByText('Buck up for bikes donation').nextElementSibling?.textContent).toBe(
      '$5.00',
    );
    await user.type(screen.getByLabelText('Purchase order number (optional)'), 'TEAM-42');
    await enterCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay $124.50' }));
    await screen.findByRole('heading', { name: /your order is placed/ });
    expect(paymentBodies(api)[0]).toMatchObject({
      total: 124.5,
      donation: 5,
      purchaseOrder: 'TEAM-42',
    });
  });
});

describe('payment step: paying (quote §4 order flow, §8; test cards)', () => {
  it('the Visa test card pays: temporary order, create-order, payment with the order key; bikeship:order with the order id', async () => {
    const user = userEvent.setup();
    const { api, runtime, seen } = renderPayment({ settings: { partner: 'bike-shop-1' } });
    await user.type(screen.getByLabelText('Purchase order number (optional)'), 'SHOP-7');
    await enterCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay $119.50' }));

    expect(await screen.findByRole('heading', { name: /your order is placed/ })).toBeTruthy();
    expect(screen.getByText(`Order #${ORDER_ID}`)).toBeTruthy();
    expect(screen.getByText(/ada@example.com/)).toBeTruthy();
    expect(seen).toEqual([
      {
        name: 'bikeship:order',
        detail: { orderId: ORDER_ID, total: 119.5, currency: 'USD', partner: 'bike-shop-1' },
      },
    ] satisfies { name: string; detail: QuoteWidgetEventDetail<'bikeship:order'> }[]);

    const calls = api.requests.map((request) => `${request.method} ${request.path}`);
    const placed = calls.indexOf('POST /api/Order');
    expect(calls.slice(placed)).toEqual([
      'POST /api/Order',
      'POST /api/Order/create-order',
      'POST /api/Order/payment',
    ]);
    const [temporary] = api.requestsTo('POST /api/Order');
    expect(temporary?.body).toMatchObject({
      shipMode: 1,
      stages: [{ stage: 1, rateCode: 3, fromAddress: { city: 'San Francisco' } }],
      packages: [{ category: 'BIKE', insideDescription: 'Road bike, pedals off' }],
      session: { profile: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Rider' } },
    });
    // The guest's order key proves the order on the later calls (services/orderAccess.ts).
    for (const route of ['POST /api/Order/create-order', 'POST /api/Order/payment']) {
      expect(api.requestsTo(route)[0]?.headers.get('X-Bikeship-Order-Key')).toBe(GUEST_ORDER_KEY);
    }
    // The element's partner goes with the order, which the server records it on.
    expect(temporary?.headers.get('X-Bikeship-Partner')).toBe('bike-shop-1');
    const [payment] = api.requestsTo('POST /api/Order/payment');
    expect(payment?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(payment?.body).toMatchObject({
      orderId: ORDER_ID,
      nonce: 'pm_card_visa',
      total: 119.5,
      discountAmount: 0,
      usedBalance: 0,
      fees: [{ stage: 1, baseFee: 84.5, pickupFee: 5, protectionFee: 30 }],
    });
    // The card number is never sent.
    for (const request of api.requests) {
      expect(JSON.stringify(request.body ?? {})).not.toMatch(/4242\s?4242/);
    }
    // After the order the payment state is flushed (quote §4); a bike shop keeps its PO.
    expect(paymentStoreOf(runtime).getState().stageCharges).toEqual([]);
    expect(paymentStoreOf(runtime).getState().PO).toBe('SHOP-7');
  });

  it('a declined card shows why in place; a retry with Visa pays under a new Idempotency-Key, on the same order', async () => {
    const user = userEvent.setup();
    const { api, seen } = renderPayment();
    await enterCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Pay $119.50' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your card was declined.');
    const cardField = screen.getByLabelText('Card number');
    expect(cardField.getAttribute('aria-invalid')).toBe('true');
    expect((cardField as HTMLInputElement).value).toBe('4000 0000 0000 0002');
    expect(seen).toEqual([
      {
        name: 'bikeship:error',
        detail: { code: 'card_declined', message: 'Your card was declined.', step: 5 },
      },
    ]);

    await enterCard(user, '4242 4242 4242 4242');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay $119.50' }));
    await screen.findByRole('heading', { name: /your order is placed/ });

    const payments = api.requestsTo('POST /api/Order/payment');
    expect(payments.map((request) => (request.body as PaymentRequest).nonce)).toEqual([
      'pm_card_chargeDeclined',
      'pm_card_visa',
    ]);
    const keys = payments.map((request) => request.headers.get('Idempotency-Key'));
    expect(new Set(keys).size).toBe(2);
    // One order, paid once.
    expect(api.requestsTo('POST /api/Order')).toHaveLength(1);
    expect(api.requestsTo('POST /api/Order/create-order')).toHaveLength(1);
    expect(seen.filter((event) => event.name === 'bikeship:order')).toHaveLength(1);
  });

  it('after a payment that got no clear answer (a 503), Pay again repeats the same attempt under its key: no second charge', async () => {
    const user = userEvent.setup();
    let answers = 0;
    const { api } = renderPayment({
      handlers: {
        'POST /api/Order/payment': () => {
          answers += 1;
          return answers === 1
            ? answer(503, { message: 'The server is restarting' })
            : ORDER_PLACED;
        },
      },
    });
    await enterCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay $119.50' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'you will not be charged twice',
    );
    await user.click(screen.getByRole('button', { name: 'Pay $119.50' }));
    await screen.findByRole('heading', { name: /your order is placed/ });
    const [first, second] = api.requestsTo('POST /api/Order/payment');
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
    expect(second?.body).toEqual(first?.body);
    expect(api.requestsTo('POST /api/Order')).toHaveLength(1);
  });

  it('a double click on Pay sends one payment', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { api } = renderPayment({
      handlers: {
        'POST /api/Order/payment': async () => {
          await answered;
          return ORDER_PLACED;
        },
      },
    });
    await enterCard(user, '4242 4242 4242 4242');
    const pay = screen.getByRole('button', { name: 'Pay $119.50' });
    await user.dblClick(pay);
    await user.click(pay);
    await waitFor(() => expect(api.requestsTo('POST /api/Order/payment')).toHaveLength(1));
    expect(pay.hasAttribute('disabled')).toBe(true);
    release();
    await screen.findByRole('heading', { name: /your order is placed/ });
    expect(api.requestsTo('POST /api/Order/payment')).toHaveLength(1);
    expect(api.requestsTo('POST /api/Order')).toHaveLength(1);
  });

  it("a 409 shows the server's total in the customer's words; confirming pays exactly that under a new key", async () => {
    const user = userEvent.setup();
    const serverFees = orderableFees().map((fees) => ({ ...fees, baseFee: 96.25 }));
    let answers = 0;
    const { api, seen } = renderPayment({
      handlers: {
        'POST /api/Order/payment': () => {
          answers += 1;
          return answers === 1 ? priceChanged(131.25, serverFees) : ORDER_PLACED;
        },
      },
    });
    await enterCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay $119.50' }));

    // Said to the customer in their words — the total they saw and the new one — not the
    // server's ("…differ from the server's"), and in sentences.
    const notice = await screen.findByText('The price changed');
    expect(notice.parentElement?.textContent).toContain(
      'It was $119.50 when you saw it. The total is now $131.25. Check it, then confirm to pay it.',
    );
    expect(notice.parentElement?.textContent).not.toContain('server');
    await user.click(screen.getByRole('button', { name: 'Confirm and pay $131.25' }));
    await screen.findByRole('heading', { name: /your order is placed/ });

    const [first, second] = api.requestsTo('POST /api/Order/payment');
    const [, confirmed] = paymentBodies(api);
    expect(confirmed?.total).toBe(131.25);
    expect(confirmed?.fees[0]?.baseFee).toBe(96.25);
    expect(second?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'));
    expect(seen.at(-1)).toEqual({
      name: 'bikeship:order',
      detail: { orderId: ORDER_ID, total: 131.25, currency: 'USD', partner: null },
    });
  });

  it('the 3-D Secure test card opens the test challenge; completing it pays the same attempt', async () => {
    const user = userEvent.setup();
    let authenticated = false;
    const { api } = renderPayment({
      handlers: {
        'POST /api/Order/payment': () => (authenticated ? ORDER_PLACED : AUTHENTICATION_REQUIRED),
        'POST /api/payments/test-authentication': () => {
          authenticated = true;
          return ORDER_PLACED;
        },
      },
    });
    await enterCard(user, '4000 0027 6000 3184');
    await user.click(screen.getByRole('button', { name: 'Pay $119.50' }));
    const dialog = await screen.findByRole('dialog', { name: /test 3-D Secure/ });
    await user.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
    await screen.findByRole('heading', { name: /your order is placed/ });

    expect(api.requestsTo('POST /api/payments/test-authentication')[0]?.body).toEqual({
      clientSecret: 'pi_test_3ds_secret_abc',
      outcome: 'complete',
    });
    const [asked, settled] = api.requestsTo('POST /api/Order/payment');
    expect(settled?.headers.get('Idempotency-Key')).toBe(asked?.headers.get('Idempotency-Key'));
  });

  it('failing the test challenge shows why; nothing is charged and the customer can pay again', async () => {
    const user = userEvent.setup();
    renderPayment({
      handlers: {
        'POST /api/Order/payment': (request) =>
          (request.body as PaymentRequest).nonce === 'pm_card_visa'
            ? ORDER_PLACED
            : AUTHENTICATION_REQUIRED,
        'POST /api/payments/test-authentication': () => ({
          status: 402,
          json: {
            success: false,
            message: 'We are unable to authenticate your payment method.',
            code: 'payment_intent_authentication_failure',
          },
        }),
      },
    });
    await enterCard(user, '4000 0027 6000 3184');
    await user.click(screen.getByRole('button', { name: 'Pay $119.50' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Fail authentication' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We are unable to authenticate your payment method.',
    );
    await enterCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay $119.50' }));
    expect(await screen.findByRole('heading', { name: /your order is placed/ })).toBeTruthy();
  });

  it('says in place when card payments cannot be set up, and asks again on request', async () => {
    const user = userEvent.setup();
    let asked = 0;
    const { seen } = renderPayment({
      handlers: {
        'GET /api/payments/config': () => {
          asked += 1;
          return asked === 1
            ? { status: 503, json: { message: 'Unavailable' } }
            : paymentHandlers()['GET /api/payments/config']();
        },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Card payments are not available right now',
    );
    expect(seen).toEqual([
      {
        name: 'bikeship:error',
        detail: {
          code: 'payments_unavailable',
          message: 'Card payments are not available right now',
          step: 5,
        },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Pay pressed in the same moment as the last keystroke pays with the card as typed (bug: the check read the card of an older render and the payment hung)', async () => {
    const user = userEvent.setup();
    const { api } = renderPayment();
    await enterCard(user, '4242 4242 4242 4242');
    const cvc = screen.getByLabelText('Security code');
    await user.clear(cvc);
    await user.type(cvc, '12');
    // One act: the last keystroke and the click land before that keystroke's render and effects.
    act(() => {
      fireEvent.input(cvc, { target: { value: '123' } });
      fireEvent.click(screen.getByRole('button', { name: 'Pay $119.50' }));
    });
    await screen.findByRole('heading', { name: /your order is placed/ });
    expect(paymentBodies(api).map((body) => body.nonce)).toEqual(['pm_card_visa']);
  });

  it('refuses a number that is not a test card in place, and sends nothing', async () => {
    const user = userEvent.setup();
    const { api } = renderPayment();
    await enterCard(user, '4111 1111 1111 1111');
    await user.click(screen.getByRole('button', { name: 'Pay $119.50' }));
    expect(
      // The test card numbers are listed above the fields: the message points there.
      await screen.findByText('In test mode only the test card numbers above are accepted.'),
    ).toBeTruthy();
    expect(api.requestsTo('POST /api/Order')).toHaveLength(0);
    expect(api.requestsTo('POST /api/Order/payment')).toHaveLength(0);
  });
});

describe('payment step: a registered customer (quote §6) and an event coupon', () => {
  it('shows their discount and credit, and pays with a saved card without an order key', async () => {
    const user = userEvent.setup();
    const { api } = renderPayment({
      registered: true,
      handlers: {
        ...registeredCustomerHandlers,
        'POST /api/Order': () => ({ id: ORDER_ID }),
      },
    });
    const totals = screen.getByRole('region', { name: 'Total' });
    // $10 coupon (minimum $50 met) and $15 credit off $119.50 (core rules): $94.50.
    expect((await within(totals).findByText('Your discount')).nextElementSibling?.textContent).toBe(
      '−$10.00',
    );
    expect(
      (await within(totals).findByText('Account credit')).nextElementSibling?.textContent,
    ).toBe('−$15.00');
    expect(within(totals).getByText(/Total to pay/).textContent).toContain('$94.50');

    await user.click(await screen.findByLabelText('Visa ending 4242, expires 12/2028'));
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay $94.50' }));
    await screen.findByRole('heading', { name: /your order is placed/ });

    const [payment] = api.requestsTo('POST /api/Order/payment');
    expect(payment?.headers.get('X-Bikeship-Order-Key')).toBeNull();
    expect(payment?.headers.get('authorization')).toBe('Bearer token-ada');
    expect(payment?.body).toMatchObject({
      nonce: 'pm_test_saved_visa',
      total: 94.5,
      discountAmount: 10,
      usedBalance: 1500,
      StripeDiscount: { id: 'coupon_test_team' },
    });
  });

  it("an event's coupon is filled in and applied", async () => {
    renderPayment({
      settings: { eventCode: 'cascade-gran-fondo' },
      handlers: {
        'GET /api/BicycleEvent/byurlcode/:code': () => ({
          eventId: 1,
          name: 'Cascade Gran Fondo',
          urlCode: 'cascade-gran-fondo',
          couponCode: 'RIDE10',
        }),
      },
    });
    const field = (await screen.findByDisplayValue('RIDE10')) as HTMLInputElement;
    expect(field.id).toBe(screen.getByLabelText('Coupon or promotion code').id);
    expect(await screen.findByText('Promotion RIDE10')).toBeTruthy();
  });
});

describe('payment step: what a customer can trust', () => {
  it('a paid search is done: the order and "Ship something else", nothing that pays again', async () => {
    const user = userEvent.setup();
    const { runtime, api } = renderPayment();
    await enterCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay $119.50' }));
    await screen.findByRole('heading', { name: /your order is placed/ });
    expect(screen.queryByRole('button', { name: /Pay|Back/ })).toBeNull();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Ship something else',
    ]);
    // No route back into the steps of the paid search, whoever asks for one.
    act(() => runtime.ship.getState().setStep(4));
    expect(runtime.ship.getState().search.step).toBe(5);
    expect(screen.getByRole('heading', { name: /your order is placed/ })).toBeTruthy();
    // The same trip again is a new search.
    const paidSearch = runtime.ship.getState().search.id;
    await user.click(screen.getByRole('button', { name: 'Ship something else' }));
    expect(runtime.ship.getState().search).toMatchObject({ step: 1, trips: [] });
    expect(runtime.ship.getState().search.id).not.toBe(paidSearch);
    expect(api.requestsTo('POST /api/Order/payment')).toHaveLength(1);
  });

  it('the confirmation says only what the server does: the confirmation mail, with the labels attached', async () => {
    const user = userEvent.setup();
    renderPayment();
    await enterCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay $119.50' }));
    await screen.findByRole('heading', { name: /your order is placed/ });
    const next = screen.getByRole('list');
    expect(next.textContent).toContain(
      `We have emailed the confirmation of order #${ORDER_ID} to ada@example.com.`,
    );
    expect(next.textContent).toContain('Your shipping labels are attached to that email');
    expect(next.textContent).not.toMatch(/your account/i);
  });

  it('a guest the session no longer knows (a resumed search) gives name and email on Payment, not by going back to step 1', async () => {
    const user = userEvent.setup();
    const { api, runtime } = renderPayment({ unknownGuest: true });
    const details = screen.getByRole('group', { name: 'Your details' });
    await enterCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay $119.50' }));
    // Told beside the fields, the first focused; nothing sent.
    expect(within(details).getByText('Enter your first name.')).toBeTruthy();
    await waitFor(() =>
      expect(within(details).getByRole('textbox', { name: /First name/ })).toBe(
        document.activeElement,
      ),
    );
    expect(api.requestsTo('POST /api/Order')).toHaveLength(0);
    await user.type(within(details).getByRole('textbox', { name: /First name/ }), 'Ana');
    await user.type(within(details).getByRole('textbox', { name: /Last name/ }), 'Rider');
    await user.type(within(details).getByRole('textbox', { name: /Email/ }), ' ana@example.com ');
    await user.click(screen.getByRole('button', { name: 'Pay $119.50' }));
    await screen.findByRole('heading', { name: /your order is placed/ });
    const [temporary] = api.requestsTo('POST /api/Order');
    expect(JSON.stringify(temporary?.body)).toContain('ana@example.com');
    expect(runtime.session.getState().guestName).toEqual({ firstName: 'Ana', lastName: 'Rider' });
    expect(screen.getByRole('list').textContent).toContain('to ana@example.com.');
  });

  it('a known guest is not asked for name and email again', () => {
    renderPayment();
    expect(screen.queryByRole('group', { name: 'Your details' })).toBeNull();
  });

  it('a payment the bank settled after 3-D Secure is confirmed by mail too, like every paid order', async () => {
    const user = userEvent.setup();
    let authenticated = false;
    renderPayment({
      handlers: {
        'POST /api/Order/payment': () => (authenticated ? ORDER_PLACED : AUTHENTICATION_REQUIRED),
        'POST /api/payments/test-authentication': () => {
          authenticated = true;
          return ORDER_PLACED;
        },
      },
    });
    await enterCard(user, '4000 0027 6000 3184');
    await user.click(screen.getByRole('button', { name: 'Pay $119.50' }));
    const dialog = await screen.findByRole('dialog', { name: /test 3-D Secure/ });
    await user.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
    await screen.findByRole('heading', { name: /your order is placed/ });
    expect(screen.getByRole('list').textContent).toContain(
      `We have emailed the confirmation of order #${ORDER_ID} to ada@example.com.`,
    );
  });

  it('Pay in flight says so on the button and locks the card fields', async () => {
    const user = userEvent.setup();
    let answerPayment = () => {};
    renderPayment({
      handlers: {
        'POST /api/Order/payment': () =>
          new Promise((resolve) => {
            answerPayment = () => resolve(ORDER_PLACED);
          }),
      },
    });
    await enterCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay $119.50' }));
    const paying = await screen.findByRole('button', { name: 'Paying $119.50…' });
    expect(paying).toHaveProperty('disabled', true);
    for (const label of ['Card number', 'Expiry (MM/YY)', 'Security code']) {
      expect(screen.getByLabelText(label)).toHaveProperty('disabled', true);
    }
    expect(
      screen.getByRole('button', { name: /Use test card 4242/ }).hasAttribute('disabled'),
    ).toBe(true);
    act(() => answerPayment());
    expect(await screen.findByRole('heading', { name: /your order is placed/ })).toBeTruthy();
  });

  it('card fields take the expiry as people type it, a numeric keypad and autofill', async () => {
    const user = userEvent.setup();
    renderPayment();
    const expiry = await screen.findByLabelText('Expiry (MM/YY)');
    await user.type(expiry, '1229');
    expect(expiry).toHaveProperty('value', '12 / 29');
    for (const [label, autocomplete] of [
      ['Card number', 'cc-number'],
      ['Expiry (MM/YY)', 'cc-exp'],
      ['Security code', 'cc-csc'],
    ]) {
      const field = screen.getByLabelText(label as string);
      expect(field.getAttribute('autocomplete')).toBe(autocomplete);
      expect(field.getAttribute('inputmode')).toBe('numeric');
    }
  });

  it('after the 3-D Secure dialog closes the focus is on the failure (bug: it fell to <body>), which says "Nothing was charged" once', async () => {
    const user = userEvent.setup();
    renderPayment({ handlers: { 'POST /api/Order/payment': () => AUTHENTICATION_REQUIRED } });
    await enterCard(user, '4000 0027 6000 3184');
    await user.click(screen.getByRole('button', { name: 'Pay $119.50' }));
    const dialog = await screen.findByRole('dialog', { name: /test 3-D Secure/ });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent?.match(/nothing was charged/gi)).toHaveLength(1);
    await waitFor(() => expect(document.activeElement?.contains(alert)).toBe(true));
  });
});

describe('payment step: another language (DESIGN.md §5)', () => {
  it('a translation added to the catalogue reaches the step, with money in that locale', async () => {
    addTranslation(paymentMessages, 'fr', {
      'Total to pay: {total}': 'Total à payer : {total}',
      'Pay {total}': 'Payer {total}',
    });
    // The card entry is ui's, shared with the account widget: its texts are ui's catalogue.
    addTranslation(cardEntryMessages, 'fr', { 'Card number': 'Numéro de carte' });
    try {
      renderPayment({ settings: { locale: 'fr' } });
      const money = new Intl.NumberFormat('fr', { style: 'currency', currency: 'USD' });
      expect(screen.getByRole('button', { name: `Payer ${money.format(119.5)}` })).toBeTruthy();
      expect(screen.getByText(/Total à payer/).textContent).toBe(
        `Total à payer : ${money.format(119.5)}`,
      );
      expect(await screen.findByLabelText('Numéro de carte')).toBeTruthy();
      // A text the translation leaves out stays English.
      expect(screen.getByLabelText('Security code')).toBeTruthy();
    } finally {
      paymentMessages.translations.delete('fr');
      cardEntryMessages.translations.delete('fr');
    }
  });
});

describe('payment step: the clearance fee charged is the one shown (bug: a customs value changed on Contents was paid with a stale, silently-0 clearance fee)', () => {
  const LANDED_COST_ROUTE = 'POST /api/GCLandedCost/gcget-landed-cost';
  const international = orderableSearch({ international: true });
  /** The customs value given on Contents after Costs estimated the duties for $2,000. */
  const newValue: Partial<Search> = {
    boxes: international.boxes.map((box) => ({ ...box, marketValue: 3000 })),
  };
  const clearanceLine = (summary: HTMLElement) =>
    within(summary).getByText('Duties and taxes (clearance fee)').nextElementSibling?.textContent;

  it('a stale estimate is asked again before Pay: Pay waits, then the new clearance fee is its own line, the total includes it and the payment sends it', async () => {
    const user = userEvent.setup();
    let answer: (value: LandedCostResponse) => void = () => {};
    const { api } = renderPayment({
      search: international,
      fees: orderableFees({ international: true }),
      changedAfterCosts: newValue,
      handlers: {
        [LANDED_COST_ROUTE]: () =>
          new Promise<LandedCostResponse>((resolve) => {
            answer = resolve;
          }),
      },
    });
    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(screen.getByText('Estimating duties and taxes…')).toBeTruthy();
    expect((screen.getByRole('button', { name: /^Pay / }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await waitFor(() => expect(api.requestsTo(LANDED_COST_ROUTE)).toHaveLength(1));
    act(() => answer({ success: true, clearanceFee: 962.55, packages: [], result: '5' }));

    // $120.50 + $5 pickup + $30 protection + $962.55 clearance.
    await waitFor(() => expect(clearanceLine(summary)).toBe('$962.55'));
    expect(await screen.findByText(/now \$962\.55 instead of \$41\.10/)).toBeTruthy();
    const totals = screen.getByRole('region', { name: 'Total' });
    expect(within(totals).getByText(/Total to pay/).textContent).toContain('$1,118.05');
    await enterCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay $1,118.05' }));
    await screen.findByRole('heading', { name: /your order is placed/ });
    const [paid] = paymentBodies(api);
    expect(paid?.total).toBe(1118.05);
    expect(paid?.fees[0]).toMatchObject({
      customsFee: 962.55,
      landedCost: [{ stage: 1, result: true, clearanceFee: 962.55 }],
    });
  });

  it('a new estimate that fails is not a silent $0: the notice says the receiver pays duties on delivery, as the server charges it', async () => {
    const user = userEvent.setup();
    const { api } = renderPayment({
      search: international,
      fees: orderableFees({ international: true }),
      changedAfterCosts: newValue,
      handlers: { [LANDED_COST_ROUTE]: () => landedCostUnclassified },
    });
    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(await screen.findByText(/Stage 1: no estimate for your contents/)).toBeTruthy();
    expect(screen.getByText(/the receiver pays them on delivery/)).toBeTruthy();
    // No clearance fee is prepaid, as the server charges none without an estimate.
    expect(clearanceLine(summary)).toBe('$0.00');
    await enterCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay $155.50' }));
    await screen.findByRole('heading', { name: /your order is placed/ });
    expect(paymentBodies(api)[0]?.fees[0]).toMatchObject({
      customsFee: 0,
      landedCost: [{ stage: 1, result: false, clearanceFee: 0 }],
    });
  });

  it("after a 409 price change the order summary and its total lines show the server's figures, not only the button", async () => {
    const user = userEvent.setup();
    const serverFees = orderableFees({ international: true }).map((fees) => ({
      ...fees,
      customsFee: 962.55,
      landedCost: [{ stage: 1, result: true, clearanceFee: 962.55 }],
    }));
    renderPayment({
      search: international,
      fees: orderableFees({ international: true }),
      handlers: { 'POST /api/Order/payment': () => priceChanged(1118.05, serverFees) },
    });
    await enterCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay $196.60' }));
    await screen.findByText('The price changed');

    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(clearanceLine(summary)).toBe('$962.55');
    expect(within(summary).getByText('Stage 1 total').nextElementSibling?.textContent).toBe(
      '$1,118.05',
    );
    const totals = screen.getByRole('region', { name: 'Total' });
    expect(within(totals).getByText('Shipping sub-total').nextElementSibling?.textContent).toBe(
      '$1,118.05',
    );
    expect(within(totals).getByText(/Total to pay/).textContent).toContain('$1,118.05');
    expect(screen.getByRole('button', { name: 'Confirm and pay $1,118.05' })).toBeTruthy();
  });
});
