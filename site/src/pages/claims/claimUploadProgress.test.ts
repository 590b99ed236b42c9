import { describe, expect, it } from 'vitest';
import { bodyUploadFraction, fileUploadFractions } from './claimUploadProgress';

describe('upload progress per file, derived from the body’s progress', () => {
  it('knows nothing while the browser does not know the body’s length', () => {
    expect(fileUploadFractions([10, 20], { loaded: 5, total: 0 })).toBeNull();
    expect(bodyUploadFraction({ loaded: 5, total: 0 })).toBeNull();
  });

  it('fills the files one after another, each ending exactly when the body has gone', () => {
    // 1,000 bytes of files in a 1,100-byte body: 100 bytes of text and multipart headers.
    const sizes = [400, 600];
    expect(fileUploadFractions(sizes, { loaded: 0, total: 1100 })).toEqual([0, 0]);
    expect(fileUploadFractions(sizes, { loaded: 220, total: 1100 })).toEqual([0.5, 0]);
    const middle = fileUploadFractions(sizes, { loaded: 770, total: 1100 }) ?? [];
    expect(middle[0]).toBe(1);
    expect(middle[1]).toBeCloseTo(0.5);
    expect(fileUploadFractions(sizes, { loaded: 1100, total: 1100 })).toEqual([1, 1]);
    expect(bodyUploadFraction({ loaded: 550, total: 1100 })).toBe(0.5);
  });
});
