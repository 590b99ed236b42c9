import { expect, type Locator, type Page, type Request, test } from '@playwright/test';
import { watchErrors } from '../support/pageChecks';
import { pickPlace } from '../support/placeLookup';
import { recordWidgetEvents } from '../support/widgetEvents';

/**
 * A partner bike shop's page embeds the quote box with `partner="velo-northwest"`
 * (examples/bike-shop.html) and calls the API on another origin, as a real shop's page would:
 * the partner goes with the widget's writes, the `bikeship:order` event names it, and the order
 * the API keeps records it.
 */

const PARTNER = 'velo-northwest';
const PARTNER_HEADER = 'x-bikeship-partner';
const ORDER_KEY_HEADER = 'X-Bikeship-Order-Key';

/** The same server under another origin name: the page and the API are cross-origin. */
function crossOriginApi(baseURL: string | undefined): string {
  return (baseURL ?? '').replace('127.0.0.1', 'localhost');
}

/** Sends the page's widget calls to `apiBase` through the command queue, before it loads. */
async function configureApiBase(page: Page, apiBase: string): Promise<void> {
  await page.addInitScript((base) => {
    const host = window as unknown as { bikeship?: unknown[] };
    host.bikeship = host.bikeship || [];
    host.bikeship.push(['configure', { apiBase: base }]);
  }, apiBase);
}

interface ApiCall {
  origin: string;
  method: string;
  path: string;
  partner: string | undefined;
}

/** The page's API calls (preflights left out), with the partner header each carried. */
function watchApiCalls(page: Page): ApiCall[] {
  const calls: ApiCall[] = [];
  const record = async (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/') || request.method() === 'OPTIONS') return;
    const headers = await request.allHeaders();
    calls.push({
      origin: url.origin,
      method: request.method(),
      path: url.pathname,
      partner: headers[PARTNER_HEADER],
    });
  };
  page.on('request', (request) => void record(request));
  return calls;
}

/** The quote box's search, San Francisco to Bend in a bike shop box; Get rates asks a guest's name and email. */
async function searchFromTheBox(box: Locator): Promise<void> {
  await pickPlace(box, 'From', '94103');
  await pickPlace(box, 'To', '97702');
  await box
    .getByRole('combobox', { name: 'Box' })
    .selectOption({ label: 'Bike shop box (standard)' });
  await box.getByRole('button', { name: 'Get rates' }).click();
  await expect(box.getByRole('textbox', { name: 'First name' })).toBeVisible();
}

async function enterGuest(box: Locator): Promise<void> {
  await box.getByRole('textbox', { name: 'First name' }).fill('Ana');
  await box.getByRole('textbox', { name: 'Last name' }).fill('Rider');
  await box.getByRole('textbox', { name: 'Email' }).fill('ana.rider@example.com');
}

