import { IDEMPOTENCY_KEY_HEADER } from '@bikeship/core/constants';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeAnswer, renderAccount, type SeenRequest } from '../testing/renderAccount';
import {
  CARD_DECLINED,
  dueOrderRoutes,
  ORDER_WITH_DUE,
  REQUOTED_FEES,
  SAVED_VISA,
} from './dueFixtures';
import { signedInStorages } from './ordersFixtures';

type Routes = Record<string, (request: SeenRequest) => FakeAnswer>;
type User = ReturnType<typeof userEvent.setup>;

const renderDue = (routes: Routes) =>
  renderAccount('order', routes, { storages: signedInStorages(), orderId: '1042' });

const dueBlock = () => screen.findByRole('region', { name: 'Amount due $12.34' });
const payments = (requests: SeenRequest[]) =>
  requests.filter((request) => request.path === '/api/Order/Additional-Payment');

async function chooseNewCard(user: User, number: string) {
  const block = await dueBlock();
  await user.click(await within(block).findByRole('radio', { name: 'A new card' }));
  await user.type(within(block).getByRole('textbox', { name: 'Card number' }), number);
  await user.type(within(block).getByRole('textbox', { name: 'Expiry (MM/YY)' }), '1230');
  await user.type(within(block).getByRole('textbox', { name: 'Security code' }), '123');
}

async function payAndConfirm(user: User) {
  const block = await dueBlock();
  await user.click(within(block).getByRole('button', { name: 'Pay $12.34' }));
  const confirmation = await within(block).findByRole('group', { name: 'Confirm the payment' });
  await user.click(within(confirmation).getByRole('button', { name: 'Confirm and pay $12.34' }));
}

