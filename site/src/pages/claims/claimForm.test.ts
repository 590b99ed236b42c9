import { ApiError } from '@bikeship/core/api';
import { describe, expect, it } from 'vitest';
import {
  type ClaimText,
  claimFieldsOf,
  claimFormData,
  claimProblems,
  EMPTY_CLAIM_TEXT,
  firstProblemField,
} from './claimForm';
import { bodyUploadFraction, fileUploadFractions } from './claimUploadProgress';
import { claimErrorOutcome } from './sendClaim';

const filled: ClaimText = {
  ...EMPTY_CLAIM_TEXT,
  orderId: ' #1042 ',
  name: 'Ada Rider',
  email: 'ada@example.com',
  description: 'The fork arrived bent.',
  amountClaimed: '$1,200.50',
};
const none = () => 0;
const withFiles =
  (counts: Record<string, number>) =>
  (list: string): number =>
    counts[list] ?? 0;

describe('the claim form’s fields (core claim schema, as the server reads them)', () => {
  it('sends the order number without its #, the amount without $ and separators, no empty optional field', () => {
    expect(claimFieldsOf(filled)).toEqual({
      orderId: '1042',
      claimType: 'damage',
      name: 'Ada Rider',
      email: 'ada@example.com',
      description: 'The fork arrived bent.',
      amountClaimed: '1200.50',
    });
  });

  it('a filled claim with a bill of sale and a picture of the damage has no problem', () => {
    expect(claimProblems(filled, withFiles({ BillOfSalePics: 1, InsidePics: 2 }))).toEqual({});
  });

  it('an empty form names each field to fill, and the order number comes first', () => {
    const problems = claimProblems(EMPTY_CLAIM_TEXT, none);
    expect(Object.keys(problems).sort()).toEqual(
      [
        'orderId',
        'name',
        'email',
        'description',
        'amountClaimed',
        'BillOfSalePics',
        'OutsidePics',
      ].sort(),
    );
    expect(problems.orderId).toMatch(/order number/);
    expect(firstProblemField(problems)).toBe('orderId');
  });

  it('a bad e-mail or amount is said at its field; a loss claim needs no picture of damage', () => {
    const problems = claimProblems(
      { ...filled, claimType: 'loss', email: 'ada@', amountClaimed: 'twelve' },
      withFiles({ BillOfSalePics: 1 }),
    );
    expect(Object.keys(problems).sort()).toEqual(['amountClaimed', 'email']);
    expect(firstProblemField(problems)).toBe('email');
  });

  it('the body carries the plain fields first, then each list’s files in order', () => {
    const file = (name: string) => new File([new Uint8Array(3)], name, { type: 'image/png' });
    const form = claimFormData(filled, {
      BillOfSalePics: [file('receipt.png')],
      EstimatePics: [],
      OutsidePics: [file('a.png'), file('b.png')],
      PackingPics: [],
      InsidePics: [file('fork.png')],
    });
    const entries = [...form.entries()].map(([name, value]) =>
      typeof value === 'string' ? name : `${name}:${value.name}`,
    );
    expect(entries).toEqual([
      'orderId',
      'claimType',
      'name',
      'email',
      'description',
      'amountClaimed',
      'BillOfSalePics:receipt.png',
      'OutsidePics:a.png',
      'OutsidePics:b.png',
      'InsidePics:fork.png',
    ]);
  });
});

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

describe('what the form says about a refused claim (quote §8: the claim’s error response)', () => {
  it('puts the server’s field errors at their field or list', () => {
    const error = new ApiError('http', 'Invalid claim', 400, [
      {
        propertyName: 'trackingNumber',
        message: 'This tracking number is not a package of the order',
      },
      { propertyName: 'OutsidePics', message: '"x.png" in OutsidePics cannot be accepted' },
    ]);
    expect(claimErrorOutcome(error, '1042')).toEqual({
      kind: 'refused',
      problems: {
        trackingNumber: 'This tracking number is not a package of the order',
        OutsidePics: '"x.png" in OutsidePics cannot be accepted',
      },
    });
  });

  it('says an order that is not the customer’s (404) or not paid (409) at the order number', () => {
    const missing = claimErrorOutcome(new ApiError('http', 'Order not found', 404), '7');
    expect(missing).toMatchObject({
      kind: 'refused',
      problems: { orderId: expect.stringMatching(/^Order 7 is not one of your account's orders/) },
    });
    const unpaid = claimErrorOutcome(
      new ApiError('http', 'Order 7 was not paid for, so it cannot be claimed', 409),
      '7',
    );
    expect(unpaid).toEqual({
      kind: 'refused',
      problems: { orderId: 'Order 7 was not paid for, so it cannot be claimed' },
    });
  });

  it('a lost session, a lost connection and a server failure file nothing and say so', () => {
    expect(claimErrorOutcome(new ApiError('http', 'Unauthorized', 401), '7')).toEqual({
      kind: 'signed-out',
    });
    expect(claimErrorOutcome(new ApiError('network', 'Network request failed'), '7')).toMatchObject(
      {
        kind: 'failed',
        message: expect.stringContaining('check your connection'),
      },
    );
    expect(claimErrorOutcome(new ApiError('http', 'Boom', 500), '7')).toMatchObject({
      kind: 'failed',
      message: expect.stringContaining('Nothing was filed'),
    });
  });
});
