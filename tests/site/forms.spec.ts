import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { withSavedConsent } from '../support/consentHelpers';
import { type FreshServer, startFreshServer } from '../support/freshServer';
import { mailsTo } from '../support/outbox';
import { watchCspViolations, watchErrors } from '../support/pageChecks';

/** The support mailbox of a server without SUPPORT_EMAIL (config.ts's default). */
const SUPPORT = 'support@bikeship.local';

/**
 * axe's serious and critical findings on the page's own part (light DOM: the quote box's
 * widget, in its shadow root, is the widget suites' to scan).
 */
async function seriousViolations(page: Page, part: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include(part)
    .exclude('.site-top-shop-quote-box')
    .analyze();
  // Proof the scan saw the page: axe ran its rules on the page's content.
  expect(results.passes.length).toBeGreaterThan(0);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
}

/** The alerts under the fields, by their text. */
const alerts = (page: Page) => page.locator('form [role="alert"]');

/** The mails of the outbox to `to` that mention `text`, once there are `count` of them. */
async function mailsMentioning(to: string, text: string, count = 1) {
  await expect
    .poll(
      async () =>
        (await mailsTo(to)).filter(
          (mail) => mail.headers.includes(text) || mail.text.includes(text),
        ).length,
      {
        timeout: 15_000,
      },
    )
    .toBeGreaterThanOrEqual(count);
  return (await mailsTo(to)).filter(
    (mail) => mail.headers.includes(text) || mail.text.includes(text),
  );
}

