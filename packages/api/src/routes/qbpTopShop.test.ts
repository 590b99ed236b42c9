import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qbpTopShops } from '../db/schema';
import { outboxMails } from '../testing/outboxMail';
import { createTestServer, type TestServer } from '../testing/testServer';

/** A header line the mailer folded onto the next, as a mail client reads it: one line. */
const FOLDED_LINE = /\r?\n[ \t]+/g;

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const application = (accountNumber: string) => ({
  shopName: 'Spoke & Chain Cycles',
  accountNumber,
  contactName: 'Dana Wheeler',
  email: 'Dana@SpokeAndChain.example',
  phone: '+1 612 555 0142',
  address1: '401 Cedar Ave S',
  city: 'Minneapolis',
  state: 'mn',
  postalCode: '55454',
  countryCode: 'us',
  message: 'We build 300 bikes a year and ship many to events.',
});

describe('POST /api/QbpTopShop (quote §7; shop, account number, contact, address stored)', () => {
  it('stores the application and answers success', async () => {
    const response = await server.request('POST', '/api/QbpTopShop', {
      json: application('ab 12345'),
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
    const [row] = await server.deps.db
      .select()
      .from(qbpTopShops)
      .where(eq(qbpTopShops.accountNumber, 'AB12345'));
    expect(row).toMatchObject({
      shopName: 'Spoke & Chain Cycles',
      contactName: 'Dana Wheeler',
      email: 'dana@spokeandchain.example',
      address1: '401 Cedar Ave S',
      address2: null,
      city: 'Minneapolis',
      state: 'MN',
      postalCode: '55454',
      countryCode: 'US',
    });
  });

  it('mails the application to the support mailbox (Reply-To the shop) and a copy to the shop', async () => {
    const response = await server.request('POST', '/api/QbpTopShop', {
      json: { ...application('MAIL-42'), email: 'mail42@spokeandchain.example' },
    });
    expect(response.status).toBe(200);
    const mails = await outboxMails(server.config);
    const toSupport = mails.find(
      (mail) =>
        /^To: support@bikeship\.local/im.test(mail.headers) && mail.text.includes('MAIL-42'),
    );
    expect(toSupport?.headers.replace(FOLDED_LINE, ' ')).toMatch(
      /^Reply-To: mail42@spokeandchain\.example/im,
    );
    expect(toSupport?.headers.replace(FOLDED_LINE, ' ')).toMatch(
      /^Subject: QBP Top Shop application: Spoke & Chain Cycles \(MAIL-42\)/im,
    );
    const copy = mails.find((mail) => /^To: mail42@spokeandchain\.example/im.test(mail.headers));
    expect(copy?.headers.replace(FOLDED_LINE, ' ')).toMatch(
      /^Subject: Your QBP Top Shop application/im,
    );
    expect(copy?.text).toContain('MAIL-42');
    expect(copy?.text).toContain('401 Cedar Ave S');
  });

  it('refuses a second application of the same account (written differently) with 409', async () => {
    await server.request('POST', '/api/QbpTopShop', { json: application('QBP-777') });
    const again = await server.request('POST', '/api/QbpTopShop', {
      json: application('qbp-777 '),
    });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([expect.objectContaining({ propertyName: 'accountNumber' })]);
  });

  it.each(['accountNumber', 'address1', 'postalCode', 'countryCode', 'city'])(
    'answers a missing %s with 400 and the field name',
    async (field) => {
      const body: Record<string, unknown> = application(`MISS-${field.length}`);
      delete body[field];
      const response = await server.request('POST', '/api/QbpTopShop', { json: body });
      expect(response.status).toBe(400);
      expect(response.body.errors).toContainEqual(expect.objectContaining({ propertyName: field }));
    },
  );

  it('answers a shop name of spaces with 400 naming shopName, and stores nothing', async () => {
    const response = await server.request('POST', '/api/QbpTopShop', {
      json: { ...application('BLANK-1'), shopName: '   ' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([expect.objectContaining({ propertyName: 'shopName' })]);
    const rows = await server.deps.db
      .select()
      .from(qbpTopShops)
      .where(eq(qbpTopShops.accountNumber, 'BLANK-1'));
    expect(rows).toEqual([]);
  });

  it('answers an account number that is not one with 400 naming accountNumber', async () => {
    const response = await server.request('POST', '/api/QbpTopShop', {
      json: application('<script>'),
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      expect.objectContaining({ propertyName: 'accountNumber' }),
    ]);
  });
});
