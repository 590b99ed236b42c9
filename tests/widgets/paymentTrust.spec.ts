import { expect, type Locator, type Page, test } from '@playwright/test';
import { orderMails } from '../support/outbox';
import { pickPlace } from '../support/placeLookup';

/**
 * What a new customer trusts the payment step with, walked on the event organiser's page
 * (`<bikeship-quote>`, the whole wizard) as a guest with a one-way trip to the event:
 * - a paid search is done: no step, Back or reload leads to paying it again, and "Ship
 *   something else" starts a fresh search;
 * - the confirmation says only what the server does: the confirmation mail, which carries the
 *   labels as the screen says (read from the server's outbox); no account page;
 * - Pay in flight says so on the button and locks the card fields;
 * - the card fields take what people type (expiry 1229 is 12 / 29), a numeric keypad and
 *   autofill;
 * - the card number shows whole and in line with expiry and security code, and the coupon with
 *   its Remove button fits a phone;
 * - after the 3-D Secure dialog the focus is on the failure, not on the page's body, and the
 *   failure says "Nothing was charged" once.
 * Screenshots of the payment step and the confirmation go to the test's output folder.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const STREETS: Record<string, string> = {
  'San Francisco': '200 Folsom St',
  Bend: '450 SW Powerhouse Dr',
};

/** The wizard on the event page, from step 1 to step 5 as a guest, one way to the event. */
async function reachPayment(page: Page): Promise<Locator> {
  await page.goto('/examples/event.html');
  const wizard = page.locator('bikeship-quote');
  // The event fills in its venue and a round trip first; then the guest makes it one way.
  await expect(wizard.getByRole('combobox', { name: 'To' }).first()).toHaveValue(/Bend, OR/);
  await wizard.getByRole('radio', { name: 'One-Way' }).check();
  await expect(wizard.getByRole('combobox', { name: 'From' })).toHaveCount(1);
  await pickPlace(wizard, 'From', '94103');
  await wizard
    .getByRole('combobox', { name: 'Box' })
    .selectOption({ label: 'Bike shop box (standard)' });
  await wizard.getByRole('combobox', { name: 'What is in it' }).selectOption({ label: 'Bicycle' });
  await wizard.getByRole('textbox', { name: 'First name' }).fill('Ana');
  await wizard.getByRole('textbox', { name: 'Last name' }).fill('Rider');
  await wizard.getByRole('textbox', { name: 'Email' }).fill('ana.rider@example.com');
  await wizard.getByRole('button', { name: 'Get rates' }).click();

  await expect(wizard.getByRole('heading', { name: 'Costs', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await wizard.getByRole('radiogroup').first().getByRole('radio').first().check();
  for (const pickup of await wizard.getByRole('group', { name: /^Pickup for stage/ }).all()) {
    await pickup.getByRole('radio', { name: /Drop off/ }).check();
  }
  await wizard.getByRole('button', { name: 'Continue to details' }).click();

  await expect(wizard.getByRole('heading', { name: 'Details', exact: true })).toBeVisible();
  for (const address of await wizard.getByRole('group', { name: /^Stage \d, (from|to) / }).all()) {
    const city = await address.getByRole('textbox', { name: 'City' }).inputValue();
    await address
      .getByRole('textbox', { name: 'Street address' })
      .fill(STREETS[city] ?? '1 Main St');
    await address.getByRole('textbox', { name: 'Phone' }).fill('541-555-0110');
    // The event's Bike Check is a company: the rider receives there.
    await address.getByRole('textbox', { name: 'First name' }).fill('Ana');
    await address.getByRole('textbox', { name: 'Last name' }).fill('Rider');
  }
  await wizard.getByRole('button', { name: 'Continue to contents' }).click();

  await expect(wizard.getByRole('heading', { name: 'Contents', exact: true })).toBeVisible();
  await wizard
    .getByRole('combobox', { name: 'What is in the box' })
    .selectOption({ label: 'Bicycle' });
  await wizard.getByRole('textbox', { name: 'Description' }).fill('Road bike, pedals removed');
  await wizard.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(wizard.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
  await expect(wizard.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  return wizard;
}

async function fillCard(wizard: Locator, number: string): Promise<void> {
  await wizard.getByRole('textbox', { name: 'Card number' }).fill(number);
  await wizard.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
  await wizard.getByRole('textbox', { name: 'Security code' }).fill('123');
}

/** The element focused inside the widget's shadow root, or what the page has focused. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const host = document.querySelector('bikeship-quote');
    const inside = host?.shadowRoot?.activeElement;
    if (inside) return `${inside.tagName.toLowerCase()}: ${inside.textContent?.trim()}`;
    return document.activeElement?.tagName.toLowerCase() ?? 'none';
  });

/** Whether an input shows its whole value (nothing scrolled out of its box). */
const showsWholeValue = (input: Locator) =>
  input.evaluate((element) => element.scrollWidth <= element.clientWidth + 1);

/** Holds every payment call until `release` is called, so the step shows its in-flight state. */
async function holdPayments(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/Order/payment', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('payment trust on a desktop (1280 × 800)', () => {
  test.use({ viewport: DESKTOP });

  test('Pay in flight says so on the button and locks the card fields', async ({ page }) => {
    test.setTimeout(120_000);
    const wizard = await reachPayment(page);
    await page.screenshot({
      path: test.info().outputPath('pay-desktop-payment.png'),
      fullPage: true,
    });
    await fillCard(wizard, '4242 4242 4242 4242');
    const release = await holdPayments(page);
    await wizard.getByRole('button', { name: /^Pay / }).click();
    await expect(wizard.getByRole('button', { name: /^Paying / })).toBeDisabled();
    for (const name of ['Card number', 'Expiry (MM/YY)', 'Security code']) {
      await expect(wizard.getByRole('textbox', { name })).toBeDisabled();
    }
    release();
    await expect(wizard.getByRole('heading', { name: /order is placed/i })).toBeVisible({
      timeout: 20_000,
    });
  });

  test('a paid search is done: no step, Back or reload pays it again; the confirmation says only what happens', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const wizard = await reachPayment(page);
    await fillCard(wizard, '4242 4242 4242 4242');
    await wizard.getByRole('button', { name: /^Pay / }).click();
    const heading = wizard.getByRole('heading', { name: /order is placed/i });
    await expect(heading).toBeVisible({ timeout: 20_000 });
    await expect(heading).toBeFocused();

    // No way back into the paid search's steps, and nothing that pays again.
    const steps = wizard.getByRole('navigation', { name: 'Quote steps' });
    const confirmation = wizard.locator('.bs-step');
    await expect(steps.getByRole('button')).toHaveCount(0);
    await expect(wizard.getByRole('button', { name: /^Back/ })).toHaveCount(0);
    await expect(wizard.getByRole('button', { name: /Pay/ })).toHaveCount(0);
    await expect(confirmation.getByRole('button')).toHaveText(['Ship something else']);

    // Only what the server does: the confirmation mail to the order's address, with the labels
    // attached as the screen says; there is no account page to find the order in.
    const orderTitle = await wizard.getByText(/^Order #\d+$/).textContent();
    const orderNumber = orderTitle?.replace('Order ', '');
    await expect(confirmation).toContainText(
      `We have emailed the confirmation of order ${orderNumber} to ana.rider@example.com.`,
    );
    await expect(confirmation).toContainText('Your shipping labels are attached to that email');
    await expect(confirmation).not.toContainText(/your account/i);
    const [mail, ...more] = await orderMails('ana.rider@example.com', orderNumber ?? '#?');
    expect(more).toHaveLength(0);
    const labels = mail?.parts.filter((part) => part.filename?.startsWith('labels-')) ?? [];
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) {
      expect(label.contentType).toBe('application/pdf');
      expect(label.body.subarray(0, 5).toString()).toBe('%PDF-');
    }
    await page.screenshot({
      path: test.info().outputPath('pay-desktop-confirmation.png'),
      fullPage: true,
    });

    // A reload does not bring the paid search back to pay: the wizard starts afresh.
    await page.reload();
    await expectFreshSearch(page, wizard);
  });

  test('"Ship something else" starts a fresh search, and a reload does not bring the paid one back', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const wizard = await reachPayment(page);
    await fillCard(wizard, '4242 4242 4242 4242');
    await wizard.getByRole('button', { name: /^Pay / }).click();
    await expect(wizard.getByRole('heading', { name: /order is placed/i })).toBeVisible({
      timeout: 20_000,
    });
    await wizard.getByRole('button', { name: 'Ship something else' }).click();
    await expectFreshSearch(page, wizard);
    await page.reload();
    await expectFreshSearch(page, wizard);
  });

  test('after the 3-D Secure dialog closes the focus is on the failure, which says "Nothing was charged" once', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const wizard = await reachPayment(page);
    await fillCard(wizard, '4000 0027 6000 3184');
    await wizard.getByRole('button', { name: /^Pay / }).click();
    const dialog = wizard.getByRole('dialog', { name: /3-D Secure/ });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    const alert = wizard.getByRole('alert');
    await expect(alert).toContainText('Payment not made');
    await expect.poll(() => focusedName(page)).toMatch(/^div: Payment not made/);
    expect((await alert.textContent())?.match(/nothing was charged/gi)).toHaveLength(1);

    // The bank refuses: the failure again takes the focus, and says it once.
    await wizard.getByRole('button', { name: /^Pay / }).click();
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Fail authentication' }).click();
    await expect(alert).toContainText(/authenticate/i, { timeout: 20_000 });
    expect((await alert.textContent())?.match(/nothing was charged/gi)).toHaveLength(1);
    await expect.poll(() => focusedName(page)).toMatch(/^div: Payment not made/);
  });

  test('card fields take the expiry as typed, a numeric keypad and autofill; the number shows whole in a narrow column', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const wizard = await reachPayment(page);
    const number = wizard.getByRole('textbox', { name: 'Card number' });
    const expiry = wizard.getByRole('textbox', { name: 'Expiry (MM/YY)' });
    const cvc = wizard.getByRole('textbox', { name: 'Security code' });
    // A partner's narrow column on a wide screen: the longest test number still shows whole.
    await wizard.evaluate((element) => {
      (element as HTMLElement).style.display = 'block';
      (element as HTMLElement).style.maxWidth = '420px';
    });
    await number.fill('4000 0027 6000 3184');
    expect(await showsWholeValue(number)).toBe(true);
    await expectFieldsInLine(number, expiry, cvc);

    await expiry.pressSequentially('1229');
    await expect(expiry).toHaveValue('12 / 29');
    for (const [field, autocomplete] of [
      [number, 'cc-number'],
      [expiry, 'cc-exp'],
      [cvc, 'cc-csc'],
    ] as const) {
      await expect(field).toHaveAttribute('autocomplete', autocomplete);
      await expect(field).toHaveAttribute('inputmode', 'numeric');
    }
    // The message points at the test card numbers where they are: above the fields.
    await number.fill('1234 5678 9012 3456');
    await cvc.fill('123');
    await wizard.getByRole('button', { name: /^Pay / }).click();
    await expect(wizard.getByText('only the test card numbers above are accepted')).toBeVisible();
  });
});

