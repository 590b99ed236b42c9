import { crc32 } from 'node:zlib';

/**
 * Structure checks of the accepted picture formats: each walks the file's own framing (PNG
 * chunks, JPEG segments, RIFF chunks, ISO-BMFF boxes) from the first byte to the last, so a file
 * is accepted only when it is that format throughout — a right magic number followed by an HTML
 * page, or a real picture with a script appended after its end, is refused. Pixels are not
 * decoded: that is a viewer's job, and the framing is what an attacker has to fake.
 *
 * Each check answers a problem sentence ("it …") for the refusal, or undefined when the file is
 * sound.
 */

/**
 * DECISION: a PNG is at most 20,000 pixels a side and 50 megapixels in all. A 600-dpi scan of a
 * Letter or A4 page is ~35 MP; a larger PNG is a decompression bomb rather than a document (the
 * shipment download decodes every PNG to put it on a page: 50 MP is 200 MB of RGBA already).
 */
export const PNG_MAX_SIDE = 20_000;
export const PNG_MAX_PIXELS = 50_000_000;

/**
 * DECISION: after a JPEG's end-of-image marker only up to 32 padding bytes (NUL, 0xFF or line
 * breaks, which some cameras and editors leave) — or further whole JPEG pictures, at most 8 in
 * all: phones store an HDR gain map (Ultra HDR, CIPA multi-picture format) as a second JPEG
 * right after the first, and refusing those would refuse ordinary phone photos. A motion photo's
 * video, or anything else after the picture, is refused.
 */
export const JPEG_TRAILING_PADDING_MAX = 32;
export const JPEG_PICTURES_MAX = 8;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The critical chunks PNG defines; a decoder must refuse any other critical one. */
const PNG_CRITICAL = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND']);

/** Allowed bit depths per PNG colour type (PNG spec table 11.1). */
const PNG_BIT_DEPTHS: ReadonlyMap<number, readonly number[]> = new Map([
  [0, [1, 2, 4, 8, 16]],
  [2, [8, 16]],
  [3, [1, 2, 4, 8]],
  [4, [8, 16]],
  [6, [8, 16]],
]);

const isLetter = (byte: number | undefined): boolean =>
  byte !== undefined && ((byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a));

const DAMAGED = 'it is damaged or incomplete';

/**
 * A PNG chunk by chunk: the signature, IHDR first with a sane size and a valid colour type and
 * bit depth, every chunk's length inside the file, a CRC that matches on the critical chunks
 * (libpng's rule too; ancillary chunks with a bad CRC are merely skipped by viewers), at least
 * one IDAT, and IEND as the very last bytes.
 */
export function pngProblem(bytes: Buffer): string | undefined {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'it does not start like a PNG';
  let position = 8;
  let first = true;
  let sawPalette = false;
  let sawData = false;
  let colourType = -1;
  while (true) {
    if (position + 12 > bytes.length) return `${DAMAGED} (it ends before its IEND chunk)`;
    const length = bytes.readUInt32BE(position);
    const typeBytes = bytes.subarray(position + 4, position + 8);
    if (![...typeBytes].every((byte) => isLetter(byte))) return `${DAMAGED} (a bad chunk type)`;
    const type = typeBytes.toString('latin1');
    const end = position + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) {
      return `${DAMAGED} (its ${type} chunk runs past the end of the file)`;
    }
    const data = bytes.subarray(position + 8, position + 8 + length);
    // An upper-case first letter marks a critical chunk.
    if ((typeBytes[0] ?? 0) < 0x61) {
      if (!PNG_CRITICAL.has(type)) return `${DAMAGED} (an unknown critical chunk ${type})`;
      if (
        crc32(bytes.subarray(position + 4, position + 8 + length)) !== bytes.readUInt32BE(end - 4)
      ) {
        return `${DAMAGED} (the checksum of its ${type} chunk is wrong)`;
      }
    }
    if (first) {
      if (type !== 'IHDR' || length !== 13) return `${DAMAGED} (IHDR is not its first chunk)`;
      const problem = ihdrProblem(data);
      if (problem) return problem;
      colourType = data.readUInt8(9);
      first = false;
    } else if (type === 'IHDR') {
      return `${DAMAGED} (a second IHDR chunk)`;
    } else if (type === 'PLTE') {
      sawPalette = true;
    } else if (type === 'IDAT') {
      if (colourType === 3 && !sawPalette) return `${DAMAGED} (its palette is missing)`;
      sawData = true;
    } else if (type === 'IEND') {
      if (length !== 0) return `${DAMAGED} (a bad IEND chunk)`;
      if (!sawData) return `${DAMAGED} (it has no image data)`;
      if (end !== bytes.length) {
        return `it has ${bytes.length - end} bytes of other data after the end of the picture (IEND)`;
      }
      return undefined;
    }
    position = end;
  }
}

