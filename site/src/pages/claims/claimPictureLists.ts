import {
  CLAIM_FILE_MAX_BYTES,
  CLAIM_FILES_MAX,
  CLAIM_FILES_PER_LIST_MAX,
} from '@bikeship/core/constants';
import { CLAIM_FILES_MAX_TOTAL_BYTES, type ClaimFileRefusal } from '@bikeship/core/rules';
import type { ClaimPictureField } from '@bikeship/core/schemas';

/** The five lists (quote §3), in the order of the claims page: what each is for. */
export const PICTURE_LISTS: readonly { list: ClaimPictureField; title: string; hint: string }[] = [
  {
    list: 'BillOfSalePics',
    title: 'Bill of sale',
    hint: 'The receipt or invoice that shows what was shipped and what it is worth.',
  },
  {
    list: 'EstimatePics',
    title: 'Estimate',
    hint: "A bike shop's written repair estimate, or its note that the part cannot be repaired.",
  },
  {
    list: 'OutsidePics',
    title: 'Outside',
    hint: 'The box from every side, close-ups of any hole, crush or tear, and the label.',
  },
  {
    list: 'PackingPics',
    title: 'Packing',
    hint: 'The packing as you found it: padding, spacers, how the bike sat in the box.',
  },
  {
    list: 'InsidePics',
    title: 'Inside',
    hint: 'The damage itself: the broken part, close up and from a step back.',
  },
];

/** The server's limits as the form words them. */
export const FILE_MAX_MB = CLAIM_FILE_MAX_BYTES / 1024 / 1024;
const TOTAL_MAX_MB = Math.floor(CLAIM_FILES_MAX_TOTAL_BYTES / 1_000_000);

/** One empty entry list per picture list. */
export const emptyLists = <Entry>(): Record<ClaimPictureField, Entry[]> => ({
  BillOfSalePics: [],
  EstimatePics: [],
  OutsidePics: [],
  PackingPics: [],
  InsidePics: [],
});

const sizeOf = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Why a chosen file was not added, in one sentence that names it. */
export function refusalMessage(file: File, refusal: ClaimFileRefusal): string {
  const name = `"${file.name}" was not added`;
  switch (refusal) {
    case 'type':
      return `${name}: it is not a picture or a PDF. Choose a JPEG, PNG, WebP, HEIC or PDF file.`;
    case 'empty':
      return `${name}: the file is empty.`;
    case 'size':
      return `${name}: it is ${sizeOf(file.size)}, more than the ${FILE_MAX_MB} MB a file may be. Send a smaller picture or a scan at a lower resolution.`;
    case 'list-full':
      return `${name}: a list holds at most ${CLAIM_FILES_PER_LIST_MAX} files.`;
    case 'claim-full':
      return `${name}: a claim holds at most ${CLAIM_FILES_MAX} files in all.`;
    case 'total':
      return `${name}: the claim's files together would pass ${TOTAL_MAX_MB} MB, what one claim can carry.`;
  }
}
