import { describe, expect, it } from 'vitest';
import {
  type ClaimText,
  claimFieldsOf,
  claimFormData,
  claimProblems,
  EMPTY_CLAIM_TEXT,
  firstProblemField,
} from './claimForm';

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
