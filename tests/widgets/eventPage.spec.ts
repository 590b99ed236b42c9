import { expect, test } from '@playwright/test';
import { watchErrors } from '../support/pageChecks';

test.describe("the event organiser's page (issue 5: event-code)", () => {
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
});
