import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { PNG_MAX_PIXELS, PNG_MAX_SIDE } from '../uploads/pictureFiles';
import { checkUpload, detectFileType } from './fileSignature';

// Tiny files built byte by byte, so each test shows exactly which part of the format it breaks.

const latin1 = (text: string): Buffer => Buffer.from(text, 'latin1');

/** The problem sentence of a refusal, or 'accepted'. */
function verdict(bytes: Uint8Array): string {
  const check = checkUpload(bytes);
  return check.accepted ? 'accepted' : check.problem;
}

// ─── PNG ──────────────────────────────────────────────────────────────────────────────────

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Uint8Array, options: { badCrc?: boolean } = {}): Buffer {
  const typeAndData = Buffer.concat([latin1(type), data]);
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  typeAndData.copy(chunk, 4);
  chunk.writeUInt32BE((crc32(typeAndData) + (options.badCrc ? 1 : 0)) >>> 0, 8 + data.length);
  return chunk;
}

function ihdr(width: number, height: number, bitDepth = 8, colourType = 2): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.writeUInt8(bitDepth, 8);
  data.writeUInt8(colourType, 9);
  return pngChunk('IHDR', data);
}

/** A real 2×1 RGB PNG; `between` chunks go after IHDR. */
function png(between: Buffer[] = [], header = ihdr(2, 1)): Buffer {
  // One scanline: filter byte 0, then two red pixels.
  const pixels = deflateSync(Buffer.from([0, 255, 0, 0, 255, 0, 0]));
  return Buffer.concat([
    PNG_SIGNATURE,
    header,
    ...between,
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('PNG: parsed chunk by chunk, ends exactly with IEND', () => {
  it('accepts a real PNG, with its ancillary text chunks', () => {
    expect(verdict(png())).toBe('accepted');
    expect(verdict(png([pngChunk('tEXt', latin1('Comment\0scanned receipt'))]))).toBe('accepted');
    expect(detectFileType(png())).toMatchObject({ contentType: 'image/png', extension: 'png' });
  });

  it('refuses a PNG with an HTML page appended after IEND', () => {
    const polyglot = Buffer.concat([png(), latin1('<html><script>alert(1)</script></html>')]);
    expect(verdict(polyglot)).toMatch(/data after the end of the picture \(IEND\)/);
    expect(detectFileType(polyglot)).toBeNull();
  });

  it('refuses even one byte after IEND', () => {
    expect(verdict(Buffer.concat([png(), Buffer.from([0])]))).toMatch(/1 bytes of other data/);
  });

  it('refuses a PNG signature followed by anything but chunks (the magic-number-only probe)', () => {
    const probe = Buffer.concat([PNG_SIGNATURE, latin1('<script>alert(1)</script>')]);
    expect(verdict(probe)).toMatch(/damaged or incomplete/);
  });

  it('refuses a PNG cut short (no IEND)', () => {
    const whole = png();
    expect(verdict(whole.subarray(0, whole.length - 12))).toMatch(/ends before its IEND/);
  });

  it('refuses a chunk whose length runs past the end of the file', () => {
    const chunk = pngChunk('tEXt', latin1('Comment\0x'));
    chunk.writeUInt32BE(0x7fff0000, 0);
    expect(verdict(png([chunk]))).toMatch(/tEXt chunk runs past the end/);
  });

  it('refuses a PNG whose first chunk is not IHDR', () => {
    const text = pngChunk('tEXt', latin1('Comment\0first'));
    const bytes = Buffer.concat([PNG_SIGNATURE, text, png().subarray(8)]);
    expect(verdict(bytes)).toMatch(/IHDR is not its first chunk/);
  });

  it('refuses a zero or insane width or height', () => {
    expect(verdict(png([], ihdr(0, 1)))).toMatch(/0 × 1 pixels/);
    expect(verdict(png([], ihdr(PNG_MAX_SIDE + 1, 1)))).toMatch(/too large a picture/);
    const side = Math.ceil(Math.sqrt(PNG_MAX_PIXELS + 1));
    expect(side).toBeLessThanOrEqual(PNG_MAX_SIDE);
    expect(verdict(png([], ihdr(side, side)))).toMatch(/too large a picture/);
  });

  it('refuses an impossible colour type and bit depth', () => {
    expect(verdict(png([], ihdr(2, 1, 3, 2)))).toMatch(/colour type 2 with bit depth 3/);
  });

  it('refuses a bad checksum on a critical chunk, not on an ancillary one', () => {
    const pixels = deflateSync(Buffer.from([0, 255, 0, 0, 255, 0, 0]));
    const badData = Buffer.concat([
      PNG_SIGNATURE,
      ihdr(2, 1),
      pngChunk('IDAT', pixels, { badCrc: true }),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
    expect(verdict(badData)).toMatch(/checksum of its IDAT chunk/);
    const badText = png([pngChunk('tEXt', latin1('Comment\0x'), { badCrc: true })]);
    expect(verdict(badText)).toBe('accepted');
  });

  it('refuses a PNG that carries a script in a text chunk (belt and braces)', () => {
    const bytes = png([pngChunk('tEXt', latin1('Comment\0<script>alert(1)</script>'))]);
    expect(verdict(bytes)).toMatch(/markup \(<script\)/);
    const php = png([pngChunk('tEXt', latin1('Comment\0<?php system($_GET[1]); ?>'))]);
    expect(verdict(php)).toMatch(/markup \(<\?php\)/);
  });
});

// ─── JPEG ─────────────────────────────────────────────────────────────────────────────────

function segment(marker: number, payload: readonly number[] | Buffer): Buffer {
  const length = payload.length + 2;
  return Buffer.concat([
    Buffer.from([0xff, marker, length >> 8, length & 0xff]),
    Buffer.from(payload),
  ]);
}

const SOI = Buffer.from([0xff, 0xd8]);
const EOI = Buffer.from([0xff, 0xd9]);
/** One 8-bit component, 1×1. */
const SOF0 = segment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]);
/** One Huffman code of length 1 (symbol 0) for DC table 0 and for AC table 0. */
const DHT_DC = segment(0xc4, [0x00, 1, ...new Array<number>(15).fill(0), 0]);
const DHT_AC = segment(0xc4, [0x10, 1, ...new Array<number>(15).fill(0), 0]);
const DQT = segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]);
const SOS = segment(0xda, [1, 1, 0x00, 0, 63, 0]);

/**
 * A real 1×1 grey baseline JPEG: DC difference 0 and end-of-block, padded with 1-bits (0x3F).
 * `scan` replaces the entropy-coded bytes; `before` segments go after SOI.
 */
function jpeg(options: { before?: Buffer[]; scan?: number[] } = {}): Buffer {
  return Buffer.concat([
    SOI,
    ...(options.before ?? []),
    DQT,
    SOF0,
    DHT_DC,
    DHT_AC,
    SOS,
    Buffer.from(options.scan ?? [0x3f]),
    EOI,
  ]);
}

describe('JPEG: SOI, segments walked to SOS, the scan crossed, EOI last', () => {
  it('accepts a real JPEG, also with stuffed 0xFF bytes, restart markers and fill bytes', () => {
    expect(verdict(jpeg())).toBe('accepted');
    expect(verdict(jpeg({ scan: [0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56] }))).toBe('accepted');
    const withFill = Buffer.concat([SOI, Buffer.from([0xff]), jpeg().subarray(2)]);
    expect(verdict(withFill)).toBe('accepted');
    expect(detectFileType(jpeg())).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg' });
  });

  it('accepts a progressive-style JPEG: tables and a second scan after the first', () => {
    const bytes = Buffer.concat([jpeg().subarray(0, -2), DHT_AC, SOS, Buffer.from([0x3f]), EOI]);
    expect(verdict(bytes)).toBe('accepted');
  });

  it('refuses a JPEG with HTML or a script appended after EOI', () => {
    const bytes = Buffer.concat([jpeg(), latin1('<script>alert(document.cookie)</script>')]);
    expect(verdict(bytes)).toMatch(/data after the end of the picture \(EOI\)/);
  });

  it('accepts at most a few padding bytes after EOI', () => {
    expect(verdict(Buffer.concat([jpeg(), Buffer.alloc(4)]))).toBe('accepted');
    expect(verdict(Buffer.concat([jpeg(), Buffer.alloc(100)]))).toMatch(/data after the end/);
  });

  it('accepts a second whole JPEG after the first (a phone HDR gain map), nothing else', () => {
    expect(verdict(Buffer.concat([jpeg(), jpeg()]))).toBe('accepted');
    const html = Buffer.concat([jpeg(), SOI, Buffer.from([0xff]), latin1('<html>')]);
    expect(verdict(html)).toMatch(/damaged|markup/);
  });

  it('refuses the magic number followed by anything else', () => {
    expect(verdict(Buffer.concat([SOI, Buffer.from([0xff]), latin1('<html></html>')]))).not.toBe(
      'accepted',
    );
  });

  it('refuses a JPEG without EOI, with EOI before any scan, or a segment past the end', () => {
    expect(verdict(jpeg().subarray(0, -2))).toMatch(/ends before its end-of-image/);
    expect(verdict(Buffer.concat([SOI, DQT, SOF0, EOI]))).toMatch(/before any image data/);
    const long = segment(0xfe, latin1('comment'));
    long.writeUInt16BE(0xfff0, 2);
    expect(verdict(jpeg({ before: [long] }))).toMatch(/runs past the end/);
  });

  it('refuses a scan before the frame header, and a frame of zero width', () => {
    expect(verdict(Buffer.concat([SOI, DHT_DC, SOS, Buffer.from([0x3f]), EOI]))).toMatch(
      /before the frame header/,
    );
    const zeroWide = segment(0xc0, [8, 0, 1, 0, 0, 1, 1, 0x11, 0]);
    expect(verdict(Buffer.concat([SOI, zeroWide, DHT_DC, SOS, Buffer.from([0x3f]), EOI]))).toMatch(
      /1 × 0|0 × 1/,
    );
  });

  it('refuses a JPEG that carries a script in a comment segment (belt and braces)', () => {
    const comment = segment(0xfe, latin1('<script src=//evil.example/x.js></script>'));
    expect(verdict(jpeg({ before: [comment] }))).toMatch(/markup \(<script\)/);
  });
});

// ─── WebP and HEIC ────────────────────────────────────────────────────────────────────────

function riffChunk(type: string, data: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(type, 0, 'latin1');
  header.writeUInt32LE(data.length, 4);
  return Buffer.concat([header, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

function webp(chunks = [riffChunk('VP8L', Buffer.from([0x2f, 0, 0, 0, 0x10, 0x07]))]): Buffer {
  const body = Buffer.concat([latin1('WEBP'), ...chunks]);
  const header = Buffer.alloc(8);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length, 4);
  return Buffer.concat([header, body]);
}

function box(type: string, payload: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
}

const FTYP = box('ftyp', latin1('heic\0\0\0\0mif1heic'));
const META = box('meta', Buffer.alloc(12));
const MDAT = box('mdat', Buffer.from([1, 2, 3, 4]));

describe('WebP and HEIC: the container framing fills the file exactly', () => {
  it('accepts a WebP whose RIFF size is its length and refuses one with data appended', () => {
    expect(verdict(webp())).toBe('accepted');
    expect(verdict(Buffer.concat([webp(), latin1('<html>')]))).toMatch(/data after the end/);
  });

  it('refuses a WebP that declares more than it holds, or has no image chunk first', () => {
    const short = webp();
    short.writeUInt32LE(short.readUInt32LE(4) + 100, 4);
    expect(verdict(short)).toMatch(/shorter than it declares/);
    expect(verdict(webp([riffChunk('EXIF', Buffer.alloc(4))]))).toMatch(/no image chunk/);
  });

  it('accepts a HEIC of boxes and refuses trailing data or a missing meta box', () => {
    expect(verdict(Buffer.concat([FTYP, META, MDAT]))).toBe('accepted');
    expect(verdict(Buffer.concat([FTYP, META, MDAT, latin1('<html>')]))).toMatch(/damaged/);
    expect(verdict(Buffer.concat([FTYP, MDAT]))).toMatch(/no image description box/);
  });

  it('refuses a HEIC whose media box hides a script (belt and braces)', () => {
    const mdat = box('mdat', latin1('<script>alert(1)</script>'));
    expect(verdict(Buffer.concat([FTYP, META, mdat]))).toMatch(/markup/);
  });
});

// ─── PDF ──────────────────────────────────────────────────────────────────────────────────

async function pdfLibPdf(
  change: (pdf: PDFDocument) => void | Promise<void> = () => {},
  useObjectStreams = true,
): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 100]).drawText('Receipt: road bike $1,450.00', { x: 10, y: 50, size: 10 });
  await change(pdf);
  return Buffer.from(await pdf.save({ useObjectStreams }));
}

