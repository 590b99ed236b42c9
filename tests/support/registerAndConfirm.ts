import { expect, type Locator, type Page } from '@playwright/test';
import type { ParsedMail } from '../../packages/api/src/testing/outboxMail';
import { mailsTo } from './outbox';

/** What the register form asks; everything but the email has a default. */
export interface NewCustomer {
  email: string;
  firstName?: string;
  lastName?: string;
  password?: string;
}

/** The password a registration uses unless it names one. */
export const NEW_CUSTOMER_PASSWORD = 'correct-horse-battery';

/**
 * Fills in and sends Create Free Account in `account` (a `<bikeship-account>`), switching to its
 * register view first when another view shows, and waits for the thank-you view, which sends
 * the customer to their inbox: registering signs nobody in.
 */
export async function registerThroughForm(account: Locator, customer: NewCustomer): Promise<void> {
  const form = account.getByRole('heading', { name: 'Create Free Account' });
  if (!(await form.isVisible())) {
    await account.getByRole('button', { name: 'Create Free Account' }).click();
    await expect(form).toBeVisible();
  }
  await account.getByLabel('First name').fill(customer.firstName ?? 'Ada');
  await account.getByLabel('Last name').fill(customer.lastName ?? 'Rider');
  await account.getByLabel('Email').fill(customer.email);
  await account.getByLabel('Password').fill(customer.password ?? NEW_CUSTOMER_PASSWORD);
  await account.getByRole('button', { name: 'Create Free Account' }).click();
  await expect(account.getByRole('heading', { name: 'Thank you for registering' })).toBeVisible();
  await expect(account.getByText(`We have sent an email to ${customer.email}.`)).toBeVisible();
}

/**
 * The mails to `email` whose subject matches `subject`, once the server sent at least one
 * (`outboxDir`: the data folder of a spec's own server; the shared server's by default).
 */
export async function mailsWithSubject(
  email: string,
  subject: RegExp,
  outboxDir?: string,
): Promise<ParsedMail[]> {
  let found: ParsedMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await mailsTo(email, outboxDir)).filter((mail) =>
          new RegExp(`^Subject: ${subject.source}`, 'im').test(mail.headers),
        );
        return found.length;
      },
      { timeout: 15_000, message: `a mail to ${email} with the subject ${subject}` },
    )
    .toBeGreaterThan(0);
  return found;
}

/**
 * The newest "confirm your email" link the server mailed to `email`, as a path on the server:
 * the site's /registerthankyou with the link's token.
 */
export async function confirmLinkMailedTo(email: string, outboxDir?: string): Promise<string> {
  const mails = await mailsWithSubject(email, /Confirm your email/, outboxDir);
  const link = mails.at(-1)?.text.match(/https?:\/\/\S+\/registerthankyou\?token=\S+/);
  if (!link) throw new Error(`the confirm mail to ${email} holds no link`);
  const url = new URL(link[0]);
  return url.pathname + url.search;
}

/**
 * Opens the mailed link as the customer would — the site's /registerthankyou, whose account
 * view reads the token — and confirms: the account is made, the customer signed in, and the site
 * takes them home to /profile (shell §2 "home after login is /profile"). The session is kept in local storage, which every page of the origin shares.
 */
export async function openConfirmLink(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm email and log in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  // The profile view itself, not only the page's heading: the customer sees their details.
  await expect(page.getByRole('checkbox', { name: 'Save my boxes when I order' })).toBeVisible();
}

/**
 * A new customer, signed in, the way a customer gets there: Create Free Account in the
 * `<bikeship-account>` of the page, the confirm link read from the server's outbox, opened and
 * confirmed on the server of the page they started on — then back to that page, which knows
 * the session. `outboxDir` names the data folder of a spec's own server (tests/support/freshServer).
 *
 * @example await registerAndConfirm(page, page.locator('bikeship-account'), `x-${Date.now()}@example.com`);
 */
export async function registerAndConfirm(
  page: Page,
  account: Locator,
  email: string,
  customer: Omit<NewCustomer, 'email'> & { outboxDir?: string } = {},
): Promise<void> {
  const startedOn = page.url();
  const { outboxDir, ...details } = customer;
  await registerThroughForm(account, { ...details, email });
  const link = await confirmLinkMailedTo(email, outboxDir);
  await openConfirmLink(page, new URL(link, startedOn).href);
  await page.goto(startedOn);
}
