import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMails, type ParsedMail } from '../testing/outboxMail';
import { createTestServer, type TestServer } from '../testing/testServer';

const SUPPORT = 'help-desk@bikeship.test';

/** A header line the mailer folded onto the next, as a mail client reads it: one line. */
const FOLDED_LINE = /\r?\n[ \t]+/g;

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ env: { SUPPORT_EMAIL: SUPPORT } });
});
afterAll(() => server.close());

/** Each test writes from an address of its own: the limit per sender stays out of the way. */
let sender = '';
let senders = 0;
beforeEach(() => {
  senders += 1;
  sender = `rider${senders}@example.com`;
});

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Jo Rider',
  email: sender,
  orderNumber: '#1042',
  topic: 'damage',
  message: 'My frame arrived with a scratch on the top tube.\nPhotos to follow.',
  ...overrides,
});

const mailsTo = async (address: string): Promise<ParsedMail[]> =>
  (await outboxMails(server.config)).filter((mail) =>
    new RegExp(`^To: .*${address}`, 'im').test(mail.headers),
  );
/** The support mails that name this test's sender. */
const supportMailsOf = async (address: string) =>
  (await mailsTo(SUPPORT)).filter((mail) => mail.headers.includes(address));

describe('POST /api/Contact (the contact form reaches the support mailbox)', () => {
  it('mails the message to SUPPORT_EMAIL with the sender as Reply-To, and acknowledges to the sender', async () => {
    const response = await server.request('POST', '/api/Contact', { json: message() });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });

    const [toSupport, ...more] = await supportMailsOf(sender);
    expect(more).toEqual([]);
    expect(toSupport?.headers.replace(FOLDED_LINE, ' ')).toMatch(
      new RegExp(`^Reply-To: ${sender}`, 'im'),
    );
    expect(toSupport?.headers.replace(FOLDED_LINE, ' ')).toMatch(
      /^Subject: Contact: Damage, loss or a claim - Jo Rider - order #1042/im,
    );
    expect(toSupport?.text).toContain('My frame arrived with a scratch on the top tube.');
    expect(toSupport?.text).toContain('#1042');

    const [acknowledgement] = await mailsTo(sender);
    expect(acknowledgement?.headers.replace(FOLDED_LINE, ' ')).toMatch(
      /^Subject: We have your message/im,
    );
    expect(acknowledgement?.text).toContain(SUPPORT);
    // The acknowledgement never carries the message: the form is no relay for other text.
    expect(acknowledgement?.text).not.toContain('scratch');
  });

  it('takes a message without an order number', async () => {
    const response = await server.request('POST', '/api/Contact', {
      json: message({ orderNumber: undefined, topic: 'quote' }),
    });
    expect(response.status).toBe(200);
    const [toSupport] = await supportMailsOf(sender);
    expect(toSupport?.text).toContain('none given');
  });

  it.each([
    ['name', { name: '' }],
    ['name', { name: '   ' }],
    ['email', { email: 'not-an-address' }],
    ['topic', { topic: 'lottery' }],
    ['message', { message: '' }],
    ['message', { message: '  \n ' }],
    ['message', { message: 'x'.repeat(1001) }],
    ['orderNumber', { orderNumber: 'ORDER-abc' }],
  ])('answers a bad %s (%j) with 400 naming it, and sends nothing', async (field, overrides) => {
    const before = (await outboxMails(server.config)).length;
    const response = await server.request('POST', '/api/Contact', { json: message(overrides) });
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(expect.objectContaining({ propertyName: field }));
    expect(await outboxMails(server.config)).toHaveLength(before);
  });

  it('refuses a sixth message from one address within the hour with 429 and Retry-After', async () => {
    for (let count = 0; count < 5; count += 1) {
      const response = await server.request('POST', '/api/Contact', { json: message() });
      expect(response.status).toBe(200);
    }
    const refused = await server.request('POST', '/api/Contact', { json: message() });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await supportMailsOf(sender)).toHaveLength(5);
  });
});

describe('GET /api/Contact/config (how else support is reached)', () => {
  it('names the support mailbox, and no chat provider unless one is configured', async () => {
    const response = await server.request('GET', '/api/Contact/config');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ supportEmail: SUPPORT, chatScriptUrl: null });
  });

  it('names the chat provider’s script when CHAT_SCRIPT_URL is set', async () => {
    const url = 'https://widget.chat.example/loader.js';
    const configured = await createTestServer({ env: { CHAT_SCRIPT_URL: url } });
    try {
      const response = await configured.request('GET', '/api/Contact/config');
      expect(response.body).toEqual({ supportEmail: 'support@bikeship.local', chatScriptUrl: url });
    } finally {
      await configured.close();
    }
  });
});
