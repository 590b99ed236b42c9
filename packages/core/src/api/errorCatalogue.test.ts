import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOMESTIC_LANDED_COST_ERROR } from '../constants';
import { ApiError, HTTP_FORBIDDEN } from './apiError';
import type { ApiClientOptions } from './client';
import { createBikeshipApi } from './index';
import { type FakeServer, startFakeServer } from './testing/fakeServer';

let server: FakeServer;
beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());
afterEach(() => vi.restoreAllMocks());

const api = (options: Partial<ApiClientOptions> = {}) =>
  createBikeshipApi({ baseURL: server.origin, ...options });
const serverError = { status: 500, json: { message: 'boom' } };

describe('quote §8: discount, balance, payment-method list, refund and stripe failures return false or an empty list', () => {
  it('customer discount failure → false', async () => {
    server.route('GET', '/api/Stripe/get-customer-discount', serverError);
    await expect(api().stripe.getCustomerDiscount()).resolves.toBe(false);
  });

  it('customer balance failure → false; a good answer passes through in cents', async () => {
    server.route('GET', '/api/Stripe/get-customer-balance', serverError);
    await expect(api().stripe.getCustomerBalance()).resolves.toBe(false);
    server.route('GET', '/api/Stripe/get-customer-balance', { json: { balance: -1250 } });
    await expect(api().stripe.getCustomerBalance()).resolves.toEqual({ balance: -1250 });
  });

  it('payment-method list failure → empty list', async () => {
    server.route('GET', '/api/Stripe/get-payment-methods', serverError);
    await expect(api().stripe.getPaymentMethods()).resolves.toEqual([]);
  });

  it('stripe refund and order refund failures → false', async () => {
    server.route('GET', '/api/Stripe/refund/pi_1', serverError);
    server.route('POST', '/api/Refund/RefundOrder', serverError);
    await expect(api().stripe.stripeRefund({ params: { id: 'pi_1' } })).resolves.toBe(false);
    await expect(api().refund.refundOrder({ query: { orderId: 5 } })).resolves.toBe(false);
    expect(server.requests[1]?.query.get('orderId')).toBe('5');
  });

  it('a promotion that cannot be checked → false (the promo discount stays cleared, quote §4)', async () => {
    server.route('GET', '/api/Stripe/validate-promotion/SPRING', serverError);
    await expect(
      api().stripe.validatePromotion({ params: { code: 'SPRING' }, query: { orderTotal: 99 } }),
    ).resolves.toBe(false);
    expect(server.requests[0]?.query.get('orderTotal')).toBe('99');
  });
});

describe('quote §8: address, label, email, document and refund (DELETE Refund/…) failures are passed to the caller', () => {
  const expectThrown = async (call: Promise<unknown>, status: number) => {
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status });
  };

  it('address verification and saving throw ApiError, field errors included', async () => {
    server.route('GET', '/api/Avs', serverError);
    server.route('POST', '/api/Address', {
      status: 400,
      json: { errors: [{ propertyName: 'postalCode', message: 'Unknown postal code' }] },
    });
    await expectThrown(api().places.verifyAddress({ query: { country: 'US' } }), 500);
    const error = await api()
      .places.createAddress({
        body: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          address1: '1 Main St',
          city: 'Boulder',
          postalCode: '00000',
          country: 'United States',
        },
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 400,
      fieldErrors: [{ propertyName: 'postalCode', message: 'Unknown postal code' }],
    });
  });

  it('AVS sends triggerType 3 by default (quote §7)', async () => {
    server.route('GET', '/api/Avs', { json: { status: 'success', result: 'not_called' } });
    await api().places.verifyAddress({ query: { country: 'US', city: 'Boulder' } });
    expect(server.requests[0]?.query.get('triggerType')).toBe('3');
  });

  it('label, email and document failures throw', async () => {
    server.route('POST', '/api/Labels/create-label/12', serverError);
    server.route('POST', '/api/email/send', { status: 502 });
    server.route('DELETE', '/api/ShipmentDocument/delete', { status: 404 });
    await expectThrown(api().labels.createLabel({ params: { shipmentId: 12 } }), 500);
    await expectThrown(
      api().email.sendEmail({ body: { emailName: 'Confirmation', orderId: 3 } }),
      502,
    );
    await expectThrown(api().documents.deleteShipmentDocument({ query: { DocumentId: 4 } }), 404);
  });

  it('DELETE /api/Refund/Order|Label|Pickup|Payment/{id} failures throw', async () => {
    for (const target of ['Order', 'Label', 'Pickup', 'Payment']) {
      server.route('DELETE', `/api/Refund/${target}/8`, { status: 409 });
    }
    const refund = api().refund;
    await expectThrown(refund.deleteOrder({ params: { id: 8 } }), 409);
    await expectThrown(refund.deleteLabel({ params: { id: 8 } }), 409);
    await expectThrown(refund.deletePickup({ params: { id: 8 } }), 409);
    await expectThrown(refund.deletePayment({ params: { id: 8 } }), 409);
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'DELETE /api/Refund/Order/8',
      'DELETE /api/Refund/Label/8',
      'DELETE /api/Refund/Pickup/8',
      'DELETE /api/Refund/Payment/8',
    ]);
  });
});

