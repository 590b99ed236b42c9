/**
 * What an uploaded file really is, read from its first bytes (its "magic number"), never from
 * the name or the Content-Type the client sent: an .exe renamed .jpg or an HTML page named
 * .png is what its bytes say it is (issue 4: uploads are checked by content).
 */
export interface DetectedFileType {
  /** The media type the server records and would serve the file with. */
  contentType: string;
  /** The extension of the server-made stored name, without the dot. */
  extension: string;
  /** What to call it in a message. */
  label: string;
}

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const FTYP = ascii('ftyp');
const PDF = ascii('%PDF-');

/**
 * HEIF brands (ISO/IEC 23008-12) in the `ftyp` box: heic/heix (HEVC stills, what an iPhone
 * takes by default), hevc/hevx (sequences), heim/heis (multi-layer), mif1/msf1 (the generic
 * HEIF structure brands). AVIF (`avif`) is not among them.
 */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

const TYPES = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg', label: 'JPEG' },
  png: { contentType: 'image/png', extension: 'png', label: 'PNG' },
  webp: { contentType: 'image/webp', extension: 'webp', label: 'WebP' },
  heic: { contentType: 'image/heic', extension: 'heic', label: 'HEIC' },
  pdf: { contentType: 'application/pdf', extension: 'pdf', label: 'PDF' },
} as const satisfies Record<string, DetectedFileType>;

/**
 * The type of a picture or document from its leading bytes, or null when it is none of the
 * accepted kinds: JPEG, PNG, WebP, HEIC/HEIF pictures and PDF documents.
 *
 * DECISION: HEIC is accepted because claim photos are taken with phones and iPhones save HEIC
 * by default; asking a customer to convert first loses claims. A PDF must start with `%PDF-`
 * (readers tolerate leading junk, but a file that needs that tolerance is not accepted).
 *
 * @example detectFileType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])) // { contentType: 'image/jpeg', … }
 */
export function detectFileType(bytes: Uint8Array): DetectedFileType | null {
  if (startsWith(bytes, JPEG)) return TYPES.jpeg;
  if (startsWith(bytes, PNG)) return TYPES.png;
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return TYPES.webp;
  if (startsWith(bytes, FTYP, 4) && bytes.length >= 12) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    if (HEIF_BRANDS.has(brand)) return TYPES.heic;
  }
  if (startsWith(bytes, PDF)) return TYPES.pdf;
  return null;
}

/** The accepted kinds, for messages: "JPEG, PNG, WebP or HEIC picture or a PDF". */
export const ACCEPTED_FILE_KINDS = 'a JPEG, PNG, WebP or HEIC picture or a PDF';