test.describe('the partner attribute reaches the API (DESIGN.md §5 `partner`)', () => {
  test('a guest ordering on a partner page: its calls carry the partner, bikeship:order names it, the order records it', async ({
    page,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const apiBase = crossOriginApi(baseURL);
    const apiOrigin = new URL(apiBase).origin;
    expect(apiOrigin).not.toBe(new URL(baseURL ?? '').origin);
    await configureApiBase(page, apiBase);
    const errors = watchErrors(page);
    const events = await recordWidgetEvents(page);
    const calls = watchApiCalls(page);
    const placedOrder = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/Order',
    );

    await page.goto('/examples/bike-shop.html');
    const box = page.locator('bikeship-quote-box');
    await expect(box).toHaveAttribute('partner', PARTNER);

    // Step 1, one way, then the rates.
    await searchFromTheBox(box);
    await enterGuest(box);
    await box.getByRole('button', { name: 'Get rates' }).click();

    // Step 2 Costs: the cheapest speed, dropped off at the carrier.
    await expect(box.getByRole('heading', { name: 'Costs', exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await box.getByRole('radiogroup').first().getByRole('radio').first().check();
    await box
      .getByRole('group', { name: /^Pickup for stage/ })
      .getByRole('radio', { name: /Drop off/ })
      .check();
    await box.getByRole('button', { name: 'Continue to details' }).click();

    // Step 3 Details: a street and a phone for both addresses.
    await expect(box.getByRole('heading', { name: 'Details', exact: true })).toBeVisible();
    const addresses = box.getByRole('group', { name: /^Stage \d, (from|to) / });
    await expect(addresses).toHaveCount(2);
    for (const address of await addresses.all()) {
      const city = await address.getByRole('textbox', { name: 'City' }).inputValue();
      const street = city === 'San Francisco' ? '200 Folsom St' : '450 SW Powerhouse Dr';
      await address.getByRole('textbox', { name: 'Street address' }).fill(street);
      await address.getByRole('textbox', { name: 'Phone' }).fill('503-555-0171');
    }
    await box.getByRole('button', { name: 'Continue to contents' }).click();

    // Step 4 Contents.
    await expect(box.getByRole('heading', { name: 'Contents', exact: true })).toBeVisible();
    await box
      .getByRole('combobox', { name: 'What is in the box' })
      .selectOption({ label: 'Bicycle' });
    await box.getByRole('textbox', { name: 'Description' }).fill('Gravel bike, pedals removed');
    await box.getByRole('button', { name: 'Continue to payment' }).click();

    // Step 5 Payment with the built-in test gateway's Visa card.
    await expect(box.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
    await box.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await box.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
    await box.getByRole('textbox', { name: 'Security code' }).fill('123');
    await box.getByRole('button', { name: /^Pay / }).click();
    await expect(box.getByRole('heading', { name: /order is placed/i })).toBeVisible();

    // The page hears which partner the order came through.
    const orders = (await events()).filter((event) => event.type === 'bikeship:order');
    expect(orders).toHaveLength(1);
    const detail = orders[0]?.detail as { orderId: number; partner: string | null };
    expect(detail).toMatchObject({ orderId: expect.any(Number), partner: PARTNER });

    // Every call went to the API's own origin; each write carried the partner, no read did
    // (a GET stays a simple cross-origin request, with no preflight).
    expect(calls.every((call) => call.origin === apiOrigin)).toBe(true);
    const writes = calls.filter((call) => call.method !== 'GET');
    expect(writes.map((call) => `${call.method} ${call.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/Rates',
        'POST /api/Order',
        'POST /api/Order/create-order',
        'POST /api/Order/payment',
      ]),
    );
    expect(writes.filter((call) => call.partner !== PARTNER)).toEqual([]);
    expect(calls.filter((call) => call.method === 'GET' && call.partner !== undefined)).toEqual([]);

    // The order the API keeps records the partner: read back as the guest (their order key).
    const { orderKey } = (await (await placedOrder).json()) as { id: number; orderKey: string };
    const readBack = await request.get(`${apiBase}/api/Order/detail?orderId=${detail.orderId}`, {
      headers: { [ORDER_KEY_HEADER]: orderKey },
    });
    expect(readBack.status()).toBe(200);
    expect(await readBack.json()).toMatchObject({ orderId: detail.orderId, partner: PARTNER });
    expect(errors).toEqual([]);
  });

  test('a malformed partner attribute is refused at the first rate request, with a 400 naming the header', async ({
    page,
    baseURL,
  }) => {
    const apiBase = crossOriginApi(baseURL);
    await configureApiBase(page, apiBase);
    const events = await recordWidgetEvents(page);
    await page.goto('/examples/bike-shop.html');
    const box = page.locator('bikeship-quote-box');
    // A typo in the shop's markup: capitals and a space.
    await box.evaluate((element) => element.setAttribute('partner', 'Velo Northwest'));

    await searchFromTheBox(box);
    await enterGuest(box);
    const refused = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/Rates',
    );
    await box.getByRole('button', { name: 'Get rates' }).click();
    const answer = await refused;
    expect(answer.status()).toBe(400);
    // Readable by the partner's page across origins, and saying which header is wrong.
    expect(answer.headers()['access-control-allow-origin']).toBe('*');
    expect(await answer.json()).toMatchObject({
      errors: [{ propertyName: 'X-Bikeship-Partner', message: expect.stringContaining('slug') }],
    });
    await expect
      .poll(async () => (await events()).some((event) => event.type === 'bikeship:error'))
      .toBe(true);
  });
});
