import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpoints } from './endpoints';

/** The call names fixed by the catalogue contract (one per call of shell §7 and quote §7). */
const CALL_NAMES = [
  // Authentication
  'login',
  'logout',
  'register',
  'forgotPassword',
  'checkEmail',
  'resetPassword',
  'verifyResetToken',
  'extendSession',
  'externalLogin',
  // DECISION (not in the call tables): the account's "Change password" view.
  'changePassword',
  // DECISION (not in the call tables): the registration mail's "confirm your email" link.
  'confirmEmail',
  // User, stored value, alerts
  'getUser',
  'updateUser',
  'getStoredValue',
  'getAlertsByName',
  'getAlertsByTime',
  // Rates, landed cost
  'createRateRequest',
  'getRates',
  'getRateDates',
  'getLandedCost',
  // Order
  'createTemporaryOrder',
  'createOrder',
  'confirmOrder',
  'payOrder',
  'payAdditional',
  'getOrderDates',
  'getOrdersByMonth',
  'getOrderDetail',
  'getRecentOrders',
  // Refund
  'refundOrder',
  'deleteOrder',
  'deleteLabel',
  'deletePickup',
  'deletePayment',
  // Addresses and places
  'verifyAddress',
  'isUnitRequired',
  'resolveLocation',
  'replaceAddress',
  'searchLocations',
  'listAddresses',
  'createAddress',
  'updateAddress',
  'getUserPackages',
  // Saved searches
  'createSavedSearch',
  'updateSavedSearch',
  'getSavedSearchesPaged',
  'deleteSavedSearch',
  // Form data, protection, date
  'getPackageCategories',
  'getPackagePresets',
  'getPackagePurposes',
  'getCountries',
  'getPickupOptions',
  'getStates',
  'getInsurancePresets',
  'getInsuranceOption',
  'getDate',
  'getDateSchedule',
  // Stripe, PayPal
  'createStripeClientSecret',
  'updateStripePayment',
  'stripeRefund',
  'getCustomerDiscount',
  'validatePromotion',
  'getPaymentMethods',
  'detachPaymentMethod',
  'getCustomerBalance',
  'paypalHasPaymentToken',
  'paypalToken',
  // DECISION (not in the call tables): how cards are taken, and the test gateway's 3-D Secure
  // page (the payment step loads Stripe.js only when Stripe is configured).
  'getPaymentsConfig',
  'completeTestAuthentication',
  // Documents, labels, email, claims
  'createShipmentDocument',
  'deleteShipmentDocument',
  'downloadShipmentDocuments',
  'createLabel',
  'sendEmail',
  'createClaim',
  // Other
  'getPackageLocation',
  'getAmbassadors',
  // DECISION (not in the call tables): the bike shop finder
  'searchBicycleShops',
  'getBicycleShop',
  'createQbpTopShop',
  // DECISION (not in the call tables): the contact page's message to support and its config
  'sendContactMessage',
  'getContactConfig',
  'log',
  // Page-view analytics (shell §7: "a page-view analytics call", its HTTP details not shown)
  'recordPageView',
  'getAnalyticsConfig',
  'getEvents',
  'getPartnerEvents',
  'getEventByUrlCode',
  'getEventById',
];

const entries = Object.entries(endpoints);

/** Keys of an object schema, or [] for anything else. */
function shapeKeys(schema: unknown): string[] {
  return schema instanceof z.ZodMiniObject ? Object.keys(schema.shape) : [];
}

describe('endpoint catalogue (shell §7, quote §7)', () => {
  it('has every call of both call tables and nothing else', () => {
    expect(Object.keys(endpoints).sort()).toEqual([...CALL_NAMES].sort());
  });

  it('puts every path under /api/', () => {
    for (const [, endpoint] of entries) expect(endpoint.path).toMatch(/^\/api\//);
  });

  it('has a unique method + path per call', () => {
    const routes = entries.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('names every {placeholder} of a path in its params schema, and only those', () => {
    for (const [name, endpoint] of entries) {
      const placeholders = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const params = 'params' in endpoint ? shapeKeys(endpoint.params) : [];
      expect({ name, params: params.sort() }).toEqual({ name, params: placeholders.sort() });
    }
  });

  it('sends a body only with POST and PUT', () => {
    for (const [name, endpoint] of entries) {
      if ('body' in endpoint)
        expect({ name, method: endpoint.method }).toMatchObject({
          method: expect.stringMatching(/^(POST|PUT)$/),
        });
    }
  });

  it('sends claim creation with the bearer token (shell §6), and only that call', () => {
    const bearer = entries.filter(([, endpoint]) => endpoint.auth === 'bearer').map(([n]) => n);
    expect(bearer).toEqual(['createClaim']);
  });

  it('uploads claims and documents as multipart and downloads documents as a file', () => {
    expect(endpoints.createClaim.body).toBe('multipart');
    expect(endpoints.createShipmentDocument.body).toBe('multipart');
    expect(endpoints.downloadShipmentDocuments.response).toBe('binary');
    expect(endpoints.externalLogin.response).toBe('none');
  });

  it('keeps the spec paths of the order and payment calls (quote §7)', () => {
    expect(endpoints.payOrder.path).toBe('/api/Order/payment');
    expect(endpoints.payAdditional.path).toBe('/api/Order/Additional-Payment');
    expect(endpoints.getDateSchedule.path).toBe('/api/Date/schedule/{country}/{year}/{month}');
    expect(endpoints.validatePromotion.path).toBe('/api/Stripe/validate-promotion/{code}');
  });

  it('can describe every schema in the OpenAPI document (DESIGN §3)', () => {
    for (const [name, endpoint] of entries) {
      for (const slot of ['params', 'query', 'body', 'response'] as const) {
        const schema: unknown =
          slot in endpoint ? endpoint[slot as keyof typeof endpoint] : undefined;
        if (!(schema instanceof z.ZodMiniType)) continue;
        const io = slot === 'response' ? 'output' : 'input';
        expect(() => z.toJSONSchema(schema, { io }), `${name}.${slot}`).not.toThrow();
      }
    }
  });
});
