import { expect, test } from '@playwright/test';
import { siteWizard } from './shipFlow';

test.describe('the event pages (quote §2: /events/:event, /partners/:event, /event2/:event/:id, /:event)', () => {
  test("an event page shows the event's name as its heading and the wizard prefilled with the event's venue and a round trip", async ({
    page,
  }) => {
    for (const path of ['/cascade-gran-fondo', '/events/cascade-gran-fondo']) {
      const answer = await page.goto(path);
      expect(answer?.status()).toBe(200);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Cascade Gran Fondo' }),
      ).toBeVisible();
      const wizard = siteWizard(page);
      const outbound = wizard.getByRole('group', { name: 'Stage 1' });
      await expect(outbound.getByRole('combobox', { name: 'To' })).toHaveValue(/Bend, OR 97702/);
      await expect(wizard.getByRole('radio', { name: 'Round-Trip' })).toBeChecked();
    }
  });

  test('an unknown event code is the 404 page, with the 404 status and in-site navigation alike', async ({
    page,
  }) => {
    const answer = await page.goto('/no-such-event-here');
    expect(answer?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeVisible();
    // Reached inside the site (no new page load): the page itself says 404.
    await page.goto('/ship');
    // The router listens once the page has hydrated (the banner's buttons are enabled then): a
    // popstate before that went unheard on a loaded machine.
    await expect(page.getByRole('button', { name: 'Accept All' })).toBeEnabled();
    await page.evaluate(() => {
      window.history.pushState({}, '', '/events/no-such-event-here');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeVisible();
  });
});