describe("an order's amount due (POST /api/Order/Additional-Payment)", () => {
  it('shows the amount due with Pay and nothing else is charged before the customer confirms', async () => {
    const { api } = renderDue(dueOrderRoutes());
    const block = await dueBlock();
    expect(within(block).getByRole('button', { name: 'Pay $12.34' })).toBeDefined();
    expect(
      await within(block).findByRole('radio', {
        name: 'Visa ending 4242, expires 04/2030',
      }),
    ).toBeDefined();
    expect(payments(api.requests)).toEqual([]);
  });

  it("chooses the customer's saved card first, with A new card one choice away", async () => {
    renderDue(dueOrderRoutes());
    const block = await dueBlock();
    const saved = await within(block).findByRole<HTMLInputElement>('radio', {
      name: 'Visa ending 4242, expires 04/2030',
    });
    expect(saved.checked).toBe(true);
    expect(within(block).getByRole<HTMLInputElement>('radio', { name: 'A new card' }).checked).toBe(
      false,
    );
    expect(within(block).queryByRole('textbox', { name: 'Card number' })).toBeNull();
  });

  it('shows nothing for an order with nothing due', async () => {
    renderDue({ 'GET /api/Order/detail': () => ({ ...ORDER_WITH_DUE, due: 0 }) });
    await screen.findByRole('heading', { name: 'Order #1042' });
    // The order's total (and what was paid, in its figures) — the order has loaded.
    await screen.findAllByText('$182.50');
    expect(screen.queryByRole('region', { name: /Amount due/ })).toBeNull();
  });

  it("pays the due with a saved card after confirming what is charged, then shows the order's new figures", async () => {
    const user = userEvent.setup();
    const { api } = renderDue(dueOrderRoutes());
    const block = await dueBlock();
    await user.click(
      await within(block).findByRole('radio', { name: 'Visa ending 4242, expires 04/2030' }),
    );
    await user.click(within(block).getByRole('button', { name: 'Pay $12.34' }));
    const confirmation = await within(block).findByRole('group', { name: 'Confirm the payment' });
    expect(confirmation.textContent).toContain(
      '$12.34 will be charged to Visa ending 4242, expires 04/2030 for order #1042.',
    );
    expect(payments(api.requests)).toEqual([]);
    await user.click(within(confirmation).getByRole('button', { name: 'Confirm and pay $12.34' }));

    const received = await screen.findByText(
      '$12.34 was charged to Visa ending 4242, expires 04/2030. The order is paid in full.',
    );
    expect(received).toBeDefined();
    const [payment] = payments(api.requests);
    expect(payment?.body).toEqual({
      orderId: 1042,
      nonce: SAVED_VISA.id,
      savePaymentMethod: false,
      paymentProcessor: 's',
      donation: 0,
      total: 12.34,
      discountAmount: 0,
      usedBalance: 0,
      fees: REQUOTED_FEES,
    });
    expect(payment?.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^bikeship-pay-/);
    // The order is fetched again: its total now includes the additional payment.
    // The order's total and what was paid, in its figures.
    expect(await screen.findAllByText('$194.84')).toHaveLength(2);
    expect(api.requests.filter((r) => r.path === '/api/Order/detail')).toHaveLength(2);
  });

  it('pays with a new test card, mapped to its test payment method (the number is never sent), and may save it', async () => {
    const user = userEvent.setup();
    const { api } = renderDue(dueOrderRoutes());
    await chooseNewCard(user, '5555 5555 5555 4444');
    await user.click(
      within(await dueBlock()).getByRole('checkbox', { name: 'Save this card for next time' }),
    );
    await payAndConfirm(user);
    await screen.findByText(/was charged to the new card/);
    const [payment] = payments(api.requests);
    expect(payment?.body).toMatchObject({ nonce: 'pm_card_mastercard', savePaymentMethod: true });
    expect(JSON.stringify(api.requests.map((r) => r.body))).not.toContain('5555');
  });

  it('a number that is not a test card is said under the field and nothing is sent', async () => {
    const user = userEvent.setup();
    const { api } = renderDue(dueOrderRoutes());
    await chooseNewCard(user, '4111 1111 1111 1111');
    await user.click(within(await dueBlock()).getByRole('button', { name: 'Pay $12.34' }));
    expect(
      await screen.findByText('In test mode only the test card numbers above are accepted.'),
    ).toBeDefined();
    expect(screen.queryByRole('group', { name: 'Confirm the payment' })).toBeNull();
    expect(payments(api.requests)).toEqual([]);
  });

  it("a declined card is said in place with the bank's words; another card then pays under a new Idempotency-Key", async () => {
    const user = userEvent.setup();
    const { api } = renderDue(
      dueOrderRoutes((request) =>
        (request.body as { nonce: string }).nonce === 'pm_card_chargeDeclined'
          ? CARD_DECLINED
          : { success: true, orderId: 1042 },
      ),
    );
    await chooseNewCard(user, '4000 0000 0000 0002');
    await payAndConfirm(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your card was declined. Nothing was charged.');
    await waitFor(() => expect(document.activeElement?.contains(alert)).toBe(true));
    // Back to the card choice: the saved Visa pays.
    const block = await dueBlock();
    await user.click(within(block).getByRole('radio', { name: /Visa ending 4242/ }));
    await payAndConfirm(user);
    await screen.findByText(/The order is paid in full/);
    const [declined, paid] = payments(api.requests);
    expect(paid?.body).toMatchObject({ nonce: SAVED_VISA.id });
    expect(paid?.headers.get(IDEMPOTENCY_KEY_HEADER)).not.toBe(
      declined?.headers.get(IDEMPOTENCY_KEY_HEADER),
    );
  });

  it('an attempt with no answer is asked again under the same Idempotency-Key and body (never charged twice)', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const { api } = renderDue(
      dueOrderRoutes(() => {
        calls += 1;
        return calls === 1
          ? { status: 503, json: { message: 'The payment service is not available' } }
          : { success: true, orderId: 1042 };
      }),
    );
    const block = await dueBlock();
    await user.click(await within(block).findByRole('radio', { name: /Visa ending 4242/ }));
    await payAndConfirm(user);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Press Pay again: you will not be charged twice.',
    );
    // The card cannot change under an attempt whose outcome is unknown.
    const confirmation = within(block).getByRole('group', { name: 'Confirm the payment' });
    expect(within(confirmation).queryByRole('button', { name: 'Change card' })).toBeNull();
    await user.click(within(confirmation).getByRole('button', { name: 'Confirm and pay $12.34' }));
    await screen.findByText(/The order is paid in full/);
    const [first, retry] = payments(api.requests);
    expect(retry?.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe(
      first?.headers.get(IDEMPOTENCY_KEY_HEADER),
    );
    expect(retry?.body).toEqual(first?.body);
  });

  it("3-D Secure: the test gateway's challenge is answered, then the same attempt is asked again", async () => {
    const user = userEvent.setup();
    let authenticated = false;
    const routes = dueOrderRoutes(() =>
      authenticated
        ? { success: true, orderId: 1042 }
        : {
            status: 402,
            json: {
              success: false,
              orderId: 1042,
              message: 'Your bank asks you to confirm this payment',
              requiresAction: true,
              clientSecret: 'pi_test_due_secret_1',
            },
          },
    );
    const { api } = renderDue({
      ...routes,
      'POST /api/payments/test-authentication': () => {
        authenticated = true;
        return { success: true, orderId: 1042 };
      },
    });
    await chooseNewCard(user, '4000 0027 6000 3184');
    await payAndConfirm(user);
    const dialog = await screen.findByRole('dialog', { name: /test 3-D Secure/ });
    await user.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
    await screen.findByText(/The order is paid in full/);
    const keys = payments(api.requests).map((r) => r.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
  });

  it('a due that changed meanwhile (409 with the server figures) is shown to confirm the new amount', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const newer = REQUOTED_FEES.map((fee) => ({ ...fee, baseFee: fee.baseFee + 5 }));
    const { api } = renderDue(
      dueOrderRoutes(() => {
        calls += 1;
        return calls === 1
          ? {
              status: 409,
              json: {
                message: "The order's figures differ from the server's",
                serverTotal: 17.34,
                serverDiscountAmount: 0,
                serverUsedBalance: 0,
                serverFees: newer,
              },
            }
          : { success: true, orderId: 1042 };
      }),
    );
    const block = await dueBlock();
    await user.click(await within(block).findByRole('radio', { name: /Visa ending 4242/ }));
    await payAndConfirm(user);
    const confirmation = await within(block).findByRole('group', { name: 'Confirm the payment' });
    await within(confirmation).findByText(/\$17\.34 will be charged/);
    await user.click(within(confirmation).getByRole('button', { name: 'Confirm and pay $17.34' }));
    await screen.findByText(/\$17\.34 was charged/);
    expect(payments(api.requests)[1]?.body).toMatchObject({ total: 17.34, fees: newer });
  });
});
