import { resetErrorLogForTests } from '@bikeship/embed';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, createFakeApi, FAKE_API_BASE, type FakeRequest } from '../testing/fakeApi';
import { createQuoteBasics } from './quoteBasics';

afterEach(() => resetErrorLogForTests());

const logged = (requests: FakeRequest[]) =>
  requests
    .filter((request) => request.method === 'POST' && request.path === '/api/log')
    .map((request) => {
      const body = request.body as { jsonContent: string; step?: number };
      return { ...JSON.parse(body.jsonContent), step: body.step };
    });

/** Lets the background report reach the fake API. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a widget reports what went wrong with POST /api/log (quote §7, §8)', () => {
  it('a failure the customer was shown (bikeship:error) is reported with its step', async () => {
    const api = createFakeApi({
      'GET /api/Alerts/time/:time': () => [],
      'POST /api/log': () => answer(204),
    });
    const element = new EventTarget();
    const basics = createQuoteBasics({ apiBase: FAKE_API_BASE, fetch: api.fetch, events: element });
    // Every failure shown follows a call: the data layer, which reports them, is there by then.
    await basics.api.alerts.getAlertsByTime({ params: { time: '2026-11-25' } });
    basics.emit('bikeship:error', {
      code: 'payment-failed',
      message: 'Your card was declined.',
      step: 5,
    });
    await settle();
    expect(logged(api.requests)).toEqual([
      expect.objectContaining({
        kind: 'payment-failed',
        message: 'Your card was declined.',
        step: 5,
      }),
    ]);
  });

  it('a server error on any call is reported with the call, never its ids', async () => {
    const api = createFakeApi({
      'GET /api/Location/search': () => answer(500, { message: 'Internal Server Error' }),
      'POST /api/log': () => answer(204),
    });
    const basics = createQuoteBasics({ apiBase: FAKE_API_BASE, fetch: api.fetch });
    // The place lookup answers an empty list on failure (its policy); the report still goes.
    await expect(basics.api.places.searchLocations({ query: { q: 'Boulder' } })).resolves.toEqual(
      [],
    );
    await settle();
    expect(logged(api.requests)).toEqual([
      expect.objectContaining({ kind: 'call', call: 'GET /api/Location/search', status: 500 }),
    ]);
  });

  it('a failed confirm-order is reported (quote §8), a 404 answer is not', async () => {
    const api = createFakeApi({
      'POST /api/Order/confirm-order': () => answer(400, { message: 'Order is not payable' }),
      'POST /api/log': () => answer(204),
    });
    const basics = createQuoteBasics({ apiBase: FAKE_API_BASE, fetch: api.fetch });
    await expect(basics.api.order.confirmOrder({ body: { orderId: 7 } })).resolves.toBe(false);
    // An unknown event code answers 404: an answer (the partner is told), not ours to fix.
    await basics.api.events.eventOfUrlCode('nope').catch(() => undefined);
    await settle();
    expect(
      api.requests.some((request) => request.path === '/api/BicycleEvent/byurlcode/nope'),
    ).toBe(true);
    expect(logged(api.requests)).toEqual([
      expect.objectContaining({ kind: 'call', call: 'confirmOrder', status: 400 }),
    ]);
  });
});
