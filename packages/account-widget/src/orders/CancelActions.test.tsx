import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { definitionLines } from '../testing/definitionLines';
import { type FakeAnswer, renderAccount, type SeenRequest } from '../testing/renderAccount';
import {
  ORDER_AFTER_STAGE_2_CANCELLED,
  ORDER_WITH_OFFERS,
  ORDER_WITH_REFUND_UNDER_WAY,
  signedInStorages,
} from './ordersFixtures';

type Routes = Record<string, (request: SeenRequest) => FakeAnswer>;

const renderOrder = (routes: Routes) =>
  renderAccount('order', routes, {
    storages: signedInStorages(),
    orderId: String(ORDER_WITH_OFFERS.orderId),
  });

const DETAIL: Routes = {
  'GET /api/Order/detail': () => ({ status: 200, json: ORDER_WITH_OFFERS }),
};

const stage = (number: number) =>
  screen.findByRole('region', { name: new RegExp(`^Stage ${number}`) });

/** The figures of the modal's list: 'To your card' → '$220.00'. */
function modalFigures(dialog: HTMLElement) {
  const terms = within(dialog).getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

async function openConfirmation(open: () => Promise<HTMLElement>) {
  await userEvent.click(await open());
  return screen.findByRole('dialog');
}

describe('cancel and refund from the order details (quote §4: an order, a label, a pickup or a payment)', () => {
  it('each of the four confirmations states the amount back to the card and as credit', async () => {
    renderOrder(DETAIL);
    const cases = [
      {
        open: async () => screen.findByRole('button', { name: 'Cancel the order' }),
        title: 'Cancel order #1044?',
        back: 'You get $240.00 back:',
        figures: { 'To your card': '$220.00', 'As credit': '$20.00' },
        mailed: true,
      },
      {
        open: async () => within(await stage(2)).getByRole('button', { name: 'Cancel stage 2' }),
        title: 'Cancel stage 2?',
        back: 'You get $115.00 back:',
        figures: { 'To your card': '$115.00', 'As credit': '$0.00' },
        mailed: true,
      },
      {
        open: async () => within(await stage(1)).getByRole('button', { name: 'Cancel pickup' }),
        title: 'Cancel the pickup of stage 1?',
        back: 'You get $5.00 back:',
        figures: { 'To your card': '$5.00', 'As credit': '$0.00' },
        mailed: false,
      },
      {
        open: async () => screen.findByRole('button', { name: /^Refund: Payment of / }),
        title: /^Refund the payment of /,
        back: 'You get $220.00 back:',
        figures: { 'To your card': '$220.00', 'As credit': '$0.00' },
        mailed: false,
      },
    ];
    for (const expected of cases) {
      const dialog = await openConfirmation(expected.open);
      expect(within(dialog).getByRole('heading', { name: expected.title })).toBeDefined();
      expect(within(dialog).getByText(expected.back)).toBeDefined();
      expect(modalFigures(dialog)).toEqual(expected.figures);
      // The server mails CANCELORDER for a cancelled stage or order only (api services/refunds.ts).
      expect(within(dialog).queryByText(/We email the cancellation/) !== null).toBe(
        expected.mailed,
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
      expect(screen.queryByRole('dialog')).toBeNull();
    }
  });

  it('cancelling a stage voids its label, focuses the outcome, then the order’s figures are fetched again', async () => {
    let cancelled = false;
    const { api } = renderOrder({
      'GET /api/Order/detail': () => ({
        status: 200,
        json: cancelled ? ORDER_AFTER_STAGE_2_CANCELLED : ORDER_WITH_OFFERS,
      }),
      'DELETE /api/Refund/Label/502': () => {
        cancelled = true;
        return { success: true, amountRefunded: 115 };
      },
    });
    const summary = await screen.findByRole('region', { name: 'Payment' });
    expect(within(summary).getByText('Paid', { selector: 'dd' })).toBeDefined();
    const dialog = await openConfirmation(async () =>
      within(await stage(2)).getByRole('button', { name: 'Cancel stage 2' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel stage 2' }));

    expect(
      (await screen.findByText(/^Stage 2 is cancelled\./)).textContent?.replace(/\s+/g, ' '),
    ).toBe('Stage 2 is cancelled. $115.00 goes back to your card.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/api/Refund/Label/502',
    ]);
    const after = screen.getByRole('region', { name: 'Payment' });
    await within(after).findByText('Partly refunded');
    expect(api.requests.filter((r) => r.path === '/api/Order/detail')).toHaveLength(2);
    expect(within(after).getByText('$115.00', { selector: 'dd' })).toBeDefined();
    expect(within(after).getByText(/\$115\.00 refunded/)).toBeDefined();
    const second = await stage(2);
    expect(within(second).getByText('Cancelled')).toBeDefined();
    expect(within(second).queryByRole('button', { name: 'Cancel stage 2' })).toBeNull();
    // The button that asked is gone: the focus is on the outcome, not the page's body.
    expect(document.activeElement?.textContent?.replace(/\s+/g, ' ')).toBe(
      'Stage 2 is cancelled. $115.00 goes back to your card.',
    );
    // What stage 1 now gives back is the server's new offer, not a sum kept in the browser.
    const dialogAfter = await openConfirmation(async () =>
      within(await stage(1)).getByRole('button', { name: 'Cancel stage 1' }),
    );
    expect(modalFigures(dialogAfter)).toEqual({ 'To your card': '$105.00', 'As credit': '$20.00' });
  });

  it('a refusal is said in the confirmation in the server’s words, and nothing changes', async () => {
    const { api } = renderOrder({
      ...DETAIL,
      'DELETE /api/Refund/Order/1044': () => ({
        status: 409,
        json: { message: 'Another refund of this order is under way: try again in a moment' },
      }),
    });
    const dialog = await openConfirmation(async () =>
      screen.findByRole('button', { name: 'Cancel the order' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel the order' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This could not be done. Another refund of this order is under way: try again in a moment',
    );
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(api.requests.filter((r) => r.path === '/api/Order/detail')).toHaveLength(1);
    expect(screen.queryByText(/is cancelled\./)).toBeNull();
  });

  it('offers nothing while a refund of the order is under way, and says why', async () => {
    renderOrder({
      'GET /api/Order/detail': () => ({ status: 200, json: ORDER_WITH_REFUND_UNDER_WAY }),
    });
    expect(
      await screen.findByText(
        'A refund of this order is under way. Come back in a moment to change anything else.',
      ),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Cancel/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Refund/ })).toBeNull();
  });

  it('offers only what the server offers: no pickup to cancel on a drop-off stage', async () => {
    renderOrder(DETAIL);
    const second = await stage(2);
    expect(within(second).getByText('None: drop off')).toBeDefined();
    expect(within(second).queryByRole('button', { name: 'Cancel pickup' })).toBeNull();
    const facts = definitionLines((await stage(1)).querySelector('dl') as HTMLElement);
    expect(facts).toEqual(
      expect.arrayContaining([
        ['Price', '$125.00'],
        ['Rate', '$120.00'],
        ['Pickup fee', '$5.00'],
      ]),
    );
  });
});

describe('tracking a stage’s box (GET /api/PackageLocation/{code})', () => {
  it('Track shows the lookup’s status, place and scans in place', async () => {
    const { api } = renderOrder({
      ...DETAIL,
      'GET /api/PackageLocation/BS0300000000000501': () => ({
        code: 'BS0300000000000501',
        status: 'in_transit',
        location: 'Boise, ID',
        estimatedDelivery: '2026-11-27',
        events: [
          {
            time: '2026-11-24T09:00:00.000Z',
            description: 'Departed facility',
            location: 'Boise, ID',
          },
        ],
      }),
    });
    await userEvent.click(
      within(await stage(1)).getByRole('button', { name: 'Track BS0300000000000501' }),
    );
    const answer = await within(await stage(1)).findByText(/^in transit · Boise, ID · expected/);
    expect(answer.textContent).toBe('in transit · Boise, ID · expected Fri, Nov 27');
    expect(
      within(screen.getByRole('list', { name: 'Scans of BS0300000000000501' })).getByText(
        /Departed facility \(Boise, ID\)/,
      ),
    ).toBeDefined();
    expect(api.requests.some((r) => r.path === '/api/PackageLocation/BS0300000000000501')).toBe(
      true,
    );
  });
});
