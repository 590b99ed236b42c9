import {
  CLAIM_FILE_CONTENT_TYPES,
  CLAIM_FILE_MAX_BYTES,
  CLAIM_FILES_MAX,
  CLAIM_FILES_PER_LIST_MAX,
  UPLOAD_MAX_CONTENT_LENGTH_BYTES,
} from '../constants';
import type { ClaimPictureField } from '../schemas/claim';

/**
 * Why a file cannot join a claim's picture list: not a picture or PDF (`type`), empty (`empty`),
 * over CLAIM_FILE_MAX_BYTES (`size`), the list already holds CLAIM_FILES_PER_LIST_MAX files
 * (`list-full`), the claim CLAIM_FILES_MAX (`claim-full`), or the claim's files together would
 * pass what one upload may carry (`total`, quote §9).
 */
export type ClaimFileRefusal = 'type' | 'empty' | 'size' | 'list-full' | 'claim-full' | 'total';

/** What a claim holds already when one more file is chosen. */
export interface ClaimFilesSoFar {
  /** Files in the list the new one would join. */
  inList: number;
  /** Files in all five lists. */
  inClaim: number;
  /** Bytes of all files in all lists. */
  bytes: number;
}

/**
 * DECISION: the files of one claim together leave 256 KiB of the 1e8-byte upload limit (quote
 * §9) to the rest of the body — the text fields (the description is at most a few thousand
 * characters) and each part's multipart headers (a few hundred bytes for each of at most
 * CLAIM_FILES_MAX files) — so a claim the form lets go is never refused for its size as a whole.
 */
export const CLAIM_FILES_MAX_TOTAL_BYTES = UPLOAD_MAX_CONTENT_LENGTH_BYTES - 256 * 1024;

/** The file names of the allowed kinds, for a file whose type the browser left empty. */
const CLAIM_FILE_NAME = /\.(jpe?g|png|webp|hei[cf]|pdf)$/i;

/**
 * What the browser checks before a file joins a claim, with the server's own limits: the refusal,
 * or null when the file may go. The server checks again from the bytes (a file named .png that
 * is not one is refused there, naming its list); this spares the customer a wasted upload.
 * @example claimFileRefusal({ name: 'box.jpg', type: 'image/jpeg', size: 4e6 }, { inList: 0, inClaim: 0, bytes: 0 }) // null
 */
export function claimFileRefusal(
  file: { name: string; type: string; size: number },
  soFar: ClaimFilesSoFar,
): ClaimFileRefusal | null {
  const allowedType = file.type
    ? (CLAIM_FILE_CONTENT_TYPES as readonly string[]).includes(file.type.toLowerCase())
    : CLAIM_FILE_NAME.test(file.name);
  if (!allowedType) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > CLAIM_FILE_MAX_BYTES) return 'size';
  if (soFar.inList >= CLAIM_FILES_PER_LIST_MAX) return 'list-full';
  if (soFar.inClaim >= CLAIM_FILES_MAX) return 'claim-full';
  if (soFar.bytes + file.size > CLAIM_FILES_MAX_TOTAL_BYTES) return 'total';
  return null;
}

/** DECISION: what a damage claim must show — the damage itself, from outside or inside. */
export const CLAIM_DAMAGE_EVIDENCE_FIELDS: readonly ClaimPictureField[] = [
  'OutsidePics',
  'InsidePics',
];

/**
 * The picture lists a claim still lacks, bill of sale first; none when it has what it must: the
 * bill of sale always (it shows what was shipped), and for a damage claim at least one picture of
 * the damage (CLAIM_DAMAGE_EVIDENCE_FIELDS, named by its first list). `filesIn` counts a list's
 * files. Both are named at once, so the customer hears everything missing in one go.
 * @example missingClaimEvidence('damage', (list) => (list === 'BillOfSalePics' ? 1 : 0)) // ['OutsidePics']
 */
export function missingClaimEvidence(
  claimType: 'damage' | 'loss',
  filesIn: (list: ClaimPictureField) => number,
): ClaimPictureField[] {
  const missing: ClaimPictureField[] = [];
  if (filesIn('BillOfSalePics') === 0) missing.push('BillOfSalePics');
  if (claimType === 'damage' && CLAIM_DAMAGE_EVIDENCE_FIELDS.every((list) => filesIn(list) === 0)) {
    missing.push('OutsidePics');
  }
  return missing;
}