describe('quote §8: claim failure returns the error response (shell §6: claims send a bearer token)', () => {
  const claimForm = () => {
    const form = new FormData();
    form.append('orderId', '77');
    form.append('BillOfSalePics', new Blob(['receipt']), 'receipt.pdf');
    return form;
  };

  it('a multipart claim carries the bearer token and resolves { ok: true, value }', async () => {
    server.route('POST', '/api/Claim', { json: { success: true, claimId: 31 } });
    const result = await api({ getToken: () => 'claim-token' }).claim.createClaim({
      body: claimForm(),
    });
    expect(result).toEqual({ ok: true, value: { success: true, claimId: 31 } });
    const seen = server.requests[0];
    expect(seen?.headers.authorization).toBe('Bearer claim-token');
    expect((await seen?.formData())?.get('orderId')).toBe('77');
  });

  it('a failed claim resolves { ok: false, error } with the server message', async () => {
    server.route('POST', '/api/Claim', { status: 413, json: { message: 'Pictures too large' } });
    const result = await api({ getToken: () => 't' }).claim.createClaim({ body: claimForm() });
    expect(result.ok).toBe(false);
    expect(result.ok === false && result.error).toMatchObject({
      status: 413,
      message: 'Pictures too large',
    });
  });
});

describe('quote §8: order creation — 403 distinct, 400 reported to an error service, other failures false', () => {
  it('403 gives the distinct forbidden result', async () => {
    server.route('POST', '/api/Order/create-order', { status: 403 });
    await expect(api().order.createOrder({ body: { orderId: 7 } })).resolves.toBe(HTTP_FORBIDDEN);
  });

  it('400 is reported to the error service and returns false', async () => {
    server.route('POST', '/api/Order/create-order', {
      status: 400,
      json: { errors: [{ propertyName: 'orderId', message: 'Unknown order' }] },
    });
    const onReport = vi.fn();
    await expect(api({ onReport }).order.createOrder({ body: { orderId: 7 } })).resolves.toBe(
      false,
    );
    expect(onReport).toHaveBeenCalledOnce();
    expect(onReport.mock.calls[0]?.[0]).toMatchObject({ status: 400 });
    expect(onReport.mock.calls[0]?.[1]).toEqual({ call: 'createOrder' });
  });

  it('other failures return false without a report', async () => {
    server.route('POST', '/api/Order/create-order', serverError);
    const onReport = vi.fn();
    await expect(api({ onReport }).order.createOrder({ body: { orderId: 7 } })).resolves.toBe(
      false,
    );
    expect(onReport).not.toHaveBeenCalled();
  });

  it('failed confirm-order is reported and returns false', async () => {
    server.route('POST', '/api/Order/confirm-order', serverError);
    const onReport = vi.fn();
    await expect(api({ onReport }).order.confirmOrder({ body: { orderId: 7 } })).resolves.toBe(
      false,
    );
    expect(onReport).toHaveBeenCalledWith(expect.any(ApiError), { call: 'confirmOrder' });
  });
});

describe('quote §8: saving a paid order — 403 returns 403, else false; quote §9: balance sent in cents', () => {
  const payment = { orderId: 7, total: 120.5, fees: [], usedBalance: 1250 };

  it('403 returns 403, any other failure false', async () => {
    server.route('POST', '/api/Order/payment', { status: 403 });
    server.route('POST', '/api/Order/Additional-Payment', { status: 402 });
    await expect(api().order.payOrder({ body: payment })).resolves.toBe(HTTP_FORBIDDEN);
    await expect(api().order.payAdditional({ body: payment })).resolves.toBe(false);
  });

  it('usedBalance travels as whole cents, with processor s by default (quote §7)', async () => {
    server.route('POST', '/api/Order/payment', { json: { success: true, orderId: 7 } });
    await expect(api().order.payOrder({ body: payment })).resolves.toEqual({
      success: true,
      orderId: 7,
    });
    expect(server.requests[0]?.json).toMatchObject({ usedBalance: 1250, paymentProcessor: 's' });
  });

  it('a balance in dollars (not whole cents) is refused before anything is sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(api().order.payOrder({ body: { ...payment, usedBalance: 12.5 } })).resolves.toBe(
      false,
    );
    expect(server.requests).toHaveLength(0);
  });
});