function ihdrProblem(ihdr: Buffer): string | undefined {
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  if (width === 0 || height === 0) return `${DAMAGED} (a picture of ${width} × ${height} pixels)`;
  if (width > PNG_MAX_SIDE || height > PNG_MAX_SIDE || width * height > PNG_MAX_PIXELS) {
    return `it is too large a picture (${width} × ${height} pixels; at most ${PNG_MAX_SIDE} a side and ${PNG_MAX_PIXELS / 1_000_000} megapixels)`;
  }
  const bitDepth = ihdr.readUInt8(8);
  const colourType = ihdr.readUInt8(9);
  if (!PNG_BIT_DEPTHS.get(colourType)?.includes(bitDepth)) {
    return `${DAMAGED} (colour type ${colourType} with bit depth ${bitDepth})`;
  }
  // Compression and filter method 0 are the only ones defined; interlace is 0 or 1 (Adam7).
  if (ihdr.readUInt8(10) !== 0 || ihdr.readUInt8(11) !== 0 || ihdr.readUInt8(12) > 1) {
    return `${DAMAGED} (an unknown compression, filter or interlace method)`;
  }
  return undefined;
}

/** Start-of-frame markers (SOF0–SOF15 without DHT C4, JPG C8 and DAC CC): they carry the size. */
const isStartOfFrame = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Markers without a length: TEM and the restart markers RST0–RST7. */
const isStandalone = (marker: number): boolean =>
  marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

const JPEG_PADDING = new Set([0x00, 0xff, 0x0a, 0x0d]);

/**
 * One JPEG picture from its SOI at `start`: its segments walked to SOS, each scan's
 * entropy-coded data crossed (0xFF is always stuffed or a restart marker there, so the next real
 * marker is found exactly), progressive JPEGs' further tables and scans likewise, up to EOI.
 * Answers the offset just past EOI, or a problem.
 */
function jpegPictureEnd(bytes: Buffer, start: number): number | string {
  let position = start + 2;
  let sawFrame = false;
  let sawScan = false;
  while (true) {
    if (bytes[position] !== 0xff) return `${DAMAGED} (a segment does not start with a marker)`;
    // Any number of 0xFF fill bytes may come before a marker.
    while (bytes[position] === 0xff) position += 1;
    const marker = bytes[position];
    position += 1;
    if (marker === undefined) return `${DAMAGED} (it ends before its end-of-image marker)`;
    if (marker === 0xd9) {
      return sawScan ? position : `${DAMAGED} (it ends before any image data)`;
    }
    if (marker === 0xd8 || marker === 0x00) return `${DAMAGED} (a misplaced marker)`;
    if (isStandalone(marker)) continue;
    if (position + 2 > bytes.length) return `${DAMAGED} (it ends inside a segment)`;
    const length = bytes.readUInt16BE(position);
    if (length < 2 || position + length > bytes.length) {
      return `${DAMAGED} (a segment runs past the end of the file)`;
    }
    if (isStartOfFrame(marker)) {
      if (length < 8) return `${DAMAGED} (a bad frame header)`;
      const height = bytes.readUInt16BE(position + 3);
      const width = bytes.readUInt16BE(position + 5);
      if (width === 0 || height === 0) return `${DAMAGED} (a picture of ${width} × ${height})`;
      sawFrame = true;
    }
    position += length;
    if (marker !== 0xda) continue;
    if (!sawFrame) return `${DAMAGED} (image data before the frame header)`;
    sawScan = true;
    // Entropy-coded data: skip to the next 0xFF that starts a marker.
    while (true) {
      const next = bytes.indexOf(0xff, position);
      if (next < 0 || next + 1 >= bytes.length) {
        return `${DAMAGED} (it ends before its end-of-image marker)`;
      }
      const following = bytes[next + 1] ?? 0;
      if (following === 0x00 || (following >= 0xd0 && following <= 0xd7)) {
        position = next + 2;
      } else if (following === 0xff) {
        position = next + 1;
      } else {
        position = next;
        break;
      }
    }
  }
}

