import { expect, test } from '@playwright/test';
import { watchErrors } from '../support/pageChecks';

test.describe("the event organiser's page (event-code)", () => {
  test("renders the wizard at step 1 and loads the page's event by its code", async ({ page }) => {
    const errors = watchErrors(page);
    const eventRequest = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === '/api/BicycleEvent/byurlcode/cascade-gran-fondo',
    );
    await page.goto('/examples/event.html');
    const wizard = page.locator('bikeship-quote');
    const steps = wizard.getByRole('navigation', { name: 'Quote steps' });
    await expect(steps).toBeVisible();
    await expect(steps.locator('[aria-current="step"]')).toContainText('Search');
    await expect(wizard.getByRole('heading', { level: 2 }).first()).toBeVisible();
    const answer = await (await eventRequest).response();
    expect(answer?.status()).toBe(200);
    expect(errors).toEqual([]);
  });

  test("prefills the event's venue, a round trip and its per-stage ship dates", async ({
    page,
  }) => {
    await page.goto('/examples/event.html');
    const wizard = page.locator('bikeship-quote');
    const outbound = wizard.getByRole('group', { name: 'Stage 1' });
    await expect(outbound.getByRole('combobox', { name: 'To' })).toHaveValue(/Bend, OR 97702/);
    await expect(outbound).toContainText('Cascade Gran Fondo Bike Check');
    await expect(wizard.getByRole('radio', { name: 'Round-Trip' })).toBeChecked();
    const dates = wizard.getByRole('textbox', { name: 'Ship date' });
    await expect(dates).toHaveCount(2);
    for (const date of await dates.all()) await expect(date).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  });
});
