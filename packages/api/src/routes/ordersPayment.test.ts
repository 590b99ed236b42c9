import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { dollarsToCents, storedCustomerBalance } from '@bikeship/core/rules';
import {
  paymentDeclinedSchema,
  paymentNeedsAuthenticationSchema,
  priceChangedAnswerSchema,
} from '@bikeship/core/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orders,
  payments,
  testGatewayCharges,
  testGatewayCustomerBalances,
  users,
} from '../db/schema';
import { DEMO_CUSTOMER_EMAIL } from '../db/seed/demoCustomer';
import { outboxDir } from '../integrations/mail';
import {
  browserBreakdown,
  PLACES,
  type PlacedTemporaryOrder,
  paymentBody,
  placeTemporaryOrder,
} from '../testing/orderFlow';
import { createTestServer, type TestServer } from '../testing/testServer';

// Wednesday 1 July 2026, 11:00 in Denver.
const clock = new Date('2026-07-01T17:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ now: () => clock });
});
afterAll(() => server.close());

const domestic = [{ from: PLACES.sanFrancisco, to: PLACES.boulder }];
const PAY = '/api/Order/payment';

async function orderRow(orderId: number) {
  const [row] = await server.deps.db.select().from(orders).where(eq(orders.orderId, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

async function paymentRows(orderId: number) {
  return server.deps.db.select().from(payments).where(eq(payments.orderId, orderId));
}

/** Charges the test gateway made for an order (its own table: what a card statement shows). */
async function gatewayCharges(orderId: number) {
  return server.deps.db
    .select()
    .from(testGatewayCharges)
    .where(sql`${testGatewayCharges.metadata}->>'orderId' = ${String(orderId)}`);
}

/** The .eml files in the outbox that confirm an order (DATA_DIR/outbox, no SMTP in tests). */
async function confirmationsOf(orderId: number): Promise<string[]> {
  const dir = outboxDir(server.config);
  const files = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')));
  return mails.filter((mail) =>
    mail.includes(`Subject: Your bikeship order #${orderId} is confirmed`),
  );
}

async function guestOrder(): Promise<PlacedTemporaryOrder> {
  const placed = await placeTemporaryOrder(server, { legs: domestic });
  const created = await server.request('POST', '/api/Order/create-order', {
    json: { orderId: placed.id },
    headers: placed.keyHeaders,
  });
  expect(created.status).toBe(200);
  return placed;
}

function pay(
  placed: PlacedTemporaryOrder,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return server.request('POST', PAY, { json: body, headers: { ...placed.keyHeaders, ...headers } });
}

describe('POST /api/Order/payment (quote §7; a paid order is never lost or charged twice)', () => {
  it('a guest pays a created order with pm_card_visa: the order is paid, one charge of the server total', async () => {
    const placed = await guestOrder();
    const body = paymentBody(placed, 'pm_card_visa', { extra: { purchaseOrder: 'PO-1234' } });
    const response = await pay(placed, body);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, orderId: placed.id });

    const order = await orderRow(placed.id);
    expect(order.status).toBe('paid');
    expect(order.paidAt?.toISOString()).toBe(clock.toISOString());
    expect(order.po).toBe('PO-1234');
    expect(order.totalCents).toBe(dollarsToCents(body.total));
    expect([order.placedYear, order.placedMonth]).toEqual([2026, 7]);
    const charges = await gatewayCharges(placed.id);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ amountCents: order.totalCents, status: 'succeeded' });
    expect(await paymentRows(placed.id)).toEqual([
      expect.objectContaining({
        status: 'succeeded',
        amountCents: order.totalCents,
        idempotencyKey: `order:${placed.id}:initial`,
        gatewayPaymentId: charges[0]?.paymentIntentId,
      }),
    ]);
    // The Confirmation mail is in the outbox, to the guest's address.
    const mails = await confirmationsOf(placed.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: ada@example.com');
  });

  it('pays a temporary order straight away too (creating it is implied)', async () => {
    const placed = await placeTemporaryOrder(server, { legs: domestic });
    const response = await pay(placed, paymentBody(placed, 'pm_card_visa'));
    expect(response.status).toBe(200);
    expect((await orderRow(placed.id)).status).toBe('paid');
  });

  it("refuses a wrong total with 409 and the server's figures: no payment row, no charge", async () => {
    const placed = await guestOrder();
    const right = paymentBody(placed, 'pm_card_visa');
    const response = await pay(placed, { ...right, total: right.total - 1 });
    expect(response.status).toBe(409);
    // The answer the endpoint catalogue declares for a 409, as the client parses it.
    expect(priceChangedAnswerSchema.safeParse(response.body).success).toBe(true);
    expect(response.body).toMatchObject({
      serverTotal: right.total,
      serverDiscountAmount: 0,
      serverUsedBalance: 0,
      serverFees: placed.fees,
    });
    expect(response.body.errors).toEqual([expect.objectContaining({ propertyName: 'total' })]);
    expect(await paymentRows(placed.id)).toEqual([]);
    expect(await gatewayCharges(placed.id)).toEqual([]);
    expect((await orderRow(placed.id)).status).toBe('created');
  });

  it('refuses a fee list that differs from the server to the cent (409 naming the fee)', async () => {
    const placed = await guestOrder();
    const right = paymentBody(placed, 'pm_card_visa');
    const fees = right.fees.map((fee) => ({ ...fee, baseFee: fee.baseFee - 0.01 }));
    const response = await pay(placed, { ...right, fees, total: right.total - 0.01 });
    expect(response.status).toBe(409);
    expect(response.body.errors).toContainEqual(
      expect.objectContaining({ propertyName: 'fees.0.baseFee' }),
    );
    expect(await gatewayCharges(placed.id)).toEqual([]);
  });

  it('refuses a discount the server does not grant (409 on discountAmount)', async () => {
    const placed = await guestOrder();
    const right = paymentBody(placed, 'pm_card_visa');
    const response = await pay(placed, { ...right, discountAmount: 10, total: right.total - 10 });
    expect(response.status).toBe(409);
    expect(response.body.errors).toContainEqual(
      expect.objectContaining({ propertyName: 'discountAmount' }),
    );
    expect(await paymentRows(placed.id)).toEqual([]);
  });

  it('answers a declined card with 402 and its message; the order stays payable and then pays with visa', async () => {
    const placed = await guestOrder();
    const declined = await pay(placed, paymentBody(placed, 'pm_card_chargeDeclined'));
    expect(declined.status).toBe(402);
    expect(paymentDeclinedSchema.safeParse(declined.body).success).toBe(true);
    expect(declined.body).toMatchObject({
      message: 'Your card was declined.',
      code: 'card_declined',
    });
    expect((await orderRow(placed.id)).status).toBe('created');

    const paid = await pay(placed, paymentBody(placed, 'pm_card_visa'));
    expect(paid.status).toBe(200);
    expect((await orderRow(placed.id)).status).toBe('paid');
    const rows = await paymentRows(placed.id);
    expect(rows.map((row) => row.status).sort()).toEqual(['declined', 'succeeded']);
    const charges = await gatewayCharges(placed.id);
    expect(charges.filter((charge) => charge.status === 'succeeded')).toHaveLength(1);
  });

  it('answers 402 with requiresAction and the client secret when the bank asks for 3-D Secure', async () => {
    const placed = await guestOrder();
    const body = paymentBody(placed, 'pm_card_authenticationRequired');
    const response = await pay(placed, body);
    expect(response.status).toBe(402);
    expect(paymentNeedsAuthenticationSchema.safeParse(response.body).success).toBe(true);
    expect(response.body).toMatchObject({ requiresAction: true, clientSecret: expect.any(String) });
    // The same call again answers the same secret; the order is not paid yet.
    const again = await pay(placed, body);
    expect(again.body.clientSecret).toBe(response.body.clientSecret);
    expect((await orderRow(placed.id)).placedAt).toBeNull();
    // The customer gives up on 3-D Secure and pays with another card.
    const paid = await pay(placed, paymentBody(placed, 'pm_card_visa'));
    expect(paid.status).toBe(200);
  });

  it('10 concurrent identical payment calls make exactly one charge and get 10 identical answers', async () => {
    const placed = await guestOrder();
    const body = paymentBody(placed, 'pm_card_visa');
    const headers = { 'Idempotency-Key': `checkout-${placed.id}` };
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay(placed, body, headers)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    for (const answer of answers)
      expect(answer.body).toEqual({ success: true, orderId: placed.id });
    expect(await gatewayCharges(placed.id)).toHaveLength(1);
    expect(await paymentRows(placed.id)).toHaveLength(1);
    expect(await confirmationsOf(placed.id)).toHaveLength(1);
  });

  it('10 concurrent calls without an Idempotency-Key (derived key) also charge once', async () => {
    const placed = await guestOrder();
    const body = paymentBody(placed, 'pm_card_visa');
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay(placed, body)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(await gatewayCharges(placed.id)).toHaveLength(1);
  });

  it('10 concurrent calls with 10 different keys still pay the order once (the others: 403 or 409)', async () => {
    const placed = await guestOrder();
    const body = paymentBody(placed, 'pm_card_visa');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        pay(placed, body, { 'Idempotency-Key': `tab-${index}-${placed.id}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => [200, 403, 409].includes(status))).toBe(true);
    expect(await gatewayCharges(placed.id)).toHaveLength(1);
  });

  it('answers 403 to a second, different key on a paid order (quote §8 "saving a paid order: 403")', async () => {
    const placed = await guestOrder();
    const body = paymentBody(placed, 'pm_card_visa');
    expect((await pay(placed, body, { 'Idempotency-Key': 'first' })).status).toBe(200);
    const second = await pay(placed, body, { 'Idempotency-Key': 'second' });
    expect(second.status).toBe(403);
    // The first key replays its answer.
    expect((await pay(placed, body, { 'Idempotency-Key': 'first' })).status).toBe(200);
    expect(await gatewayCharges(placed.id)).toHaveLength(1);
  });

  it('frees a key held by an abandoned 3-D Secure attempt for another card; once paid, another request is 403', async () => {
    const placed = await guestOrder();
    const headers = { 'Idempotency-Key': 'reused' };
    const declined = await pay(
      placed,
      paymentBody(placed, 'pm_card_authenticationRequired'),
      headers,
    );
    expect(declined.status).toBe(402);
    const other = await pay(
      placed,
      { ...paymentBody(placed, 'pm_card_visa'), purchaseOrder: 'X' },
      headers,
    );
    // Giving up on 3-D Secure frees the key for the new card.
    expect(other.status).toBe(200);
    const sameKeyAgain = await pay(
      placed,
      { ...paymentBody(placed, 'pm_card_visa'), purchaseOrder: 'Y' },
      headers,
    );
    expect(sameKeyAgain.status).toBe(403);
  });

  it("answers 404 for another customer's order and for a guest order without its key", async () => {
    const owner = await server.createUser();
    const stranger = await server.createUser();
    const theirs = await placeTemporaryOrder(server, { legs: domestic, token: owner.token });
    const asStranger = await server.request('POST', PAY, {
      json: paymentBody(theirs, 'pm_card_visa'),
      token: stranger.token,
    });
    expect(asStranger.status).toBe(404);
    const guest = await guestOrder();
    const keyless = await server.request('POST', PAY, { json: paymentBody(guest, 'pm_card_visa') });
    expect(keyless.status).toBe(404);
    expect(await gatewayCharges(theirs.id)).toEqual([]);
    expect(await gatewayCharges(guest.id)).toEqual([]);
  });

  it('answers 400 for a bad body, a card-less payment and an unusable Idempotency-Key', async () => {
    const placed = await guestOrder();
    const body = paymentBody(placed, 'pm_card_visa');
    const negative = await pay(placed, { ...body, total: -1 });
    expect(negative.status).toBe(400);
    expect(negative.body.errors).toContainEqual(expect.objectContaining({ propertyName: 'total' }));
    const { nonce: _nonce, ...cardless } = body;
    const noCard = await pay(placed, cardless);
    expect(noCard.status).toBe(400);
    expect(noCard.body.errors).toContainEqual(expect.objectContaining({ propertyName: 'nonce' }));
    const badKey = await pay(placed, body, { 'Idempotency-Key': 'x'.repeat(300) });
    expect(badKey.status).toBe(400);
    expect(await paymentRows(placed.id)).toEqual([]);
  });

  it("prices a registered customer's coupon, promotion code and credit with the core rule, uses the credit, and the detail itemises them to the total", async () => {
    const [demo] = await server.deps.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_CUSTOMER_EMAIL));
    if (!demo) throw new Error('the demo customer is not seeded');
    const { token } = await server.deps.tokens.issue({
      id: demo.id,
      firstName: demo.firstName,
      lastName: demo.lastName,
      email: demo.email,
      roles: demo.roles,
    });
    const placed = await placeTemporaryOrder(server, { legs: domestic, token });

    // The payment step, as the browser runs it (quote §4, §5).
    const discount = await server.request('GET', '/api/Stripe/get-customer-discount', { token });
    expect(discount.status).toBe(200);
    const balance = await server.request('GET', '/api/Stripe/get-customer-balance', { token });
    const credit = storedCustomerBalance(balance.body.balance);
    expect(credit).toBe(2500);
    const subTotalBefore = browserBreakdown(placed).subTotalBeforeDiscount;
    const promo = await server.request(
      'GET',
      `/api/Stripe/validate-promotion/RIDE10?orderTotal=${subTotalBefore}`,
      { token },
    );
    expect(promo.body.valid).toBe(true);
    const coupon = { ...discount.body.coupon, minimumAmount: discount.body.minimumAmount };
    const figures = {
      discount: coupon,
      promoDiscount: promo.body.promotionCode.coupon,
      customerBalance: credit,
      donation: 2,
    };
    const expected = browserBreakdown(placed, figures);
    expect(expected.discountAmount).toBeGreaterThan(0);
    expect(expected.promoDiscountAmount).toBeGreaterThan(0);

    const body = paymentBody(placed, 'pm_card_visa', {
      ...figures,
      extra: { StripeDiscount: { id: coupon.id }, StripePromoCode: { id: 'RIDE10' } },
    });
    const response = await server.request('POST', PAY, { json: body, token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);

    const order = await orderRow(placed.id);
    expect(order).toMatchObject({
      status: 'paid',
      totalCents: dollarsToCents(expected.total),
      discountCents: dollarsToCents(expected.discountAmount),
      promoDiscountCents: dollarsToCents(expected.promoDiscountAmount),
      balanceAppliedCents: 2500,
      donationCents: 200,
      promotionCode: 'RIDE10',
      discountCouponId: coupon.id,
    });
    const [charge] = await gatewayCharges(placed.id);
    expect(charge?.amountCents).toBe(dollarsToCents(expected.total));
    // The credit is used up: the next order finds none.
    const [left] = await server.deps.db
      .select()
      .from(testGatewayCustomerBalances)
      .where(eq(testGatewayCustomerBalances.userId, demo.id));
    expect(left?.balanceCents).toBe(0);

    // The order detail itemises the same figures, and they add up to its total.
    const detail = await server.request('GET', `/api/Order/detail?orderId=${placed.id}`, { token });
    expect(detail.status).toBe(200);
    const charges = detail.body.charges;
    expect(charges).toEqual({
      subTotal: expected.subTotalBeforeDiscount,
      discount: expected.discountAmount,
      promotion: expected.promoDiscountAmount,
      promotionCode: 'RIDE10',
      credit: 25,
      donation: 2,
    });
    const itemised =
      dollarsToCents(charges.subTotal) -
      dollarsToCents(charges.discount) -
      dollarsToCents(charges.promotion) -
      dollarsToCents(charges.credit) +
      dollarsToCents(charges.donation);
    expect(itemised).toBe(dollarsToCents(detail.body.total));
  });

  it('refuses a promotion code the gateway does not know (409 explaining it), charging nothing', async () => {
    const placed = await guestOrder();
    const right = paymentBody(placed, 'pm_card_visa');
    const response = await pay(placed, {
      ...right,
      StripePromoCode: { id: 'NOSUCHCODE' },
      discountAmount: 5,
      total: right.total - 5,
    });
    expect(response.status).toBe(409);
    expect(response.body.errors).toContainEqual(
      expect.objectContaining({ propertyName: 'StripePromoCode' }),
    );
    expect(await gatewayCharges(placed.id)).toEqual([]);
  });

  it("saves a registered customer's boxes when their savePackages setting is on", async () => {
    const user = await server.createUser();
    const placed = await placeTemporaryOrder(server, { legs: domestic, token: user.token });
    const response = await server.request('POST', PAY, {
      json: paymentBody(placed, 'pm_card_visa'),
      token: user.token,
    });
    expect(response.status).toBe(200);
    const boxes = await server.request('GET', '/api/UserPackages', { token: user.token });
    expect(boxes.body.value).toEqual([
      expect.objectContaining({ name: 'Road bike box', length: 54, marketValue: 2000 }),
    ]);
  });
});

describe('POST /api/Order/confirm-order (DECISION: nothing left to pay)', () => {
  it("confirms an order the customer's credit covers: confirmed, nothing charged, credit used", async () => {
    const user = await server.createUser();
    await server.deps.db
      .insert(testGatewayCustomerBalances)
      .values({ userId: user.id, balanceCents: -1_000_000 });
    const placed = await placeTemporaryOrder(server, { legs: domestic, token: user.token });
    const response = await server.request('POST', '/api/Order/confirm-order', {
      json: { orderId: placed.id },
      token: user.token,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({ success: true, orderId: placed.id });
    const order = await orderRow(placed.id);
    expect(order.status).toBe('confirmed');
    expect(order.totalCents).toBe(0);
    expect(order.balanceAppliedCents).toBe(order.subTotalCents);
    expect(await gatewayCharges(placed.id)).toEqual([]);
    const [left] = await server.deps.db
      .select()
      .from(testGatewayCustomerBalances)
      .where(eq(testGatewayCustomerBalances.userId, user.id));
    expect(left?.balanceCents).toBe(-1_000_000 + order.subTotalCents);
    // Again: the same answer, the credit used once.
    const again = await server.request('POST', '/api/Order/confirm-order', {
      json: { orderId: placed.id },
      token: user.token,
    });
    expect(again.status).toBe(200);
    const [still] = await server.deps.db
      .select()
      .from(testGatewayCustomerBalances)
      .where(eq(testGatewayCustomerBalances.userId, user.id));
    expect(still?.balanceCents).toBe(left?.balanceCents);
  });
});

describe('POST /api/Order/Additional-Payment (DECISION: the difference of a re-quote, computed by the server)', () => {
  it('answers 409 when nothing is left to pay, and charges the re-quote difference once', async () => {
    const placed = await guestOrder();
    expect((await pay(placed, paymentBody(placed, 'pm_card_visa'))).status).toBe(200);
    const additional = (body: Record<string, unknown>) =>
      server.request('POST', '/api/Order/Additional-Payment', {
        json: body,
        headers: placed.keyHeaders,
      });
    const nothing = await additional({ ...paymentBody(placed, 'pm_card_visa'), total: 0 });
    expect(nothing.status).toBe(409);
    expect(nothing.body.serverTotal).toBe(0);

    // Stage 1 is re-quoted $12.34 higher (an address correction after payment).
    const order = await orderRow(placed.id);
    const requoted = placed.fees.map((fee) => ({ ...fee, baseFee: fee.baseFee + 12.34 }));
    await server.deps.db
      .update(orders)
      .set({ fees: requoted })
      .where(eq(orders.orderId, placed.id));
    const body = {
      orderId: placed.id,
      nonce: 'pm_card_visa',
      total: 12.34,
      discountAmount: 0,
      usedBalance: 0,
      fees: requoted,
    };
    const wrong = await additional({ ...body, total: 12 });
    expect(wrong.status).toBe(409);
    expect(wrong.body.serverTotal).toBe(12.34);

    const answers = await Promise.all([additional(body), additional(body), additional(body)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    for (const answer of answers)
      expect(answer.body).toEqual({ success: true, orderId: placed.id });
    const charges = await gatewayCharges(placed.id);
    expect(charges.map((charge) => charge.amountCents).sort((a, b) => a - b)).toEqual(
      [1234, order.totalCents].sort((a, b) => a - b),
    );
    expect((await orderRow(placed.id)).totalCents).toBe(order.totalCents + 1234);
    // Paid: the same call again answers the same; another finds nothing left to pay.
    expect((await additional(body)).body).toEqual({ success: true, orderId: placed.id });
    const afterwards = await additional({ ...body, nonce: 'pm_card_mastercard' });
    expect(afterwards.status).toBe(409);
    expect(afterwards.body.serverTotal).toBe(0);
    expect(await gatewayCharges(placed.id)).toHaveLength(2);
  });

  it("pays what the order detail shows as due with its fees (the account's amount due): a decline leaves it due, another card under a new key pays it once", async () => {
    const placed = await guestOrder();
    expect((await pay(placed, paymentBody(placed, 'pm_card_visa'))).status).toBe(200);
    const detail = async () =>
      (
        await server.request('GET', `/api/Order/detail?orderId=${placed.id}`, {
          headers: placed.keyHeaders,
        })
      ).body;
    expect((await detail()).due).toBe(0);
    const before = await orderRow(placed.id);

    // No call re-prices a paid stage (api services): the state is set in the database, as a
    // carrier's correction after payment would leave it.
    const requoted = placed.fees.map((fee) => ({ ...fee, baseFee: fee.baseFee + 7.5 }));
    await server.deps.db
      .update(orders)
      .set({ fees: requoted })
      .where(eq(orders.orderId, placed.id));
    const shown = await detail();
    expect(shown.due).toBe(7.5);
    expect(shown.fees).toEqual(requoted);

    const body = (nonce: string) => ({
      orderId: placed.id,
      nonce,
      total: shown.due,
      discountAmount: 0,
      usedBalance: 0,
      fees: shown.fees,
    });
    const additional = (nonce: string, key: string) =>
      server.request('POST', '/api/Order/Additional-Payment', {
        json: body(nonce),
        headers: { ...placed.keyHeaders, 'Idempotency-Key': key },
      });
    const declined = await additional('pm_card_chargeDeclined', 'due-attempt-1');
    expect(declined.status).toBe(402);
    expect(declined.body.code).toBeTruthy();
    expect((await detail()).due).toBe(7.5);

    const [paid, again] = await Promise.all([
      additional('pm_card_visa', 'due-attempt-2'),
      additional('pm_card_visa', 'due-attempt-2'),
    ]);
    expect([paid.status, again.status]).toEqual([200, 200]);
    const charges = await gatewayCharges(placed.id);
    expect(
      charges.filter((charge) => charge.amountCents === 750).map((charge) => charge.status),
    ).toEqual(expect.arrayContaining(['declined', 'succeeded']));
    expect(charges.filter((charge) => charge.status === 'succeeded')).toHaveLength(2);
    const after = await detail();
    expect(after.due).toBe(0);
    expect(dollarsToCents(after.total)).toBe(before.totalCents + 750);
  });

  it('answers 409 for an order that is not paid yet', async () => {
    const placed = await guestOrder();
    const response = await server.request('POST', '/api/Order/Additional-Payment', {
      json: paymentBody(placed, 'pm_card_visa'),
      headers: placed.keyHeaders,
    });
    expect(response.status).toBe(409);
  });
});
