import { IDEMPOTENCY_KEY_HEADER } from '@bikeship/core/constants';
import type { FuzzSession } from './fuzzSession';
import type { HttpClient, WireAnswer } from './httpClient';
import type { KnownValues } from './knownValues';
import { BOULDER, type Place, SAN_FRANCISCO, VANCOUVER } from './realisticValues';

/**
 * Valid bodies for the calls whose schemas alone cannot make one the business rules accept: a
 * temporary order needs a speed the carrier offers today, a payment the server's own total.
 * They are made the way a customer makes them — quote, order, pay — through the API, before the
 * run; each call's answer also gives the run real ids (an order, its shipments and boxes, a
 * guest's order key). A step that fails is noted and skipped: the run goes on with fewer
 * examples.
 */
export interface Examples {
  bodies: Map<string, unknown>;
  /** What could not be prepared, for the report. */
  notes: string[];
}

const BIKE_BOX = {
  name: 'Road bike box',
  category: 'BIKE',
  length: 54,
  width: 8,
  height: 30,
  weight: 45,
  value: 2000,
  coverage: 2000,
};

function sideOf(place: Place) {
  return {
    city: place.city,
    state: place.state,
    postalCode: place.postalCode,
    countryCode: place.countryCode,
  };
}

function addressAt(place: Place) {
  return {
    firstName: 'Ada',
    lastName: 'Rider',
    address1: place.street,
    city: place.city,
    state: place.state,
    postalCode: place.postalCode,
    country: { code: place.countryCode, name: place.countryName },
    phone: '303-555-0100',
    isResidential: false,
  };
}