/** Step 1 of a new, empty search — not the paid one resumed, which goes on to Costs 1.5 s after its rates. */
async function expectFreshSearch(page: Page, wizard: Locator): Promise<void> {
  const current = wizard
    .getByRole('navigation', { name: 'Quote steps' })
    .locator('[aria-current="step"]');
  await expect(current).toContainText('Search');
  await expect(wizard.getByRole('combobox', { name: 'From' }).first()).toHaveValue('');
  await page.waitForTimeout(3_000);
  await expect(current).toContainText('Search');
  await expect(wizard.getByRole('combobox', { name: 'From' }).first()).toHaveValue('');
}

/** Expiry and code side by side; the number on their row or right above, on the same edge. */
async function expectFieldsInLine(number: Locator, expiry: Locator, cvc: Locator) {
  const [n, e, c] = await Promise.all([number, expiry, cvc].map((field) => field.boundingBox()));
  if (!n || !e || !c) throw new Error('a card field is not shown');
  expect(Math.abs(e.y - c.y)).toBeLessThan(1);
  if (Math.abs(n.y - e.y) < 1) return;
  expect(n.y + n.height).toBeLessThanOrEqual(e.y);
  expect(Math.abs(n.x - e.x)).toBeLessThan(1);
}

test.describe('payment trust on a phone (390 × 844)', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('the card number shows whole, in line with expiry and code; the coupon and its Remove button fit', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const wizard = await reachPayment(page);
    const number = wizard.getByRole('textbox', { name: 'Card number' });
    const expiry = wizard.getByRole('textbox', { name: 'Expiry (MM/YY)' });
    const cvc = wizard.getByRole('textbox', { name: 'Security code' });
    await fillCard(wizard, '4000 0027 6000 3184');
    expect(await showsWholeValue(number)).toBe(true);
    await expectFieldsInLine(number, expiry, cvc);

    // The event's coupon is applied on its own: its field, Apply and Remove fit the screen.
    const remove = wizard.getByRole('button', { name: /^Remove / });
    await expect(remove).toBeVisible();
    for (const control of [
      wizard.getByRole('textbox', { name: 'Coupon or promotion code' }),
      wizard.getByRole('button', { name: 'Apply code' }),
      remove,
    ]) {
      const box = await control.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    }
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await page.screenshot({
      path: test.info().outputPath('pay-phone-payment.png'),
      fullPage: true,
    });
    // The parts that must fit, at the phone's own scale.
    await wizard
      .locator('.bs-payment-adjustments')
      .screenshot({ path: test.info().outputPath('pay-phone-code.png') });
    await wizard
      .locator('.bs-payment-card-fields')
      .screenshot({ path: test.info().outputPath('pay-phone-card.png') });

    await fillCard(wizard, '4242 4242 4242 4242');
    await wizard.getByRole('button', { name: /^Pay / }).click();
    await expect(wizard.getByRole('heading', { name: /order is placed/i })).toBeVisible({
      timeout: 20_000,
    });
    await expect(
      wizard.getByRole('navigation', { name: 'Quote steps' }).getByRole('button'),
    ).toHaveCount(0);
    await wizard.screenshot({ path: test.info().outputPath('pay-phone-confirmation.png') });
  });
});
