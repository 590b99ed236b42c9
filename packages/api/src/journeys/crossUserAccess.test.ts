import { createApiClient, type EndpointInput } from '@bikeship/core/api';
import {
  type EndpointDefinition,
  type EndpointName,
  type Endpoints,
  endpoints,
} from '@bikeship/core/schemas';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  addresses,
  claims,
  orderPackages,
  orderPaymentIntents,
  orders,
  payments,
  refunds,
  savedSearches,
  shipmentDocuments,
  shipments,
  testGatewayPaymentMethods,
} from '../db/schema';
import { orderKeyCookieName } from '../services/orderAccess';
import { PLACES, paymentBody, placeTemporaryOrder } from '../testing/orderFlow';
import { DENVER, insertOrder, PORTLAND, ROAD_BIKE_BOX } from '../testing/shipmentOrders';
import { createTestServer, type RequestOptions, type TestServer } from '../testing/testServer';

/**
 * Nobody reaches what is someone else's by naming its id. Every endpoint of the catalogue that
 * takes an id — in its path, its query or its body — is called with the ids of a registered
 * customer's and of a guest's order, payment, document, address, saved search and card, by
 * another customer, by a guest holding the key of ANOTHER order (header and cookie), and with no
 * session at all: each answer must be 401, 403 or 404, carry none of the victim's data, and
 * change nothing. The owners then make the same calls, which proves the ids named real things.
 *
 * The list of endpoints comes from the catalogue: a new endpoint with an id field fails
 * "every endpoint that takes an id has a case" until it gets one below.
 */

// Wednesday 1 July 2026, 11:00 in Denver: the order flow's ship dates are the week after.
const clock = new Date('2026-07-01T17:00:00Z');

/** A field that names something stored: id, orderId, shipmentId, DocumentId, packageId… */
const ID_FIELD = /(?:^id|Id|ID|_id)$/;

/** The answers an attacker may get: not signed in, not allowed, or "no such thing". */
const REFUSALS = [401, 403, 404];

/** A 1×1 PNG: a picture the document and claim uploads accept by its content. */
const PNG_BYTES = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** What an order holds that an id can name: the attacker's own too (mixed-id cases). */
interface OrderHoldings {
  orderId: number;
  shipmentId: number;
  boxId: number;
}

/** A victim's paid order and what hangs on it, and an order still being placed. */
interface VictimOrder extends OrderHoldings {
  /** A temporary order, not paid yet: the checkout another caller must not take over. */
  openOrderId: number;
  documentId: number;
  paymentId: number;
  gatewayPaymentId: string;
  paymentIntentId: string;
}

/** A registered victim's order plus what only an account has. */
interface VictimAccount extends VictimOrder {
  userId: string;
  addressId: number;
  savedSearchId: number;
  paymentMethodId: string;
}

type Credentials = Pick<RequestOptions, 'token' | 'cookie' | 'headers'>;

/** A call's path parameters, query and body, typed by the endpoint's own schemas. */
type Parts<E extends EndpointDefinition> = Pick<EndpointInput<E>, 'params' | 'query' | 'body'>;