/**
 * A JPEG: SOI, segments to SOS, the scans, EOI — then nothing but a few padding bytes, or
 * further whole JPEG pictures (see JPEG_PICTURES_MAX).
 */
export function jpegProblem(bytes: Buffer): string | undefined {
  let start = 0;
  for (let picture = 1; picture <= JPEG_PICTURES_MAX; picture += 1) {
    if (bytes[start] !== 0xff || bytes[start + 1] !== 0xd8) return 'it does not start like a JPEG';
    const end = jpegPictureEnd(bytes, start);
    if (typeof end === 'string') return end;
    const rest = bytes.length - end;
    if (rest === 0) return undefined;
    if (
      rest <= JPEG_TRAILING_PADDING_MAX &&
      bytes.subarray(end).every((byte) => JPEG_PADDING.has(byte))
    ) {
      return undefined;
    }
    if (bytes[end] !== 0xff || bytes[end + 1] !== 0xd8 || bytes[end + 2] !== 0xff) {
      return `it has ${rest} bytes of other data after the end of the picture (EOI)`;
    }
    start = end;
  }
  return `it holds more than ${JPEG_PICTURES_MAX} pictures`;
}

/**
 * A WebP: a RIFF file whose declared size is the file's size, chunks (with their pad byte to an
 * even length) filling it exactly, the first one an image chunk (VP8, VP8L or the extended
 * format's VP8X).
 */
export function webpProblem(bytes: Buffer): string | undefined {
  if (bytes.length < 20) return `${DAMAGED} (too short)`;
  const declared = bytes.readUInt32LE(4);
  if (declared + 8 !== bytes.length) {
    return declared + 8 < bytes.length
      ? `it has ${bytes.length - declared - 8} bytes of other data after the end of the picture`
      : `${DAMAGED} (it is shorter than it declares)`;
  }
  const firstChunk = bytes.toString('latin1', 12, 16);
  if (!['VP8 ', 'VP8L', 'VP8X'].includes(firstChunk)) return `${DAMAGED} (no image chunk first)`;
  let position = 12;
  while (position < bytes.length) {
    if (position + 8 > bytes.length) return `${DAMAGED} (a chunk runs past the end of the file)`;
    const size = bytes.readUInt32LE(position + 4);
    const end = position + 8 + size + (size % 2);
    if (end > bytes.length) return `${DAMAGED} (a chunk runs past the end of the file)`;
    position = end;
  }
  return undefined;
}

/**
 * A HEIF (HEIC) file: ISO base media boxes from the first byte to the last — each box's size
 * (32-bit, 64-bit, or "to the end" for the last) inside the file, the boxes filling it exactly —
 * with the `meta` box that describes its images.
 */
export function heifProblem(bytes: Buffer): string | undefined {
  let position = 0;
  let sawMeta = false;
  while (position < bytes.length) {
    if (position + 8 > bytes.length) return `${DAMAGED} (a box runs past the end of the file)`;
    let size = bytes.readUInt32BE(position);
    const type = bytes.toString('latin1', position + 4, position + 8);
    let header = 8;
    if (size === 1) {
      if (position + 16 > bytes.length) return `${DAMAGED} (a box runs past the end of the file)`;
      const high = bytes.readUInt32BE(position + 8);
      // A box beyond 2^53 bytes cannot be inside any upload.
      if (high > 0x1fffff) return `${DAMAGED} (a box runs past the end of the file)`;
      size = high * 2 ** 32 + bytes.readUInt32BE(position + 12);
      header = 16;
    } else if (size === 0) {
      size = bytes.length - position;
    }
    if (size < header || position + size > bytes.length) {
      return `${DAMAGED} (its ${JSON.stringify(type)} box runs past the end of the file)`;
    }
    if (position === 0 && type !== 'ftyp') return `${DAMAGED} (no file type box first)`;
    if (type === 'meta') sawMeta = true;
    position += size;
  }
  return sawMeta ? undefined : `${DAMAGED} (it has no image description box)`;
}
