import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config';
import { outboxDir } from '../integrations/mail';

/**
 * The mails the embedded outbox wrote (integrations/mail.ts), read back for the tests: what a
 * mail client would show of them — headers, the text and HTML bodies, the attachments' bytes.
 */

export interface MimePart {
  headers: string;
  contentType: string;
  filename: string | null;
  body: Buffer;
}

export interface ParsedMail {
  headers: string;
  parts: MimePart[];
  /** The decoded text/plain and text/html bodies. */
  text: string;
  html: string;
}

function decodeQuotedPrintable(body: string): Buffer {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const char = joined[index];
    const hex = joined.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** Just enough MIME to read what nodemailer writes: nested multiparts, QP and base64. */
export function parseEml(raw: string): ParsedMail {
  const [headers = ''] = raw.split(/\r?\n\r?\n/, 1);
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/g)].map((match) => match[1]);
  const separator = new RegExp(
    `\\r?\\n--(?:${boundaries.map((b) => (b ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?:--)?\\r?\\n`,
  );
  const parts = raw
    .split(separator)
    .slice(1)
    .map((chunk): MimePart | null => {
      const split = chunk.search(/\r?\n\r?\n/);
      if (split < 0) return null;
      const partHeaders = chunk.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
      const content = chunk.slice(split).replace(/^\r?\n\r?\n/, '');
      const contentType = /content-type:\s*([^;\r\n]+)/i.exec(partHeaders)?.[1]?.trim() ?? '';
      if (contentType.startsWith('multipart/')) return null;
      const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(partHeaders)?.[1]?.toLowerCase();
      const body =
        encoding === 'base64'
          ? Buffer.from(content.replace(/\s+/g, ''), 'base64')
          : encoding === 'quoted-printable'
            ? decodeQuotedPrintable(content)
            : Buffer.from(content, 'utf8');
      const filename = /filename="?([^";\r\n]+)"?/i.exec(partHeaders)?.[1] ?? null;
      return { headers: partHeaders, contentType, filename, body };
    })
    .filter((part): part is MimePart => part !== null);
  const bodyOf = (type: string) =>
    parts.find((part) => part.contentType === type && !part.filename)?.body.toString('utf8') ?? '';
  return { headers, parts, text: bodyOf('text/plain'), html: bodyOf('text/html') };
}

/** Every mail in the outbox of a server's data folder, parsed, oldest first. */
export async function outboxMails(config: Pick<Config, 'DATA_DIR'>): Promise<ParsedMail[]> {
  const dir = outboxDir(config);
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  return Promise.all(files.map(async (file) => parseEml(await readFile(join(dir, file), 'utf8'))));
}

/** The mail's attachments (the parts with a file name). */
export function attachmentsOf(mail: ParsedMail): MimePart[] {
  return mail.parts.filter((part) => part.filename !== null);
}