describe("quote §5/§8: landed cost — same country skipped, 'Domestic shipments are not allowed' ignored", () => {
  const landedCost = (fromCountry: string, toCountry: string) => ({
    body: {
      stage: 1,
      serviceLevelCode: 'GND',
      fromCountry,
      toCountry,
      itemsCreateWorkflow: [
        { name: 'Bike', value: 1500, dimensions: { length: 54, width: 8, height: 30, weight: 40 } },
      ],
    },
  });

  it('same from and to country returns false without calling the server', async () => {
    await expect(api().landedCost.getLandedCost(landedCost('US', 'US'))).resolves.toBe(false);
    expect(server.requests).toHaveLength(0);
  });

  it('the domestic error answer is ignored (false)', async () => {
    server.route('POST', '/api/GCLandedCost/gcget-landed-cost', {
      json: { success: false, error: DOMESTIC_LANDED_COST_ERROR },
    });
    await expect(api().landedCost.getLandedCost(landedCost('US', 'CA'))).resolves.toBe(false);
    expect(server.requests).toHaveLength(1);
  });

  it('the domestic error as an HTTP error body is ignored too', async () => {
    server.route('POST', '/api/GCLandedCost/gcget-landed-cost', {
      status: 400,
      json: { error: DOMESTIC_LANDED_COST_ERROR },
    });
    await expect(api().landedCost.getLandedCost(landedCost('US', 'CA'))).resolves.toBe(false);
  });

  it('other failures resolve to a failed answer, so the caller adds a failed entry', async () => {
    server.route('POST', '/api/GCLandedCost/gcget-landed-cost', serverError);
    await expect(api().landedCost.getLandedCost(landedCost('US', 'CA'))).resolves.toMatchObject({
      success: false,
      error: 'boom',
    });
  });

  it('a successful answer passes through for the acceptance rule', async () => {
    server.route('POST', '/api/GCLandedCost/gcget-landed-cost', {
      json: { success: true, clearanceFee: 42.1, quoteId: 'q1' },
    });
    await expect(api().landedCost.getLandedCost(landedCost('US', 'CA'))).resolves.toEqual({
      success: true,
      clearanceFee: 42.1,
      quoteId: 'q1',
      packages: [],
    });
  });
});

describe('shell §8: alert loading failure — only logged', () => {
  it('logs the failure and resolves an empty list', async () => {
    server.route('GET', '/api/Alerts/name/home', serverError);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(api().alerts.getAlertsByName({ params: { name: 'home' } })).resolves.toEqual([]);
    expect(log).toHaveBeenCalled();
  });
});

describe('quote §8: most other fetch failures return false silently', () => {
  it('user, stored value, saved search and event failures → false; lists → empty', async () => {
    const log = vi.spyOn(console, 'error');
    const bikeship = api();
    await expect(bikeship.user.getUser()).resolves.toBe(false);
    await expect(
      bikeship.storedValue.getStoredValue({ params: { key: 'numserved' } }),
    ).resolves.toBe(false);
    await expect(bikeship.savedSearch.getSavedSearchesPaged()).resolves.toBe(false);
    await expect(bikeship.events.getEventByUrlCode({ params: { code: 'tour' } })).resolves.toBe(
      false,
    );
    await expect(bikeship.formData.getCountries()).resolves.toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });

  it('a network failure (no server) is a failure like any other', async () => {
    const offline = createBikeshipApi({ baseURL: 'http://127.0.0.1:9' });
    await expect(offline.paypal.paypalHasPaymentToken()).resolves.toBe(false);
  });

  it('a malformed answer is not accepted: false, and logged for developers', async () => {
    server.route('GET', '/api/Ambassador', { json: [{ nickname: 'no name' }] });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(api().misc.getAmbassadors()).resolves.toEqual([]);
    expect(log.mock.calls[0]?.[1]).toMatchObject({ kind: 'invalid-response' });
  });
});

describe('shell §4/§8: a 401 logs a registered user out and reloads', () => {
  it('calls onUnauthorized, and the call still follows its own policy (false)', async () => {
    server.route('GET', '/api/User', { status: 401 });
    const onUnauthorized = vi.fn();
    await expect(api({ onUnauthorized }).user.getUser()).resolves.toBe(false);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