const streamObject = (dictionary: string, data: string): string =>
  `<< ${dictionary} /Length ${data.length} >>\nstream\n${data}\nendstream`;

/**
 * A hand-written PDF with a classic xref table: object 1 the catalogue, 2 the page tree, 3 the
 * page, 4 its contents, then `extra` objects (5, 6, …).
 */
function rawPdf(
  options: {
    catalog?: string;
    page?: string;
    contents?: string;
    extra?: string[];
    header?: string;
    trailer?: string;
    startxref?: (xrefOffset: number) => number;
    tail?: string;
  } = {},
): Buffer {
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${options.catalog ?? ''} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R ${options.page ?? ''} >>`,
    streamObject('', options.contents ?? 'BT /F1 12 Tf 10 50 Td (Receipt) Tj ET'),
    ...(options.extra ?? []),
  ];
  let text = `${options.header ?? '%PDF-1.7'}\n%\xe2\xe3\xcf\xd3\n`;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n${options.trailer ?? `<< /Size ${objects.length + 1} /Root 1 0 R >>`}\n`;
  text += `startxref\n${options.startxref ? options.startxref(xref) : xref}\n%%EOF\n${options.tail ?? ''}`;
  return latin1(text);
}

describe('PDF: header, %%EOF, a cross-reference, and no active content', () => {
  it('accepts what pdf-lib makes, with object streams and an XRef stream or a classic table', async () => {
    expect(verdict(await pdfLibPdf())).toBe('accepted');
    expect(verdict(await pdfLibPdf(() => {}, false))).toBe('accepted');
    expect(verdict(rawPdf())).toBe('accepted');
    expect(detectFileType(rawPdf())).toMatchObject({ contentType: 'application/pdf' });
  });

  it('accepts PDF 2.0, refuses a header that is not %PDF-1.x or 2.0', () => {
    expect(verdict(rawPdf({ header: '%PDF-2.0' }))).toBe('accepted');
    expect(verdict(rawPdf({ header: '%PDF-9.9' }))).toMatch(/PDF header/);
  });

  it('refuses a file that only starts with %PDF- (the magic-number-only probe)', () => {
    const probe = latin1('%PDF-1.7\n<html><script>alert(document.cookie)</script></html>');
    expect(verdict(probe)).toMatch(/no %%EOF/);
    expect(detectFileType(probe)).toBeNull();
  });

  it('refuses a PDF with anything after %%EOF', () => {
    expect(verdict(rawPdf({ tail: '\r\n  \n' }))).toBe('accepted');
    expect(verdict(rawPdf({ tail: '<script>alert(1)</script>' }))).toMatch(
      /data after the end of the PDF \(%%EOF\)/,
    );
  });

  it('refuses a PDF whose startxref points outside the file or not at a cross-reference', () => {
    expect(verdict(rawPdf({ startxref: () => 999_999 }))).toMatch(/points outside the file/);
    expect(verdict(rawPdf({ startxref: (xref) => xref + 3 }))).toMatch(
      /does not point at a cross-reference/,
    );
    const noPointer = latin1(rawPdf().toString('latin1').replace('startxref', 'startfoo'));
    expect(verdict(noPointer)).toMatch(/no cross-reference pointer/);
  });

  it('refuses a PDF whose trailer names no catalogue', () => {
    expect(verdict(rawPdf({ trailer: '<< /Size 5 >>' }))).toMatch(/no document catalogue/);
  });

  it('a PDF with /OpenAction /JavaScript is refused, in an object stream or not', async () => {
    const openAction = (pdf: PDFDocument) => {
      pdf.catalog.set(
        PDFName.of('OpenAction'),
        pdf.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }),
      );
    };
    expect(verdict(await pdfLibPdf(openAction))).toMatch(/JavaScript/);
    expect(verdict(await pdfLibPdf(openAction, false))).toMatch(/JavaScript/);
  });

  it('a PDF with document-level JavaScript is refused', async () => {
    const script = (pdf: PDFDocument) => pdf.addJavaScript('hello', 'app.alert("hi")');
    expect(verdict(await pdfLibPdf(script))).toMatch(/active content: JavaScript/);
  });

  it('an /OpenAction that is an action is refused, even a harmless-looking one by reference', async () => {
    expect(
      verdict(rawPdf({ catalog: '/OpenAction << /S /URI /URI (https://x.example) >>' })),
    ).toMatch(/runs when it is opened \(\/OpenAction\)/);
    const byReference = rawPdf({
      catalog: '/OpenAction 5 0 R',
      extra: ['<< /S /URI /URI (https://x.example) >>'],
    });
    expect(verdict(byReference)).toMatch(/\/OpenAction/);
    // A GoTo that chains another action, and a named action (Print on open), are actions.
    const chained = '/OpenAction << /S /GoTo /D [3 0 R /Fit] /Next << /S /URI /URI (x) >> >>';
    expect(verdict(rawPdf({ catalog: chained }))).toMatch(/\/OpenAction/);
    expect(verdict(rawPdf({ catalog: '/OpenAction << /S /Named /N /Print >>' }))).toMatch(
      /\/OpenAction/,
    );
    // Through an object stream too (pdf-lib registers the action as an indirect object).
    const registered = await pdfLibPdf((pdf) => {
      const action = pdf.context.register(pdf.context.obj({ S: 'URI', URI: PDFString.of('x') }));
      pdf.catalog.set(PDFName.of('OpenAction'), action);
    });
    expect(verdict(registered)).toMatch(/\/OpenAction/);
  });

  it('an /OpenAction that only names the page to open at is accepted', async () => {
    expect(verdict(rawPdf({ catalog: '/OpenAction [3 0 R /Fit]' }))).toBe('accepted');
    // The same said as a GoTo action, as LaTeX's hyperref writes it, directly or by reference.
    expect(verdict(rawPdf({ catalog: '/OpenAction << /S /GoTo /D [3 0 R /Fit] >>' }))).toBe(
      'accepted',
    );
    const goTo = rawPdf({
      catalog: '/OpenAction 5 0 R',
      extra: ['<< /S /GoTo /D [3 0 R /Fit] >>'],
    });
    expect(verdict(goTo)).toBe('accepted');
    const destination = await pdfLibPdf((pdf) => {
      pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.obj([pdf.getPage(0).ref, 'Fit']));
    });
    expect(verdict(destination)).toBe('accepted');
  });

  it('a PDF with /AA (actions on events) is refused; an empty /AA is not an action', () => {
    expect(
      verdict(rawPdf({ page: '/AA << /O << /S /URI /URI (https://x.example) >> >>' })),
    ).toMatch(/\(\/AA\)/);
    expect(
      verdict(rawPdf({ page: '/AA 5 0 R', extra: ['<< /C << /S /Named /N /Print >> >>'] })),
    ).toMatch(/\(\/AA\)/);
    expect(verdict(rawPdf({ page: '/AA << >>' }))).toBe('accepted');
    // Unlike /OpenAction, even a GoTo in /AA is refused: nothing should act on events.
    expect(verdict(rawPdf({ page: '/AA << /O << /S /GoTo /D [3 0 R /Fit] >> >>' }))).toMatch(
      /\(\/AA\)/,
    );
  });

  it.each([
    ['/Launch', '/OpenAction [3 0 R /Fit] /Names << /X << /S /Launch /F (calc.exe) >> >>'],
    ['/RichMedia', '/Names << /X << /Subtype /RichMedia >> >>'],
    ['/XFA', '/AcroForm << /Fields [] /XFA 5 0 R >>'],
    ['/JS', '/Names << /X << /S /Rendition /JS (app.alert(1)) >> >>'],
  ])('a PDF with %s is refused', (name, catalog) => {
    expect(verdict(rawPdf({ catalog, extra: ['<< >>'] }))).toMatch(
      new RegExp(`active content: .*\\(${name.replace('/', '\\/')}\\)`),
    );
  });

  it('a PDF with an embedded file is refused', async () => {
    const attached = await pdfLibPdf((pdf) =>
      pdf.attach(new TextEncoder().encode('MZ…'), 'invoice.exe', { mimeType: 'text/plain' }),
    );
    expect(verdict(attached)).toMatch(/an embedded file/);
  });

  it('hex-escaped names are decoded before the check (/J#61vaScript is /JavaScript)', () => {
    expect(
      verdict(rawPdf({ catalog: '/Names << /X << /S /J#61vaScript /#4A#53 (app.alert(1)) >> >>' })),
    ).toMatch(/JavaScript \(\/JavaScript\)/);
    expect(verdict(rawPdf({ catalog: '/Open#41ction << /S /Named /N /Print >>' }))).toMatch(
      /\/OpenAction/,
    );
  });

  it('reads object streams: JavaScript inside an uncompressed or Flate object stream is refused', () => {
    const objects = '<< /S /JavaScript /JS (app.alert(1)) >>';
    const header = '6 0 ';
    const plain = streamObject(`/Type /ObjStm /N 1 /First ${header.length}`, header + objects);
    expect(verdict(rawPdf({ extra: ['<< >>', plain] }))).toMatch(/JavaScript/);

    const packed = deflateSync(latin1(header + objects)).toString('latin1');
    const flate = streamObject(
      `/Type /ObjStm /N 1 /First ${header.length} /Filter /FlateDecode`,
      packed,
    );
    expect(verdict(rawPdf({ extra: ['<< >>', flate] }))).toMatch(/JavaScript/);
  });

  it('refuses an object stream it cannot read rather than trusting it', () => {
    const lzw = streamObject('/Type /ObjStm /N 1 /First 4 /Filter /LZWDecode', '6 0 <<>>');
    expect(verdict(rawPdf({ extra: ['<< >>', lzw] }))).toMatch(/cannot read \(\/LZWDecode\)/);
    const broken = streamObject('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', 'not zlib');
    expect(verdict(rawPdf({ extra: ['<< >>', broken] }))).toMatch(/damaged or encrypted/);
  });

  it('refuses object streams that inflate beyond the budget (a decompression bomb)', () => {
    const bomb = deflateSync(Buffer.alloc(65 * 1024 * 1024, 0x20), { level: 1 }).toString('latin1');
    const stream = streamObject('/Type /ObjStm /N 0 /First 0 /Filter /FlateDecode', bomb);
    expect(verdict(rawPdf({ extra: [stream] }))).toMatch(/larger than 64 MB/);
  });

  it('refuses an object hidden inside the data of a stream', () => {
    // A cross-reference entry could point a reader at this object inside the page's contents.
    const contents = 'q Q\n9 0 obj << /S /GoTo /D [3 0 R /Fit] >> endobj\n';
    expect(verdict(rawPdf({ contents }))).toMatch(/hides an object/);
  });

  it('looks for markup outside stream data only', () => {
    expect(verdict(rawPdf({ contents: 'BT (<script>alert(1)</script>) Tj ET' }))).toBe('accepted');
    expect(verdict(rawPdf({ catalog: '/Lang (<script>alert(1)</script>)' }))).toMatch(
      /markup \(<script\)/,
    );
    expect(verdict(rawPdf({ catalog: '/Lang (<html lang=en>)' }))).toMatch(/markup \(<html\)/);
  });

  it('refuses nesting deeper than any document has (a stack-exhaustion attempt)', () => {
    const deep = `/Deep ${'['.repeat(500)}${']'.repeat(500)}`;
    expect(verdict(rawPdf({ catalog: deep }))).toMatch(/nested more than/);
  });

  it('refuses a stream that never ends and a string that never ends', () => {
    const open = rawPdf().toString('latin1').replace('endstream', 'endstrea_');
    expect(verdict(latin1(open))).toMatch(/stream never ends/);
    expect(verdict(rawPdf({ catalog: '/Lang (never closed' }))).toMatch(/never ends/);
  });
});

describe('checkUpload', () => {
  it('names no type for bytes that are none of the accepted kinds', () => {
    const exe = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]);
    expect(checkUpload(exe)).toEqual({
      accepted: false,
      type: null,
      problem: 'it is not a JPEG, PNG, WebP or HEIC picture or a PDF',
    });
  });

  it('names the claimed type of a refused file', () => {
    const check = checkUpload(Buffer.concat([png(), latin1('<html>')]));
    expect(check).toMatchObject({ accepted: false, type: { label: 'PNG' } });
  });

  it('reads a view of a larger buffer without looking outside it', () => {
    const backing = Buffer.concat([latin1('<html>'), png(), latin1('<html>')]);
    const view = new Uint8Array(backing.buffer, backing.byteOffset + 6, backing.length - 12);
    expect(verdict(view)).toBe('accepted');
  });
});
