import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

/** A file sent with a mail (labels, receipts). */
export interface MailAttachment {
  filename: string;
  content: string | Uint8Array;
  /** e.g. 'application/pdf'; guessed from the file name when left out. */
  contentType?: string;
}

export interface MailMessage {
  to: string;
  /** Where a reply goes when it is not the sender (a customer's message to support). */
  replyTo?: string;
  subject: string;
  /** The plain-text body: every mail has one, for clients that show no HTML. */
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface SentMail {
  messageId: string;
  /** Where the embedded outbox wrote the message; absent when it went out over SMTP. */
  file?: string;
}

/**
 * Outgoing mail (DESIGN.md §7 integrations): SMTP when `SMTP_URL` is configured, otherwise the
 * embedded default that writes each message as a `.eml` file into `DATA_DIR/outbox`, so a fresh
 * machine without a mail server still "sends" reset links and labels that a person can open.
 * @example
 * await deps.mailer.send({ to: 'rider@example.com', subject: 'Hello', text: 'Hi there' });
 */
export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
}

/** The folder the embedded outbox writes to. */
export function outboxDir(config: Pick<Config, 'DATA_DIR'>): string {
  return join(resolve(config.DATA_DIR), 'outbox');
}

function toNodemailerMessage(from: string, message: MailMessage) {
  return {
    from,
    to: message.to,
    ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
    subject: message.subject,
    text: message.text,
    ...(message.html === undefined ? {} : { html: message.html }),
    ...(message.attachments
      ? {
          attachments: message.attachments.map((attachment) => ({
            filename: attachment.filename,
            content:
              typeof attachment.content === 'string'
                ? attachment.content
                : Buffer.from(attachment.content),
            ...(attachment.contentType ? { contentType: attachment.contentType } : {}),
          })),
        }
      : {}),
  };
}

/** Sends through the SMTP server of `smtpUrl` (e.g. `smtps://user:pass@mail.example.com`). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      const info = await transport.sendMail(toNodemailerMessage(from, message));
      return { messageId: info.messageId };
    },
  };
}

/** `20261122T220536123Z`: sorts by time and is a valid file name everywhere. */
function fileTimestamp(date: Date): string {
  return date.toISOString().replace(/[-:.]/g, '');
}

/**
 * Writes each message, built by nodemailer exactly as it would go over SMTP (headers, MIME parts,
 * attachments), to `<dir>/<timestamp>-<random>.eml`. The random part keeps two mails of the same
 * millisecond (or of two server processes on one data folder) apart.
 */
export function createOutboxMailer(dir: string, from: string, now: () => Date): Mailer {
  // CRLF line ends: the RFC 5322 form, which mail clients expect when opening a .eml file.
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    async send(message) {
      const info = await transport.sendMail(toNodemailerMessage(from, message));
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${fileTimestamp(now())}-${randomBytes(6).toString('hex')}.eml`);
      await writeFile(file, info.message);
      return { messageId: info.messageId, file };
    },
  };
}

/** The configured mailer: SMTP with `SMTP_URL`, else the outbox folder in `DATA_DIR`. */
export function createMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>,
  options: { now?: () => Date } = {},
): Mailer {
  if (config.SMTP_URL) return createSmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  return createOutboxMailer(outboxDir(config), config.MAIL_FROM, options.now ?? (() => new Date()));
}
