import { expect } from '@playwright/test';
import { outboxMails, type ParsedMail } from '../../packages/api/src/testing/outboxMail';

/**
 * The mails the end-to-end server sent, as its embedded outbox wrote them (playwright.config.ts
 * names the server's data folder; a spec's own server names its own): what the customer would
 * find in their inbox.
 */
export async function mailsTo(
  address: string,
  dataDir = process.env.BIKESHIP_E2E_DATA_DIR,
): Promise<ParsedMail[]> {
  if (!dataDir)
    throw new Error('BIKESHIP_E2E_DATA_DIR is not set: run through playwright.config.ts');
  const mails = await outboxMails({ DATA_DIR: dataDir });
  return mails.filter((mail) => new RegExp(`^To: .*${address}`, 'im').test(mail.headers));
}

/** The mails to `address` whose subject names `orderNumber` ("#12"), once the server sent one. */
export async function orderMails(address: string, orderNumber: string): Promise<ParsedMail[]> {
  let found: ParsedMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).filter((mail) =>
          new RegExp(`^Subject: .*${orderNumber}\\b`, 'im').test(mail.headers),
        );
        return found.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  return found;
}
