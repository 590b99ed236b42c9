import { markupProblem } from '../uploads/markup';
import { pdfProblem } from '../uploads/pdfFile';
import { heifProblem, jpegProblem, pngProblem, webpProblem } from '../uploads/pictureFiles';

/**
 * What an uploaded file really is, read from its bytes, never from the name or the
 * Content-Type the client sent: an .exe renamed .jpg or an HTML page named .png is what its
 * bytes say it is. The leading bytes (the "magic number") name the format; the file must then
 * BE that format from its first byte to its last (uploads/): a PNG's chunks end exactly with
 * IEND, a JPEG's segments with EOI, a PDF has its cross-reference and no active content. A
 * file that only starts right — a PNG signature in front of an HTML page, a real picture with a
 * script appended — is refused.
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
 * The kind a file claims to be by its leading bytes alone; `checkUpload` then proves it.
 *
 * DECISION: HEIC is accepted because claim photos are taken with phones and iPhones save HEIC
 * by default; asking a customer to convert first loses claims. A PDF must start with `%PDF-`
 * (readers tolerate leading junk, but a file that needs that tolerance is not accepted).
 */
function claimedKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  if (startsWith(bytes, FTYP, 4) && bytes.length >= 12) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    if (HEIF_BRANDS.has(brand)) return 'heic';
  }
  if (startsWith(bytes, PDF)) return 'pdf';
  return null;
}

type FileKind = keyof typeof TYPES;

/** Each kind's structure check (uploads/): a problem sentence, or undefined when sound. */
const STRUCTURE_CHECKS: Record<FileKind, (bytes: Buffer) => string | undefined> = {
  jpeg: jpegProblem,
  png: pngProblem,
  webp: webpProblem,
  heic: heifProblem,
  pdf: pdfProblem,
};

/** The verdict on an upload's bytes. */
export type UploadCheck =
  | { accepted: true; type: DetectedFileType }
  | {
      accepted: false;
      /** What the leading bytes claim, or null when they are none of the accepted kinds. */
      type: DetectedFileType | null;
      /** Why it is refused, as the end of a sentence: "it carries active content: …". */
      problem: string;
    };

/**
 * Whether `bytes` are an accepted picture or PDF throughout: the kind by the leading bytes,
 * the format's structure walked to its end (uploads/), and — for pictures, which never hold
 * text a browser would run — no `<script`, `<html` or `<?php` anywhere in the bytes (a PDF is
 * searched outside its stream data, whose compressed bytes are not text).
 *
 * @example checkUpload(pngBytes) // { accepted: true, type: { contentType: 'image/png', … } }
 * @example checkUpload(htmlBytes) // { accepted: false, type: null, problem: 'it is not …' }
 */
export function checkUpload(bytes: Uint8Array): UploadCheck {
  const kind = claimedKind(bytes);
  if (!kind) return { accepted: false, type: null, problem: `it is not ${ACCEPTED_FILE_KINDS}` };
  const type: DetectedFileType = TYPES[kind];
  // A view, not a copy: uploads are up to 1e8 bytes.
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let problem: string | undefined;
  try {
    problem = STRUCTURE_CHECKS[kind](buffer);
  } catch {
    // A read past the end that a check did not foresee: a file too broken to walk is refused.
    problem = 'it is damaged or incomplete';
  }
  if (!problem && kind !== 'pdf') problem = markupProblem(buffer.toString('latin1'));
  return problem ? { accepted: false, type, problem } : { accepted: true, type };
}

/**
 * The type of a picture or document when its bytes are that type throughout (`checkUpload`),
 * or null when they are not an accepted kind or not a sound one: JPEG, PNG, WebP, HEIC/HEIF
 * pictures and PDF documents.
 *
 * @example detectFileType(realPngBytes) // { contentType: 'image/png', … }
 */
export function detectFileType(bytes: Uint8Array): DetectedFileType | null {
  const check = checkUpload(bytes);
  return check.accepted ? check.type : null;
}

/** The accepted kinds, for messages: "JPEG, PNG, WebP or HEIC picture or a PDF". */
export const ACCEPTED_FILE_KINDS = 'a JPEG, PNG, WebP or HEIC picture or a PDF';
