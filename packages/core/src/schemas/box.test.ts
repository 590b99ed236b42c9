import { describe, expect, it } from 'vitest';
import { boxSchema } from './box';

describe('box (quote §3)', () => {
  it('converts market values given as strings to numbers (quote §3)', () => {
    expect(boxSchema.parse({ marketValue: '1250.50' }).marketValue).toBe(1250.5);
    expect(boxSchema.parse({ marketValue: 800 }).marketValue).toBe(800);
  });

  it('refuses a market value that is not a number or is negative', () => {
    expect(boxSchema.safeParse({ marketValue: 'expensive' }).success).toBe(false);
    expect(boxSchema.safeParse({ marketValue: '-5' }).success).toBe(false);
  });

  it('defaults to inches and pounds (quote §5) and accepts cm and kg', () => {
    expect(boxSchema.parse({})).toMatchObject({ linearUnit: 'IN', weightUnit: 'LB' });
    expect(boxSchema.parse({ linearUnit: 'CM', weightUnit: 'KG' })).toMatchObject({
      linearUnit: 'CM',
      weightUnit: 'KG',
    });
    expect(boxSchema.safeParse({ linearUnit: 'FT' }).success).toBe(false);
  });

  it('starts with every error flag cleared', () => {
    expect(boxSchema.parse({}).errors).toEqual({
      length: false,
      width: false,
      height: false,
      weight: false,
      dimensional: false,
      categorySelection: false,
      marketValue: false,
      premiumProtection: false,
      nameSelection: false,
    });
  });

  it('keeps the customs fields of a landed-cost answer', () => {
    const box = boxSchema.parse({ hsCode: '8712.00', commodityDuty: 11, isCalculable: true });
    expect(box).toMatchObject({ hsCode: '8712.00', commodityDuty: 11, isCalculable: true });
  });
});