interface LooseParts {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/**
 * One call that names a victim's things. `own` is what the caller holds (the attacker's own
 * order; the victim's for the owner): a case may mix the caller's ids with one of the victim's.
 */
interface Case<V, P> {
  what: string;
  request: (victim: V, own: OrderHoldings) => P;
}

type OrderCases = { [N in EndpointName]?: readonly Case<VictimOrder, Parts<Endpoints[N]>>[] };
type AccountCases = { [N in EndpointName]?: readonly Case<VictimAccount, Parts<Endpoints[N]>>[] };

function pictureForm(fields: Record<string, string>, fileField: string, fileName: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(fileField, new Blob([PNG_BYTES], { type: 'image/png' }), fileName);
  return form;
}

/** A payment call the schema accepts: ownership must be decided before the figures are. */
const paymentCall = (orderId: number) => ({
  orderId,
  nonce: 'pm_card_visa',
  total: 100,
  discountAmount: 0,
  fees: [],
});

const documentQuery = (shipmentId: number, orderId: number, boxId: number) => ({
  shipmentId,
  orderId,
  boxId,
  category: 'receipt',
});

/** Calls on anything that hangs on an order: a registered customer's or a guest's. */
const ORDER_CASES: OrderCases = {
  getOrderDetail: [
    { what: 'the paid order', request: (v) => ({ query: { orderId: v.orderId } }) },
    { what: 'the open order', request: (v) => ({ query: { orderId: v.openOrderId } }) },
  ],
  // Creating, confirming and paying are the steps of an order being placed: the open one.
  createOrder: [{ what: 'the open order', request: (v) => ({ body: { orderId: v.openOrderId } }) }],
  confirmOrder: [
    { what: 'the open order', request: (v) => ({ body: { orderId: v.openOrderId } }) },
  ],
  payOrder: [{ what: 'the open order', request: (v) => ({ body: paymentCall(v.openOrderId) }) }],
  payAdditional: [{ what: 'the paid order', request: (v) => ({ body: paymentCall(v.orderId) }) }],
  refundOrder: [{ what: 'the paid order', request: (v) => ({ query: { orderId: v.orderId } }) }],
  deleteOrder: [
    { what: 'the paid order', request: (v) => ({ params: { id: v.orderId } }) },
    { what: 'the open order', request: (v) => ({ params: { id: v.openOrderId } }) },
  ],
  deleteLabel: [{ what: 'a stage', request: (v) => ({ params: { id: v.shipmentId } }) }],
  deletePickup: [{ what: 'a stage', request: (v) => ({ params: { id: v.shipmentId } }) }],
  deletePayment: [{ what: 'a payment', request: (v) => ({ params: { id: v.paymentId } }) }],
  createLabel: [{ what: 'a stage', request: (v) => ({ params: { shipmentId: v.shipmentId } }) }],
  createShipmentDocument: [
    {
      what: 'a stage and box of the order',
      request: (v) => ({
        query: documentQuery(v.shipmentId, v.orderId, v.boxId),
        body: pictureForm({}, 'file', 'upload.png'),
      }),
    },
    {
      what: 'a box, on a stage of the caller’s own order',
      request: (v, own) => ({
        query: documentQuery(own.shipmentId, own.orderId, v.boxId),
        body: pictureForm({}, 'file', 'upload.png'),
      }),
    },
  ],
  deleteShipmentDocument: [
    { what: 'a document', request: (v) => ({ query: { DocumentId: v.documentId } }) },
  ],
  downloadShipmentDocuments: [
    { what: 'a stage', request: (v) => ({ query: { shipmentId: v.shipmentId } }) },
  ],
  sendEmail: [
    {
      what: 'the order',
      request: (v) => ({ body: { emailName: 'Confirmation', orderId: v.orderId } }),
    },
    {
      what: 'a stage, named with the caller’s own order',
      request: (v, own) => ({
        body: {
          emailName: 'LABELS',
          orderId: own.orderId,
          shipmentId: v.shipmentId,
          additionalRecipients: ['shop@example.com'],
        },
      }),
    },
  ],
  createStripeClientSecret: [
    { what: 'the paid order', request: (v) => ({ body: { orderId: v.orderId } }) },
    { what: 'the open order', request: (v) => ({ body: { orderId: v.openOrderId } }) },
  ],
  updateStripePayment: [
    {
      what: 'a payment intent',
      request: (v) => ({ body: { paymentIntentId: v.paymentIntentId, total: 100 } }),
    },
  ],
  stripeRefund: [
    { what: 'a card payment', request: (v) => ({ params: { id: v.gatewayPaymentId } }) },
  ],
  createClaim: [
    {
      what: 'the order',
      request: (v) => ({
        body: pictureForm(
          {
            orderId: String(v.orderId),
            name: 'Claiming Rider',
            email: 'claimer@example.com',
            claimType: 'loss',
            description: 'The box never arrived.',
            amountClaimed: '10',
          },
          'BillOfSalePics',
          'receipt.png',
        ),
      }),
    },
  ],
};

/** A saved search as the wizard stores it, told apart by its id. */
const savedSearchData = (id: string) => JSON.stringify({ id, step: 1, trips: [], boxes: [] });

/** Calls on what only a registered customer has. */
const ACCOUNT_CASES: AccountCases = {
  updateAddress: [
    {
      what: 'a saved address',
      request: (v) => ({
        params: { addressId: v.addressId },
        body: {
          firstName: 'Mallory',
          lastName: 'Taker',
          address1: '1 Takeover Rd',
          city: 'Portland',
          state: 'OR',
          postalCode: '97214',
          country: 'United States',
          countryCode: 'US',
          phone: '503-555-0100',
        },
      }),
    },
  ],
  updateSavedSearch: [
    {
      what: 'a saved search',
      request: (v) => ({
        params: { id: v.savedSearchId },
        body: { serializedSearchData: savedSearchData('taken-over') },
      }),
    },
  ],
  deleteSavedSearch: [
    { what: 'a saved search', request: (v) => ({ params: { id: v.savedSearchId } }) },
  ],
  detachPaymentMethod: [
    { what: 'a saved card', request: (v) => ({ params: { id: v.paymentMethodId } }) },
  ],
  sendEmail: [
    {
      what: 'the customer, as the one the mail is sent for, with the caller’s own order',
      request: (v, own) => ({
        body: { emailName: 'Confirmation', orderId: own.orderId, id: v.userId },
      }),
    },
  ],
};

/**
 * Endpoints whose id names nothing anyone owns, and why: walking them with someone else's id
 * reaches nothing of theirs.
 */
const NOT_OWNED: Partial<Record<EndpointName, string>> = {
  getEventById: 'events are the public listing of GET /api/BicycleEvent',
  getBicycleShop: 'shops are the public listing of the bike shop finder, GET /api/BicycleShop',
  getRates:
    'a rate request id is 128 random bits, the only key to an anonymous quote made before sign-in',
  log: 'uniqueId is the client’s own tag on an error report; the call stores it and answers nothing',
};

const endpointNames = Object.keys(endpoints) as EndpointName[];

/** The fields of one part of a call; null when the part cannot be read (a multipart body). */
function fieldsOf(schema: EndpointDefinition['params'] | EndpointDefinition['body']) {
  if (schema === undefined) return [];
  return schema instanceof z.ZodMiniObject ? Object.keys(schema.shape) : null;
}

/** The id fields of an endpoint, or null when one of its parts cannot be read. */
function idFieldsOf(endpoint: EndpointDefinition): string[] | null {
  const parts = [fieldsOf(endpoint.params), fieldsOf(endpoint.query), fieldsOf(endpoint.body)];
  if (parts.some((fields) => fields === null)) return null;
  return parts.flatMap((fields) => fields ?? []).filter((field) => ID_FIELD.test(field));
}

/** Endpoints that take an id (or a body that cannot be read, which may hold one). */
const idTakingNames = endpointNames.filter((name) => {
  const fields = idFieldsOf(endpoints[name]);
  return fields === null || fields.length > 0;
});

const orderCasesOf = (name: EndpointName): readonly Case<VictimOrder, LooseParts>[] =>
  ORDER_CASES[name] ?? [];
const accountCasesOf = (name: EndpointName): readonly Case<VictimAccount, LooseParts>[] =>
  ACCOUNT_CASES[name] ?? [];

/** The fields a call sets: the keys of its path parameters, query and body (or form). */
function fieldsSet(parts: LooseParts): string[] {
  const keysOf = (part: unknown): string[] => {
    if (part instanceof FormData) return [...part.keys()];
    return part !== null && typeof part === 'object' ? Object.keys(part) : [];
  };
  return [...keysOf(parts.params), ...keysOf(parts.query), ...keysOf(parts.body)];
}

let server: TestServer;
const paths = createApiClient({ baseURL: '' });

interface Victim {
  name: string;
  order: VictimOrder;
  /** A registered victim's account holdings (null for a guest). */
  account: VictimAccount | null;
  /** What the owner presents: the customer's token, or the guest's order keys (cookies). */
  owner: Credentials;
  /** Text of the victim's that no answer to anyone else may contain. */
  secrets: string[];
}

interface Attacker {
  name: string;
  credentials: (victim: VictimOrder) => Credentials;
  own: OrderHoldings | null;
}

let registered: Victim & { account: VictimAccount };
let guest: Victim;
let attackers: Attacker[];
let before: unknown;

/** Sends one call of `endpoint` with `credentials`. */
function send(endpoint: EndpointDefinition, parts: LooseParts, credentials: Credentials) {
  const path = paths.url(endpoint, { params: parts.params, query: parts.query });
  const { body } = parts;
  return server.request(endpoint.method, path, {
    ...credentials,
    ...(body instanceof FormData ? { form: body } : body === undefined ? {} : { json: body }),
  });
}

/** The first stage, its first box and its payment of a paid order. */
async function holdingsOf(orderId: number) {
  const db = server.deps.db;
  const [shipment] = await db
    .select()
    .from(shipments)
    .where(eq(shipments.orderId, orderId))
    .orderBy(asc(shipments.stage));
  const [box] = await db
    .select()
    .from(orderPackages)
    .where(eq(orderPackages.orderId, orderId))
    .orderBy(asc(orderPackages.boxId));
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  if (!shipment || !box || !payment?.gatewayPaymentId) {
    throw new Error(`order ${orderId} has no stage, box or card payment`);
  }
  return {
    orderId,
    shipmentId: shipment.shipmentId,
    boxId: box.boxId,
    paymentId: payment.paymentId,
    gatewayPaymentId: payment.gatewayPaymentId,
  };
}

/**
 * The orders of a victim, placed through the order flow — a signed-in customer's with `token`
 * (the card is saved to the account), else a guest's: one paid, with a payment intent and an
 * uploaded document, and one only placed. A guest holds each order's key in its cookie, as the
 * site keeps them.
 */
async function victimOrders(token?: string) {
  const trip = {
    legs: [{ from: PLACES.sanFrancisco, to: PLACES.boulder }],
    ...(token ? { token } : {}),
  };
  const placed = await placeTemporaryOrder(server, trip);
  const open = await placeTemporaryOrder(server, trip);
  const guestKeys = [placed, open].map((order) => ({ orderId: order.id, key: order.orderKey }));
  const credentials: Credentials = token
    ? { token }
    : {
        cookie: guestKeys
          .map(({ orderId, key }) => `${orderKeyCookieName(orderId)}=${key}`)
          .join('; '),
      };
  const created = await server.request('POST', '/api/Order/create-order', {
    ...credentials,
    json: { orderId: placed.id },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const paid = await server.request('POST', '/api/Order/payment', {
    ...credentials,
    json: paymentBody(placed, 'pm_card_visa', { extra: { savePaymentMethod: Boolean(token) } }),
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const holdings = await holdingsOf(placed.id);
  const intent = await server.request('POST', '/api/Stripe/client-secret', {
    ...credentials,
    json: { orderId: placed.id },
  });
  expect(intent.status, JSON.stringify(intent.body)).toBe(200);
  const document = await send(
    endpoints.createShipmentDocument,
    {
      query: documentQuery(holdings.shipmentId, holdings.orderId, holdings.boxId),
      body: pictureForm({}, 'file', 'victims-own-receipt.png'),
    },
    credentials,
  );
  expect(document.status, JSON.stringify(document.body)).toBe(200);
  const order: VictimOrder = {
    ...holdings,
    openOrderId: open.id,
    paymentIntentId: intent.body.paymentIntentId,
    documentId: document.body.shipmentDocumentId,
  };
  return { order, credentials, orderKeys: guestKeys.flatMap(({ key }) => (key ? [key] : [])) };
}

/** Everything stored of the victims that an attacker could change. */
async function victimsState() {
  const db = server.deps.db;
  const orderIds = [registered, guest].flatMap(({ order }) => [order.orderId, order.openOrderId]);
  const userId = registered.account.userId;
  return {
    orders: await db.select().from(orders).where(inArray(orders.orderId, orderIds)),
    shipments: await db
      .select()
      .from(shipments)
      .where(inArray(shipments.orderId, orderIds))
      .orderBy(asc(shipments.shipmentId)),
    packages: await db
      .select()
      .from(orderPackages)
      .where(inArray(orderPackages.orderId, orderIds))
      .orderBy(asc(orderPackages.boxId)),
    payments: await db.select().from(payments).where(inArray(payments.orderId, orderIds)),
    refunds: await db.select().from(refunds).where(inArray(refunds.orderId, orderIds)),
    intents: await db
      .select()
      .from(orderPaymentIntents)
      .where(inArray(orderPaymentIntents.orderId, orderIds)),
    documents: await db
      .select()
      .from(shipmentDocuments)
      .where(inArray(shipmentDocuments.orderId, orderIds))
      .orderBy(asc(shipmentDocuments.shipmentDocumentId)),
    claims: await db.select().from(claims).where(inArray(claims.orderId, orderIds)),
    addresses: await db.select().from(addresses).where(eq(addresses.userId, userId)),
    savedSearches: await db.select().from(savedSearches).where(eq(savedSearches.userId, userId)),
    cards: await db
      .select()
      .from(testGatewayPaymentMethods)
      .where(eq(testGatewayPaymentMethods.userId, userId)),
  };
}

beforeAll(async () => {
  server = await createTestServer({ now: () => clock });
  const db = server.deps.db;

  // The registered victim: a paid order (card saved), an address, a saved search.
  const customer = await server.createUser({
    email: 'victoria.victim@victims.example',
    firstName: 'Victoria',
    lastName: 'Victim',
  });
  const { order, credentials: owner } = await victimOrders(customer.token);
  const address = await server.request('POST', '/api/Address', {
    ...owner,
    json: {
      firstName: 'Victoria',
      lastName: 'Victim',
      address1: '77 Private Lane',
      city: 'Boulder',
      state: 'CO',
      postalCode: '80302',
      country: 'United States',
      countryCode: 'US',
      phone: '303-555-0177',
    },
  });
  expect(address.status, JSON.stringify(address.body)).toBe(200);
  const search = await server.request('POST', '/api/SavedSearch', {
    ...owner,
    json: { serializedSearchData: savedSearchData('victoria-secret-trip') },
  });
  expect(search.status, JSON.stringify(search.body)).toBe(200);
  const cards = await server.request('GET', '/api/Stripe/get-payment-methods', owner);
  const [card] = cards.body as { id: string }[];
  if (!card) throw new Error('the victim’s card was not saved');
  // What the order flow wrote of both victims' orders: their contact and first street.
  const orderSecrets = ['ada@example.com', PLACES.sanFrancisco.street, 'victims-own-receipt'];
  registered = {
    name: 'a registered customer',
    order,
    account: {
      ...order,
      userId: customer.id,
      addressId: address.body.addressId,
      savedSearchId: search.body.value.savedSearchId,
      paymentMethodId: card.id,
    },
    owner,
    secrets: [customer.email, '77 Private Lane', 'victoria-secret-trip', ...orderSecrets],
  };

  // The guest victim: a paid order reached with its order key only.
  const guestOrder = await victimOrders();
  guest = {
    name: 'a guest',
    order: guestOrder.order,
    account: null,
    owner: guestOrder.credentials,
    secrets: [...guestOrder.orderKeys, ...orderSecrets],
  };

  // The attackers: another customer and another guest, each with a paid order of their own.
  const stage = { from: DENVER, to: PORTLAND, packages: [ROAD_BIKE_BOX] };
  const other = await server.createUser();
  const otherOrder = await insertOrder(db, { userId: other.id, stages: [stage] });
  const otherGuestOrder = await insertOrder(db, { userId: null, stages: [stage] });
  const otherKey = otherGuestOrder.orderKey ?? '';
  const ownOf = (inserted: typeof otherOrder): OrderHoldings => ({
    orderId: inserted.orderId,
    shipmentId: inserted.shipments[0]?.shipmentId ?? 0,
    boxId: inserted.shipments[0]?.boxIds[0] ?? 0,
  });
  const guestOwn = ownOf(otherGuestOrder);
  attackers = [
    {
      name: 'another customer',
      credentials: () => ({ token: other.token }),
      own: ownOf(otherOrder),
    },
    {
      name: 'a guest with the key of another order (header)',
      credentials: () => ({ headers: { 'X-Bikeship-Order-Key': otherKey } }),
      own: guestOwn,
    },
    {
      name: 'a guest with the key of another order (in that order’s cookie)',
      // The key of the guest's own order, in the cookies the server reads for the victim's orders.
      credentials: (victim) => ({
        cookie: [victim.orderId, victim.openOrderId, guestOwn.orderId]
          .map((orderId) => `${orderKeyCookieName(orderId)}=${otherKey}`)
          .join('; '),
      }),
      own: guestOwn,
    },
    { name: 'no session', credentials: () => ({}), own: null },
  ];
  before = await victimsState();
}, 60_000);
afterAll(() => server?.close());

/** Every (victim, case) pair of an endpoint, built with what `own` holds. */
function callsOf(name: EndpointName, own: (victim: Victim) => OrderHoldings) {
  const calls: { victim: Victim; what: string; parts: LooseParts }[] = [];
  for (const victim of [registered, guest]) {
    for (const { what, request } of orderCasesOf(name)) {
      calls.push({ victim, what, parts: request(victim.order, own(victim)) });
    }
    const { account } = victim;
    if (!account) continue;
    for (const { what, request } of accountCasesOf(name)) {
      calls.push({ victim, what, parts: request(account, own(victim)) });
    }
  }
  return calls;
}

describe('the catalogue: every endpoint that takes an id is walked', () => {
  it('finds the id-taking endpoints in the catalogue', () => {
    // The catalogue is read, not copied: a sample of what it must find.
    expect(idTakingNames).toEqual(
      expect.arrayContaining(['getOrderDetail', 'updateAddress', 'deleteShipmentDocument']),
    );
    expect(idTakingNames).toContain('createClaim');
    expect(idTakingNames).not.toContain('getUser');
  });

  it('every endpoint that takes an id has a case, or a reason why its id names nothing owned', () => {
    const missing = idTakingNames.filter(
      (name) =>
        orderCasesOf(name).length === 0 &&
        accountCasesOf(name).length === 0 &&
        NOT_OWNED[name] === undefined,
    );
    expect(missing, 'endpoints that take an id but have no case in crossUserAccess').toEqual([]);
    for (const name of Object.keys(NOT_OWNED) as EndpointName[]) {
      expect(idTakingNames, `${name} is listed as not owned but takes no id`).toContain(name);
      expect(orderCasesOf(name).length + accountCasesOf(name).length, name).toBe(0);
    }
  });

  it('the cases set every id field of their endpoint', () => {
    for (const name of idTakingNames) {
      if (NOT_OWNED[name] !== undefined) continue;
      const set = new Set(
        callsOf(name, (victim) => victim.order).flatMap(({ parts }) => fieldsSet(parts)),
      );
      const unset = (idFieldsOf(endpoints[name]) ?? []).filter((field) => !set.has(field));
      expect(unset, `${name}: id fields no case names`).toEqual([]);
    }
  });
});

const walked = idTakingNames.filter((name) => NOT_OWNED[name] === undefined);

describe.each(walked)('%s with someone else’s id', (name) => {
  const endpoint: EndpointDefinition = endpoints[name];

  it('answers 401, 403 or 404 and none of the victim’s data, to every other caller', async () => {
    const failures: string[] = [];
    for (const attacker of attackers) {
      const calls = callsOf(name, (victim) => attacker.own ?? victim.order);
      for (const { victim, what, parts } of calls) {
        const answer = await send(endpoint, parts, attacker.credentials(victim.order));
        const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
        const leaked = victim.secrets.filter((secret) => text?.includes(secret));
        if (!REFUSALS.includes(answer.status) || leaked.length > 0) {
          failures.push(
            `${attacker.name} on ${what} of ${victim.name}: ${answer.status} ${text?.slice(0, 200)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('after every attempt', () => {
  it('nothing of the victims changed', async () => {
    expect(await victimsState()).toEqual(before);
  });
});

/**
 * The owners' own calls, last: they prove each case names something real (a wrong id would be
 * refused to everyone and pass above for the wrong reason). Reading calls first, deleting ones
 * last, so that one owner's call does not remove what the next one names. A guest owner has no
 * session, so it is checked on the calls a guest can make.
 */
const METHOD_ORDER = ['GET', 'PUT', 'POST', 'DELETE'];
const ownerOrder = [...walked].sort(
  (a, b) => METHOD_ORDER.indexOf(endpoints[a].method) - METHOD_ORDER.indexOf(endpoints[b].method),
);

describe.each(ownerOrder)('%s by the owner', (name) => {
  const endpoint: EndpointDefinition = endpoints[name];

  it('is not refused: the ids name the owner’s things', async () => {
    const failures: string[] = [];
    for (const { victim, what, parts } of callsOf(name, (victim) => victim.order)) {
      if (endpoint.auth !== 'public' && !victim.account) continue;
      const answer = await send(endpoint, parts, victim.owner);
      if (REFUSALS.includes(answer.status) || answer.status >= 500 || answer.status === 400) {
        failures.push(`${what} of ${victim.name}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
