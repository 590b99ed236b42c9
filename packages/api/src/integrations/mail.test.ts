import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, outboxDir } from './mail';

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'bikeship-mail-test-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const FROM = 'bikeship <no-reply@bikeship.local>';

describe('mail without SMTP_URL: .eml files in DATA_DIR/outbox (DESIGN.md §7 integrations)', () => {
  it('writes the whole message — headers, text, html and attachments — as a timestamped .eml', async () => {
    const mailer = createMailer(
      { DATA_DIR: dataDir, MAIL_FROM: FROM },
      { now: () => new Date('2026-04-05T06:07:08.009Z') },
    );
    const sent = await mailer.send({
      to: 'rider@example.com',
      subject: 'Your label',
      text: 'Your label is attached.',
      html: '<p>Your label is <b>attached</b>.</p>',
      attachments: [
        {
          filename: 'label.pdf',
          content: new Uint8Array([37, 80, 68, 70]),
          contentType: 'application/pdf',
        },
      ],
    });
    expect(sent.file).toBeDefined();
    const file = sent.file as string;
    expect(file.startsWith(outboxDir({ DATA_DIR: dataDir }))).toBe(true);
    expect(file).toMatch(/20260405T060708009Z-[0-9a-f]{12}\.eml$/);
    const raw = readFileSync(file, 'utf8');
    expect(raw).toContain(`From: ${FROM}`);
    expect(raw).toContain('To: rider@example.com');
    expect(raw).toContain('Subject: Your label');
    expect(raw).toContain(`Message-ID: ${sent.messageId}`);
    expect(raw).toContain('Your label is attached.');
    expect(raw).toContain('Content-Type: text/html');
    expect(raw).toMatch(/Content-Type: application\/pdf; name=label\.pdf/);
    // "%PDF" in base64.
    expect(raw).toContain('JVBERg==');
    // RFC 5322 line ends, as mail clients expect in a .eml file.
    expect(raw).toContain('\r\n');
    expect(raw.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('keeps two mails of the same millisecond apart', async () => {
    const mailer = createMailer(
      { DATA_DIR: dataDir, MAIL_FROM: FROM },
      { now: () => new Date('2026-04-05T07:00:00.000Z') },
    );
    await mailer.send({ to: 'a@example.com', subject: 'One', text: 'one' });
    await mailer.send({ to: 'b@example.com', subject: 'Two', text: 'two' });
    const files = readdirSync(outboxDir({ DATA_DIR: dataDir })).filter((name) =>
      name.startsWith('20260405T070000000Z'),
    );
    expect(files).toHaveLength(2);
  });
});

/** The smallest SMTP server that takes one mail: enough to prove the SMTP path sends it. */
function startFakeSmtpServer(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const command = buffer.slice(0, lineEnd).toUpperCase();
        buffer = buffer.slice(lineEnd + 2);
        if (command.startsWith('EHLO')) socket.write('250-fake.smtp\r\n250 8BITMIME\r\n');
        else if (command.startsWith('DATA')) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((ready) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      ready({ server, port: typeof address === 'object' && address ? address.port : 0, received });
    });
  });
}

describe('mail with SMTP_URL: sent over SMTP, nothing in the outbox (DESIGN.md §7 integrations)', () => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
  });
  afterEach(() => {
    smtp.received.length = 0;
  });
  afterAll(() => new Promise<void>((done) => smtp.server.close(() => done())));

  it('delivers the message to the SMTP server', async () => {
    const smtpDataDir = mkdtempSync(join(tmpdir(), 'bikeship-mail-smtp-'));
    try {
      const mailer = createMailer({
        DATA_DIR: smtpDataDir,
        MAIL_FROM: FROM,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      });
      const sent = await mailer.send({
        to: 'rider@example.com',
        subject: 'Hello',
        text: 'Hi there',
      });
      expect(sent.file).toBeUndefined();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain('Subject: Hello');
      expect(smtp.received[0]).toContain('To: rider@example.com');
      expect(smtp.received[0]).toContain('Hi there');
      expect(() => readdirSync(outboxDir({ DATA_DIR: smtpDataDir }))).toThrow();
    } finally {
      rmSync(smtpDataDir, { recursive: true, force: true });
    }
  });
});