/** The first weekday two weeks or more after `today`. */
function shipDateAfter(today: Date): string {
  const date = new Date(today.getTime() + 14 * 86_400_000);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const bodyOf = (answer: WireAnswer) => (answer.json ?? {}) as Record<string, unknown>;

/** Quotes, orders and pays one trip as the session's fresh account; see `Examples`. */
export async function prepareExamples(
  client: HttpClient,
  session: FuzzSession,
  known: KnownValues,
  today: Date,
): Promise<Examples> {
  const bodies = new Map<string, unknown>();
  const notes: string[] = [];
  const token = session.mainToken;
  const call = async (method: string, path: string, json?: unknown, headers = {}) => {
    const answer = await client.json(method, path, { token, headers, ...(json ? { json } : {}) });
    if (answer.status >= 200 && answer.status < 300) known.harvest(answer.json);
    return answer;
  };
  const shipDate = shipDateAfter(today);
  const stage = {
    stage: 1,
    shipDate,
    pickupOption: 1,
    from: sideOf(SAN_FRANCISCO),
    to: sideOf(BOULDER),
  };
  const rateRequest = { stages: [stage], packages: [BIKE_BOX] };
  bodies.set('createRateRequest', rateRequest);
  bodies.set('getRateDates', rateRequest);
  bodies.set('getLandedCost', {
    stage: 1,
    result: '3',
    serviceLevelCode: '3',
    itemsCreateWorkflow: [
      {
        categoryCode: 'BIKE',
        name: BIKE_BOX.name,
        dimensions: { length: 54, width: 8, height: 30, weight: 45 },
        value: 2000,
        coverage: 2000,
        protectionFee: 0,
      },
    ],
    fromCountry: 'US',
    fromLine1: BOULDER.street,
    fromZipCode: BOULDER.postalCode,
    fromCity: BOULDER.city,
    fromStateProv: BOULDER.state,
    toCountry: 'CA',
    toLine1: VANCOUVER.street,
    toZipCode: VANCOUVER.postalCode,
    toCity: VANCOUVER.city,
    toStateProv: VANCOUVER.state,
    costOfGoods: 2000,
    shippingCharge: 150,
    insuranceCharge: 0,
  });
  bodies.set('createAddress', {
    firstName: 'Ada',
    lastName: 'Rider',
    address1: BOULDER.street,
    city: BOULDER.city,
    state: BOULDER.state,
    postalCode: BOULDER.postalCode,
    country: BOULDER.countryName,
    countryCode: BOULDER.countryCode,
    phone: '303-555-0100',
  });
  bodies.set('updateAddress', bodies.get('createAddress'));
  const savedSearch = {
    serializedSearchData: JSON.stringify({ id: 'fuzz', step: 1, trips: [] }),
    from: { postalCode: SAN_FRANCISCO.postalCode, city: SAN_FRANCISCO.city, country: 'US' },
    to: { postalCode: BOULDER.postalCode, city: BOULDER.city, country: 'US' },
  };
  bodies.set('createSavedSearch', savedSearch);
  bodies.set('updateSavedSearch', savedSearch);

  // Sign-ins of an account of their own: the fuzz attempts that fail count against its
  // sign-in limit (auth/rateLimiter.ts), never against the accounts the run calls as.
  const signIn = { email: `fuzz-login-${today.getTime()}@example.com`, password: 'ride-safe-2026' };
  const signedUp = await session.signUp({ firstName: 'Fuzz', lastName: 'Login', ...signIn });
  if (typeof signedUp === 'string') bodies.set('login', signIn);
  else notes.push(`sign-in example account refused (${signedUp.refused})`);

  const quoted = await call('POST', '/api/Rates', rateRequest);
  const rateId = bodyOf(quoted).id;
  if (quoted.status !== 200 || typeof rateId !== 'string') {
    notes.push(`quote failed (${quoted.status}): no order examples`);
    return { bodies, notes };
  }
  const rates = await call('GET', `/api/Rates?id=${encodeURIComponent(rateId)}`);
  const code = (rates.json as { rates?: { code?: unknown }[] }[] | undefined)?.[0]?.rates?.[0]
    ?.code;
  if (rates.status !== 200 || typeof code !== 'number') {
    notes.push(`rates failed (${rates.status}): no order examples`);
    return { bodies, notes };
  }
  const order = {
    shipMode: 1,
    shipDate,
    stages: [
      {
        ...stage,
        rateCode: code,
        fromAddress: addressAt(SAN_FRANCISCO),
        toAddress: addressAt(BOULDER),
      },
    ],
    packages: [BIKE_BOX],
    session: { profile: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Rider' } },
    timezoneData: { timezone: 'America/Denver', offset: 360 },
  };
  bodies.set('createTemporaryOrder', order);
  // A guest's order too: its order key is what a guest proves ownership with.
  await client.json('POST', '/api/Order', { json: order }).then((answer) => {
    if (answer.status === 200) known.harvest(answer.json);
  });
  const placed = await call('POST', '/api/Order', order);
  const orderId = bodyOf(placed).id;
  if (placed.status !== 200 || typeof orderId !== 'number') {
    notes.push(`temporary order failed (${placed.status} ${placed.text.slice(0, 200)})`);
    return { bodies, notes };
  }
  bodies.set('createOrder', { orderId });
  bodies.set('confirmOrder', { orderId });
  bodies.set('sendEmail', { emailName: 'Confirmation', orderId });
  bodies.set('createStripeClientSecret', { orderId, total: 100 });
  await call('POST', '/api/Order/create-order', { orderId });

  // The server names its own figures in the 409 of a payment that differs (README "Money").
  const guess = { orderId, nonce: 'pm_card_visa', total: 0, fees: [] };
  const refused = await call('POST', '/api/Order/payment', guess);
  const figures = bodyOf(refused);
  const payment = {
    orderId,
    nonce: 'pm_card_visa',
    total: figures.serverTotal,
    discountAmount: figures.serverDiscountAmount ?? 0,
    usedBalance: figures.serverUsedBalance ?? 0,
    fees: figures.serverFees,
  };
  bodies.set('payOrder', refused.status === 409 ? payment : guess);
  bodies.set('payAdditional', { ...guess, total: 5 });
  if (refused.status === 409) {
    const paid = await call('POST', '/api/Order/payment', payment, {
      [IDEMPOTENCY_KEY_HEADER]: `fuzz-setup-${orderId}`,
    });
    if (paid.status !== 200)
      notes.push(`payment failed (${paid.status} ${paid.text.slice(0, 200)})`);
  } else {
    notes.push(`payment probe answered ${refused.status}, not 409 with the server's figures`);
  }
  // The paid order's shipments and boxes: labels, documents, refunds and claims name them.
  await call('GET', `/api/Order/detail?orderId=${orderId}`);
  return { bodies, notes };
}
