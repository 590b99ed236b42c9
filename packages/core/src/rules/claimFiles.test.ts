import { describe, expect, it } from 'vitest';
import {
  CLAIM_FILE_MAX_BYTES,
  CLAIM_FILES_MAX,
  CLAIM_FILES_PER_LIST_MAX,
  UPLOAD_MAX_CONTENT_LENGTH_BYTES,
} from '../constants';
import { CLAIM_FILES_MAX_TOTAL_BYTES, claimFileRefusal, missingClaimEvidence } from './claimFiles';

const file = (name: string, type: string, size = 50_000) => ({ name, type, size });
const empty = { inList: 0, inClaim: 0, bytes: 0 };

describe('claimFileRefusal: what the claim form refuses before an upload (quote §3, §9)', () => {
  it('lets a JPEG, PNG, WebP, HEIC/HEIF or PDF within the limits go', () => {
    for (const [name, type] of [
      ['box.jpg', 'image/jpeg'],
      ['box.png', 'image/png'],
      ['box.webp', 'image/webp'],
      ['IMG_0001.HEIC', 'image/heic'],
      ['IMG_0002.heif', 'image/heif'],
      ['receipt.pdf', 'application/pdf'],
    ] as const) {
      expect(claimFileRefusal(file(name, type), empty)).toBeNull();
    }
  });

  it('refuses another type, and judges a file the browser gave no type by its name', () => {
    expect(claimFileRefusal(file('notes.txt', 'text/plain'), empty)).toBe('type');
    expect(claimFileRefusal(file('clip.mp4', 'video/mp4'), empty)).toBe('type');
    expect(claimFileRefusal(file('page.html', 'text/html'), empty)).toBe('type');
    expect(claimFileRefusal(file('IMG_0003.HEIC', ''), empty)).toBeNull();
    expect(claimFileRefusal(file('scan.PDF', ''), empty)).toBeNull();
    expect(claimFileRefusal(file('scan', ''), empty)).toBe('type');
  });

  it('refuses an empty file and one over CLAIM_FILE_MAX_BYTES (the server answers 413)', () => {
    expect(claimFileRefusal(file('a.png', 'image/png', 0), empty)).toBe('empty');
    expect(claimFileRefusal(file('a.png', 'image/png', CLAIM_FILE_MAX_BYTES), empty)).toBeNull();
    expect(claimFileRefusal(file('a.png', 'image/png', CLAIM_FILE_MAX_BYTES + 1), empty)).toBe(
      'size',
    );
  });

  it(`refuses the ${CLAIM_FILES_PER_LIST_MAX + 1}th file of a list and the ${CLAIM_FILES_MAX + 1}th of a claim`, () => {
    const png = file('a.png', 'image/png');
    const listMax = CLAIM_FILES_PER_LIST_MAX;
    expect(claimFileRefusal(png, { ...empty, inList: listMax - 1, inClaim: listMax - 1 })).toBe(
      null,
    );
    expect(claimFileRefusal(png, { ...empty, inList: listMax, inClaim: listMax })).toBe(
      'list-full',
    );
    expect(claimFileRefusal(png, { ...empty, inList: 2, inClaim: CLAIM_FILES_MAX - 1 })).toBeNull();
    expect(claimFileRefusal(png, { ...empty, inList: 2, inClaim: CLAIM_FILES_MAX })).toBe(
      'claim-full',
    );
  });

  it('refuses a file that would take the claim past the upload limit, leaving room for the text', () => {
    expect(CLAIM_FILES_MAX_TOTAL_BYTES).toBeLessThan(UPLOAD_MAX_CONTENT_LENGTH_BYTES);
    const size = 10_000_000;
    const fits = CLAIM_FILES_MAX_TOTAL_BYTES - size;
    expect(claimFileRefusal(file('a.jpg', 'image/jpeg', size), { ...empty, bytes: fits })).toBe(
      null,
    );
    expect(claimFileRefusal(file('a.jpg', 'image/jpeg', size), { ...empty, bytes: fits + 1 })).toBe(
      'total',
    );
  });
});

describe('missingClaimEvidence: the lists a claim must fill (the server refuses the claim without them)', () => {
  const counts =
    (filled: Record<string, number>) =>
    (list: string): number =>
      filled[list] ?? 0;

  it('names the bill of sale and the picture of the damage together, bill of sale first', () => {
    expect(missingClaimEvidence('damage', counts({}))).toEqual(['BillOfSalePics', 'OutsidePics']);
    expect(missingClaimEvidence('damage', counts({ OutsidePics: 2 }))).toEqual(['BillOfSalePics']);
    expect(missingClaimEvidence('loss', counts({}))).toEqual(['BillOfSalePics']);
  });

  it('a damage claim needs a picture of the damage, outside or inside; a loss claim does not', () => {
    expect(missingClaimEvidence('damage', counts({ BillOfSalePics: 1, PackingPics: 3 }))).toEqual([
      'OutsidePics',
    ]);
    expect(missingClaimEvidence('damage', counts({ BillOfSalePics: 1, InsidePics: 1 }))).toEqual(
      [],
    );
    expect(missingClaimEvidence('damage', counts({ BillOfSalePics: 1, OutsidePics: 1 }))).toEqual(
      [],
    );
    expect(missingClaimEvidence('loss', counts({ BillOfSalePics: 1 }))).toEqual([]);
  });
});
