import { qbpTopShopRequestSchema } from '@bikeship/core/schemas';
import { describe, expect, it } from 'vitest';
import { problemsOf } from '../forms/fieldProblems';
import { EMPTY_TOP_SHOP, TOP_SHOP_WORDING, topShopRequestOf } from './qbpTopShopForm';

describe('the QBP Top Shop form’s request (POST /api/QbpTopShop)', () => {
  it('an empty form names every required field and none of the optional ones', () => {
    const problems = problemsOf(
      qbpTopShopRequestSchema,
      topShopRequestOf(EMPTY_TOP_SHOP),
      TOP_SHOP_WORDING,
    );
    expect(Object.keys(problems).sort()).toEqual(
      [
        'accountNumber',
        'address1',
        'city',
        'contactName',
        'email',
        'postalCode',
        'shopName',
      ].sort(),
    );
  });

  it('trims what was typed, counts spaces as empty and leaves empty optional fields out', () => {
    const request = topShopRequestOf({
      ...EMPTY_TOP_SHOP,
      shopName: '  Spoke & Chain  ',
      contactName: '   ',
      phone: ' ',
      state: ' MN ',
    });
    expect(request).toMatchObject({ shopName: 'Spoke & Chain', contactName: '', state: 'MN' });
    expect(request.phone).toBeUndefined();
    expect(request.address2).toBeUndefined();
    expect(request.countryCode).toBe('US');
  });
});
