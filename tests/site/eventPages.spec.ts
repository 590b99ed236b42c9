import AxeBuilder from '@axe-core/playwright';
import type { BicycleEvent, RateRequest, StageRates } from '@bikeship/core/schemas';
import { expect, type Page, test } from '@playwright/test';
import { watchErrors } from '../support/pageChecks';
import { pickPlace } from '../support/placeLookup';
import { siteWizard } from './shipFlow';

/**
 * axe's serious and critical findings on the page's own part (light DOM: the wizard's shadow
 * root is scanned by the widget suites, tests/support/axe.ts).
 */
async function seriousViolations(page: Page, part: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(part).exclude('.site-widget').analyze();
  // Proof the scan saw the page: axe ran its rules on the page's content.
  expect(results.passes.length).toBeGreaterThan(0);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
}

async function apiJson<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(path);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as T;
}

/** Today on the events' calendar (services/events.ts: the US west coast's day). */
const eventCalendarToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

test.describe('event shipping (/event-shipping and the event pages, quote §2, §3 Event)', () => {
  test('the list shows the upcoming events only, each with its dates, venue and page; one opens its page with its per-stage dates', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const upcoming = await apiJson<BicycleEvent[]>(page, '/api/BicycleEvent');
    const partners = await apiJson<BicycleEvent[]>(page, '/api/BicycleEvent/partners');
    expect(upcoming.length).toBeGreaterThan(0);

    const answer = await page.goto('/event-shipping');
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Event shipping' })).toBeVisible();
    // The explanation is in the prerendered page; the list comes after hydration.
    expect(await answer?.text()).toContain('How it works');
    const list = page.getByRole('list', { name: 'Upcoming events' });
    const items = list.getByRole('listitem');
    await expect(items).toHaveCount(upcoming.length);
    const today = eventCalendarToday();
    for (const [index, event] of upcoming.entries()) {
      // Upcoming: the event can still be booked (its start or a stage ships today or later).
      const dates = [event.startDate, ...event.stageDates.map((stage) => stage.shipDate)];
      expect(dates.some((date) => date !== undefined && date >= today)).toBe(true);
      const item = items.nth(index);
      await expect(item.getByRole('link', { name: event.name })).toHaveAttribute(
        'href',
        `/events/${event.urlCode}`,
      );
      await expect(item).toContainText(/Starts \w+ \d{1,2}, \d{4}/);
      await expect(item).toContainText(/at the venue by \w+ \d{1,2}, \d{4}/);
      await expect(item).toContainText(event.address?.city ?? 'no venue');
    }
    // Partners are no events: listed apart, each with its own page.
    for (const partner of partners) {
      await expect(list.getByRole('link', { name: partner.name })).toHaveCount(0);
      await expect(
        page.getByRole('list', { name: 'Partners' }).getByRole('link', { name: partner.name }),
      ).toHaveAttribute('href', `/partners/${partner.urlCode}`);
    }
    expect(await seriousViolations(page, '.site-events')).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('event-list.png'), fullPage: true });

    const first = upcoming[0];
    if (!first) throw new Error('no upcoming event');
    await list.getByRole('link', { name: first.name }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${first.urlCode}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
    const table = page.getByRole('table', { name: 'Ship and deliver-by dates' });
    await expect(table.getByRole('row')).toHaveCount(first.stageDates.length + 1);
    await expect(table.getByRole('row', { name: /^1\. To the event/ })).toBeVisible();
    await expect(
      table.getByRole('row', { name: new RegExp(`^${first.stageDates.length}\\. Home`) }),
    ).toBeVisible();
    await expect(siteWizard(page).getByRole('button', { name: 'Get rates' })).toBeVisible();
    expect(await seriousViolations(page, '.site-event')).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('an event page prefilled into a paid order: the rates asked arrive by the deliver-by dates, and the order keeps them', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const errors = watchErrors(page);
    const event = await apiJson<BicycleEvent>(
      page,
      '/api/BicycleEvent/byurlcode/cascade-gran-fondo',
    );
    const deliverBy = event.stageDates.map((stage) => stage.deliverDate);
    expect(deliverBy.every(Boolean)).toBe(true);

    await page.goto('/events/cascade-gran-fondo');
    const table = page.getByRole('table', { name: 'Ship and deliver-by dates' });
    await expect(table.getByRole('row', { name: /^1\. To the event/ })).toBeVisible();
    const wizard = siteWizard(page);
    const outbound = wizard.getByRole('group', { name: 'Stage 1' });
    await expect(outbound.getByRole('combobox', { name: 'To' })).toHaveValue(/Bend, OR 97702/);
    // The wizard says the deliver-by day where the ship date is chosen.
    await expect(outbound.getByLabel(/Ship date/)).toHaveAccessibleDescription(
      /^Must arrive by .+\.$/,
    );
    await pickPlace(outbound, 'From', '94103');
    await wizard
      .getByRole('combobox', { name: 'Box' })
      .selectOption({ label: 'Bike shop box (standard)' });
    await wizard
      .getByRole('combobox', { name: 'What is in it' })
      .selectOption({ label: 'Bicycle' });
    await wizard.getByRole('textbox', { name: 'First name' }).fill('Eve');
    await wizard.getByRole('textbox', { name: 'Last name' }).fill('Racer');
    await wizard.getByRole('textbox', { name: 'Email' }).fill(`event.${Date.now()}@example.com`);

    const asked = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/Rates',
    );
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' && new URL(response.url()).pathname === '/api/Rates',
    );
    await wizard.getByRole('button', { name: 'Get rates' }).click();
    // Each stage asks for delivery by the event's date for it (quote §7: dateType D).
    const request = (await asked).postDataJSON() as RateRequest;
    expect(request.stages.map((stage) => [stage.dateType, stage.actionDate])).toEqual(
      deliverBy.map((date) => ['D', date]),
    );
    const rates = (await (await answered).json()) as StageRates[];
    await expect(wizard.getByRole('heading', { name: 'Costs', exact: true })).toBeVisible({
      timeout: 20_000,
    });
    // The speeds shown are the ones that arrive by the date, and each says so.
    for (const [index, stage] of rates.entries()) {
      expect(stage.rates.length).toBeGreaterThan(0);
      for (const option of stage.rates) {
        expect(option.deliver && option.deliver <= (deliverBy[index] ?? '')).toBe(true);
      }
    }
    const groups = wizard.getByRole('radiogroup');
    await expect(groups).toHaveCount(rates.length);
    for (const [index, stage] of rates.entries()) {
      await expect(groups.nth(index).getByRole('radio')).toHaveCount(stage.rates.length);
      await groups.nth(index).getByRole('radio').first().check();
    }
    for (const pickup of await wizard.getByRole('group', { name: /^Pickup for stage/ }).all()) {
      await pickup.getByRole('radio', { name: /Drop off/ }).check();
    }
    await wizard.getByRole('button', { name: 'Continue to details' }).click();
    await expect(wizard.getByRole('heading', { name: 'Details', exact: true })).toBeVisible();
    for (const address of await wizard
      .getByRole('group', { name: /^Stage \d, (from|to) / })
      .all()) {
      // The venue's address comes with the event but with no one's name: the rider's.
      for (const [field, value] of [
        ['First name', 'Eve'],
        ['Last name', 'Racer'],
        ['Street address', '200 Folsom St'],
        ['Phone', '541-555-0110'],
      ] as const) {
        const box = address.getByRole('textbox', { name: field });
        if (!(await box.inputValue())) await box.fill(value);
      }
    }
    await wizard.getByRole('button', { name: 'Continue to contents' }).click();
    await expect(wizard.getByRole('heading', { name: 'Contents', exact: true })).toBeVisible();
    await wizard
      .getByRole('combobox', { name: 'What is in the box' })
      .selectOption({ label: 'Bicycle' });
    await wizard.getByRole('textbox', { name: 'Description' }).fill('Road bike, pedals removed');
    await wizard.getByRole('button', { name: 'Continue to payment' }).click();
    await wizard.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await wizard.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
    await wizard.getByRole('textbox', { name: 'Security code' }).fill('123');
    await wizard.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/confirmation\?order=\d+$/, { timeout: 30_000 });
    const orderId = Number(new URL(page.url()).searchParams.get('order'));

    // The paid order (its owner's view, this browser) still delivers each stage by its date.
    const order = await apiJson<{
      shipments: { stage: number; deliverDate?: string; status?: string }[];
    }>(page, `/api/Order/detail?orderId=${orderId}`);
    expect(order.shipments).toHaveLength(deliverBy.length);
    for (const shipment of order.shipments) {
      const date = deliverBy[shipment.stage - 1] ?? '';
      expect(shipment.deliverDate && shipment.deliverDate <= date).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  test('an unknown event code is the 404 page on every event route', async ({ page }) => {
    for (const path of ['/events/no-such-event', '/partners/no-such-partner']) {
      const answer = await page.goto(path);
      expect(answer?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: 'This page could not be found' }),
      ).toBeVisible();
    }
  });
});