/** A header as a mail client reads it: folded lines joined. */
const unfolded = (headers: string) => headers.replace(/\r?\n[ \t]+/g, ' ');

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test.describe(`the site's forms on a ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('/QBPtopshop: an empty form and a bad email are shown at the fields; an account number the API refuses is shown at its field; then the application is filed, confirmed and mailed', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await withSavedConsent(page, { analytics: false, marketing: false });
      const errors = watchErrors(page);
      const stamp = `${viewport.name}${Date.now()}`;
      const email = `topshop.${stamp}@example.com`;
      await page.goto('/QBPtopshop');
      await expect(page.getByRole('heading', { level: 1, name: 'QBP Top Shop' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'What a Top Shop gets' })).toBeVisible();
      // The quote box, in its lazy chunk, so the shop can quote right here.
      await expect(
        page.locator('.site-top-shop-quote-box').getByRole('button', { name: 'Get rates' }),
      ).toBeVisible();

      const apply = page.getByRole('button', { name: 'Apply' });
      await apply.click();
      await expect(alerts(page)).toHaveText([
        "Enter the shop's name.",
        'Enter your QBP account number.',
        'Enter the name of the person we write to.',
        'Enter an email address such as name@yourshop.com.',
        "Enter the shop's street address.",
        'Enter the city.',
        'Enter the ZIP or postal code.',
      ]);
      const shopName = page.getByRole('textbox', { name: 'Shop name' });
      await expect(shopName).toBeFocused();
      await expect(shopName).toHaveAttribute('aria-invalid', 'true');
      expect(await seriousViolations(page, '.site-top-shop')).toEqual([]);

      await shopName.fill('Spoke & Chain Cycles');
      await page.getByRole('textbox', { name: 'QBP account number' }).fill('QBP#1');
      await page.getByRole('textbox', { name: 'Contact name' }).fill('Dana Wheeler');
      await page.getByRole('textbox', { name: 'Email' }).fill('dana@spokeandchain');
      await page.getByRole('textbox', { name: 'Phone (optional)' }).fill('+1 612 555 0142');
      await page.getByRole('textbox', { name: 'Street address' }).fill('401 Cedar Ave S');
      await page.getByRole('textbox', { name: 'City' }).fill('Minneapolis');
      await page.getByRole('textbox', { name: 'State or province (optional)' }).fill('MN');
      await page.getByRole('textbox', { name: 'ZIP or postal code' }).fill('55454');
      await apply.click();
      await expect(alerts(page)).toHaveText(['Enter an email address such as name@yourshop.com.']);
      await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();

      // The API's own rule: an account number is letters, digits and dashes.
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await apply.click();
      await expect(alerts(page)).toHaveText(['Enter your QBP account number (letters and digits)']);
      const account = page.getByRole('textbox', { name: 'QBP account number' });
      await expect(account).toBeFocused();
      await expect(account).toHaveAttribute('aria-invalid', 'true');
      // Nothing typed was lost.
      await expect(shopName).toHaveValue('Spoke & Chain Cycles');

      await account.fill(`TS-${stamp}`.slice(0, 20));
      await apply.click();
      await expect(page.getByRole('heading', { name: 'Application received' })).toBeFocused();
      await expect(page.getByText(`A copy is on its way to ${email}.`)).toBeVisible();
      // The copy the confirmation promises, and the program desk's notice.
      const [copy] = await mailsMentioning(email, 'Your QBP Top Shop application');
      expect(copy?.text).toContain('Spoke & Chain Cycles');
      const [notice] = await mailsMentioning(SUPPORT, email);
      expect(unfolded(notice?.headers ?? '')).toMatch(new RegExp(`^Reply-To: ${email}`, 'im'));
      expect(await seriousViolations(page, '.site-top-shop')).toEqual([]);
      // The refused account number was a 400 the page showed; nothing else went wrong.
      expect(errors.filter((error) => !/^400 .*\/api\/QbpTopShop$/.test(error))).toEqual([]);
    });

    test('/contact-us: empty and careless input are shown at the fields; a message reaches the support mailbox (Reply-To the sender) once, however often Send is pressed, and the sender gets the acknowledgement the page promises', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await withSavedConsent(page, { analytics: false, marketing: false });
      const errors = watchErrors(page);
      const email = `contact.${viewport.name}${Date.now()}@example.com`;
      await page.goto('/contact-us');
      await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
      // No chat provider on this server: the page says how else to reach us.
      await expect(page.getByText('Live chat is not offered at the moment.')).toBeVisible();
      await expect(page.getByRole('link', { name: SUPPORT })).toHaveAttribute(
        'href',
        `mailto:${SUPPORT}`,
      );

      const send = page.getByRole('button', { name: 'Send' });
      await send.click();
      await expect(alerts(page)).toHaveText([
        'Enter your name.',
        'Enter your email address, such as name@example.com: our answer goes there.',
        'Choose what your message is about.',
        'Write your message.',
      ]);
      const name = page.getByRole('textbox', { name: 'Your name' });
      await expect(name).toBeFocused();
      expect(await seriousViolations(page, '.site-contact')).toEqual([]);

      // Careless: spaces for a name, an address without its domain, words for an order number.
      await name.fill('   ');
      await page.getByRole('textbox', { name: 'Email' }).fill('jo@');
      await page.getByRole('textbox', { name: 'Order number (optional)' }).fill('my order');
      await page
        .getByRole('combobox', { name: 'Topic' })
        .selectOption({ label: 'An order I placed' });
      await page.getByRole('textbox', { name: 'Message' }).fill('The label will not print.');
      await send.click();
      await expect(alerts(page)).toHaveText([
        'Enter your name.',
        'Enter your email address, such as name@example.com: our answer goes there.',
        'An order number is digits only, such as 1042 — or leave it empty.',
      ]);
      await expect(name).toBeFocused();
      await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
        'The label will not print.',
      );

      await name.fill('Jo Rider');
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByRole('textbox', { name: 'Order number (optional)' }).fill('#1042');
      await send.dblclick();
      await expect(page.getByRole('heading', { name: 'Message sent' })).toBeFocused();
      await expect(page.getByText(`an acknowledgement is on its way to ${email}`)).toBeVisible();

      const [toSupport] = await mailsMentioning(SUPPORT, email);
      expect(unfolded(toSupport?.headers ?? '')).toMatch(new RegExp(`^Reply-To: ${email}`, 'im'));
      expect(toSupport?.text).toContain('The label will not print.');
      expect(toSupport?.text).toContain('#1042');
      const [acknowledgement] = await mailsMentioning(email, 'We have your message');
      expect(acknowledgement?.text).toContain(SUPPORT);
      // Sent once: the second press of the double click sent nothing more.
      expect(await mailsMentioning(SUPPORT, email)).toHaveLength(1);
      expect(await seriousViolations(page, '.site-contact')).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}

/** A chat provider on this machine: one script that draws a chat button (test infrastructure). */
const STUB_CHAT_SCRIPT = `(() => {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Chat with support';
  button.className = 'stub-chat-button';
  document.body.append(button);
})();`;

test.describe('/contact-us with a chat provider configured (CHAT_SCRIPT_URL)', () => {
  test.setTimeout(150_000);
  let provider: Server;
  const requested: string[] = [];
  let server: FreshServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    provider = createServer((request, response) => {
      requested.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(STUB_CHAT_SCRIPT);
    });
    await new Promise<void>((listening) => provider.listen(0, '127.0.0.1', listening));
    const { port } = provider.address() as AddressInfo;
    server = await startFreshServer({
      // The shared server built the site; building it again would empty the folder it serves.
      BIKESHIP_SITE_BUILT: '1',
      CHAT_SCRIPT_URL: `http://127.0.0.1:${port}/chat.js`,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await new Promise((closed) => provider?.close(closed));
  });

  test('DECISION: the chat loads only with marketing consent; without it the page offers the cookie preferences and the other ways; the CSP allows the provider and nothing breaks', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const cspViolations = await watchCspViolations(page);
    const answer = await page.goto(`${server.url}/contact-us`);
    const { port } = provider.address() as AddressInfo;
    expect(answer?.headers()['content-security-policy']).toContain(
      `script-src 'self' http://127.0.0.1:${port}`,
    );
    // No consent yet: no chat, the reason, the way to change it and the other ways.
    await expect(page.getByText('opens only if you allow marketing cookies')).toBeVisible();
    await expect(page.getByRole('link', { name: SUPPORT })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    await expect(page.getByRole('button', { name: 'Chat with support' })).toHaveCount(0);

    const banner = page.getByRole('region', { name: 'Cookie preferences' });
    await banner.getByRole('button', { name: 'Accept All' }).click();
    await expect(banner).toBeHidden();
    // Still no chat? Then only because it is loading: consent given, the script comes.
    await expect(page.getByRole('button', { name: 'Chat with support' })).toBeVisible();
    expect(requested).toEqual(['/chat.js']);
    await expect(page.getByText('Live chat has loaded')).toBeVisible();
    expect(await seriousViolations(page, '.site-contact')).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a visitor who refused marketing cookies can reopen the cookie preferences from the page', async ({
    page,
  }) => {
    await withSavedConsent(page, { analytics: true, marketing: false });
    await page.goto(`${server.url}/contact-us`);
    await page.getByRole('button', { name: 'Change cookie preferences' }).click();
    await expect(page.getByRole('region', { name: 'Cookie preferences' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Chat with support' })).toHaveCount(0);
  });
});
