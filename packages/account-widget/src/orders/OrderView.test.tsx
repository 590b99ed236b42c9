import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { definitionLines, moneyCents } from '../testing/definitionLines';
import { type FakeAnswer, renderAccount, type SeenRequest } from '../testing/renderAccount';
import {
  EVENT_ORDER_WITH_PROMOTION,
  ORDER_WITH_UNLABELLED_STAGE,
  PAID_ORDER,
  signedInStorages,
} from './ordersFixtures';

type Routes = Record<string, (request: SeenRequest) => FakeAnswer>;

const DETAIL: Routes = { 'GET /api/Order/detail': () => ({ status: 200, json: PAID_ORDER }) };
const PDF_BYTES = '%PDF-1.7\n%fake label\n';

const renderOrder = (routes: Routes, orderId = String(PAID_ORDER.orderId)) =>
  renderAccount('order', routes, { storages: signedInStorages(), orderId });

const stage = (number: number) =>
  screen.findByRole('region', { name: new RegExp(`^Stage ${number}`) });

describe('view="order": the order details (quote §7)', () => {
  it("shows the order's total and each stage's status, service, dates, tracking and boxes", async () => {
    const { api } = renderOrder(DETAIL);
    expect(await screen.findByRole('heading', { name: 'Order #1042' })).toBeDefined();
    const first = await stage(1);
    expect(within(first).getByRole('heading', { level: 3 }).textContent).toBe(
      'Stage 1: Portland, OR → Denver, CO',
    );
    expect(screen.getByText('$182.50')).toBeDefined();
    expect(within(first).getByText('Label created')).toBeDefined();
    expect(within(first).getByText('Ground')).toBeDefined();
    expect(within(first).getByText('BS0300000000000501')).toBeDefined();
    expect(
      within(within(first).getByRole('list', { name: 'Boxes of stage 1' })).getByText(
        /Road bike: 54 × 8 × 30 in, 32 lb/,
      ),
    ).toBeDefined();
    expect(api.requests.find((r) => r.path === '/api/Order/detail')?.query.get('orderId')).toBe(
      '1042',
    );
  });

  it('itemises every amount of the total — promotion and donation too — and the lines add up to it', async () => {
    renderOrder({
      'GET /api/Order/detail': () => ({ status: 200, json: EVENT_ORDER_WITH_PROMOTION }),
    });
    const payment = await screen.findByRole('region', { name: 'Payment' });
    // The first list of the Payment section: the lines that make the total.
    const lines = definitionLines(payment.querySelector('dl') as HTMLElement);
    expect(lines).toEqual([
      ['Sub-total', '$227.00'],
      ['Promotion CASCADEGF', '-$22.70'],
      ['Bucks for Bikes donation', '$5.00'],
      ['Total', '$209.30'],
    ]);
    const total = lines.at(-1) as [string, string];
    const amounts = lines.slice(0, -1).map(([, amount]) => moneyCents(amount));
    expect(amounts.reduce((sum, cents) => sum + cents, 0)).toBe(moneyCents(total[1]));
    // The sub-total is the stages' prices, each made of its fees, each on a line of its own.
    const stagePrices = await Promise.all(
      [1, 2].map(async (number) => {
        const facts = definitionLines((await stage(number)).querySelector('dl') as HTMLElement);
        const price = facts.find(([term]) => term === 'Price')?.[1] ?? '';
        const parts = facts.filter(([term]) =>
          ['Rate', 'Pickup fee', 'Residential fee', 'Protection', 'Clearance fee'].includes(term),
        );
        expect(parts.reduce((sum, [, amount]) => sum + moneyCents(amount), 0)).toBe(
          moneyCents(price),
        );
        return moneyCents(price);
      }),
    );
    expect(stagePrices.reduce((sum, cents) => sum + cents, 0)).toBe(moneyCents('$227.00'));
  });

  it('says so when the order is not in the account (a 404)', async () => {
    renderOrder({
      'GET /api/Order/detail': () => ({ status: 404, json: { message: 'Not found' } }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Order #1042 could not be found in your account.',
    );
  });

  it('All orders goes back to the order history', async () => {
    renderOrder({
      ...DETAIL,
      'GET /api/Order/dates': () => ({ status: 200, json: [] }),
      'GET /api/Order/recent': () => ({ status: 200, json: [] }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'All orders' }));
    expect(await screen.findByRole('heading', { name: 'Your orders' })).toBeDefined();
  });

  it('asks a visitor who is not signed in to log in, and fetches nothing', async () => {
    const { api } = renderAccount('order', DETAIL, { orderId: '1042' });
    expect(await screen.findByText('Log in to see your orders.')).toBeDefined();
    expect(api.requests.filter((r) => r.path.startsWith('/api/Order'))).toEqual([]);
  });
});

describe('the label actions of a stage with labels (issue: labels reach the customer)', () => {
  let clicked: HTMLAnchorElement[] = [];
  beforeEach(() => {
    clicked = [];
    // jsdom has no blob URLs and does not download: record the link the browser would follow.
    URL.createObjectURL = vi.fn(() => 'blob:labels');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('Download labels saves the PDF through a blob URL and an <a download>', async () => {
    const { api } = renderOrder({
      ...DETAIL,
      'GET /api/ShipmentDocument/downloadDocuments': () =>
        new Response(PDF_BYTES, { headers: { 'content-type': 'application/pdf' } }),
    });
    await userEvent.click(
      await within(await stage(1)).findByRole('button', { name: 'Download labels' }),
    );
    expect((await screen.findByRole('status')).textContent).toBe('Labels downloaded.');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.href).toBe('blob:labels');
    expect(clicked[0]?.download).toBe('bikeship-order-1042-stage-1-labels.pdf');
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(await blob.text()).toBe(PDF_BYTES);
    expect(
      api.requests.find((r) => r.path.endsWith('downloadDocuments'))?.query.get('shipmentId'),
    ).toBe('501');
  });

  it('a failed download is said in place with the reason, and nothing is saved', async () => {
    renderOrder({
      ...DETAIL,
      'GET /api/ShipmentDocument/downloadDocuments': () => ({
        status: 404,
        json: { message: 'This shipment has no documents' },
      }),
    });
    await userEvent.click(
      await within(await stage(1)).findByRole('button', { name: 'Download labels' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The labels could not be downloaded. This shipment has no documents',
    );
    expect(clicked).toHaveLength(0);
  });

  it("Email labels sends LABELS to the customer's address and says where", async () => {
    const { api } = renderOrder({
      ...DETAIL,
      'POST /api/email/send': () => ({ success: true }),
    });
    await userEvent.click(
      await within(await stage(1)).findByRole('button', { name: 'Email labels' }),
    );
    expect((await screen.findByRole('status')).textContent).toBe('Labels sent to ada@example.com.');
    expect(api.requests.find((r) => r.path === '/api/email/send')?.body).toEqual({
      emailName: 'LABELS',
      orderId: 1042,
      shipmentId: 501,
      additionalRecipients: ['ada@example.com'],
    });
  });

  it('a refused email is said in place', async () => {
    renderOrder({
      ...DETAIL,
      'POST /api/email/send': () => ({
        status: 429,
        json: { message: 'Too many emails for this order' },
      }),
    });
    await userEvent.click(
      await within(await stage(1)).findByRole('button', { name: 'Email labels' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The labels could not be emailed. Too many emails for this order',
    );
  });

  it("Labels by post sends MAILLABEL and names the stage's from address", async () => {
    const { api } = renderOrder({
      ...DETAIL,
      'POST /api/email/send': () => ({ success: true }),
    });
    await userEvent.click(
      await within(await stage(1)).findByRole('button', { name: 'Labels by post' }),
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      'Printed labels will be posted to 1 Bike Way, Portland, OR 97201.',
    );
    expect(api.requests.find((r) => r.path === '/api/email/send')?.body).toMatchObject({
      emailName: 'MAILLABEL',
      orderId: 1042,
      shipmentId: 501,
    });
  });

  it('a failed request by post is said in place', async () => {
    renderOrder({
      ...DETAIL,
      'POST /api/email/send': () => ({ status: 500, json: {} }),
    });
    await userEvent.click(
      await within(await stage(1)).findByRole('button', { name: 'Labels by post' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The labels could not be sent by post. Try again later.',
    );
  });
});

describe('a stage without labels', () => {
  it('offers Make labels only; made, the stage shows its label actions', async () => {
    const LABELLED = {
      ...ORDER_WITH_UNLABELLED_STAGE,
      shipments: ORDER_WITH_UNLABELLED_STAGE.shipments.map((shipment) => ({
        ...shipment,
        labelCreated: true,
      })),
    };
    let made = false;
    const { api } = renderOrder(
      {
        'GET /api/Order/detail': () => ({
          status: 200,
          json: made ? LABELLED : ORDER_WITH_UNLABELLED_STAGE,
        }),
        'POST /api/Labels/create-label/502': () => {
          made = true;
          return { shipmentId: 502, trackingNumbers: ['BS0300000000000502'] };
        },
      },
      '1043',
    );
    const second = await stage(2);
    expect(within(second).queryByRole('button', { name: 'Download labels' })).toBeNull();
    await userEvent.click(within(second).getByRole('button', { name: 'Make labels' }));
    expect((await screen.findByRole('status')).textContent).toBe('Labels made.');
    expect(await within(second).findByRole('button', { name: 'Download labels' })).toBeDefined();
    expect(within(second).queryByRole('button', { name: 'Make labels' })).toBeNull();
    expect(api.requests.filter((r) => r.path === '/api/Order/detail')).toHaveLength(2);
  });

  it('a label the carrier refuses is said in place', async () => {
    renderOrder(
      {
        'GET /api/Order/detail': () => ({ status: 200, json: ORDER_WITH_UNLABELLED_STAGE }),
        'POST /api/Labels/create-label/502': () => ({
          status: 502,
          json: { message: 'The carrier could not be reached' },
        }),
      },
      '1043',
    );
    await userEvent.click(
      await within(await stage(2)).findByRole('button', { name: 'Make labels' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The labels could not be made. The carrier could not be reached',
    );
    expect(within(await stage(2)).getByRole('button', { name: 'Make labels' })).toBeDefined();
  });
});
