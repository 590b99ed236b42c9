import { describe, expect, it } from 'vitest';
import { MAX_STAGES } from '../../constants';
import { rateRequestSchema, ratesQuerySchema } from './rates';

const side = { city: 'Boulder', state: 'CO', postalCode: '80301', countryCode: 'US' };
const stage = (n: number) => ({ stage: n, shipDate: '2025-06-02', from: side, to: side });
const bikeBox = { length: 54, width: 8, height: 30, weight: 45, value: '1200' };

describe('rate request (quote §7, §9)', () => {
  it('accepts up to 5 stages', () => {
    const stages = Array.from({ length: MAX_STAGES }, (_, i) => stage(i + 1));
    expect(rateRequestSchema.safeParse({ stages, packages: [bikeBox] }).success).toBe(true);
  });

  it('refuses more than 5 stages (quote §9)', () => {
    const stages = Array.from({ length: MAX_STAGES + 1 }, (_, i) => stage((i % MAX_STAGES) + 1));
    const result = rateRequestSchema.safeParse({ stages, packages: [bikeBox] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['stages']);
  });

  it('refuses a stage number above 5 and a request without stages or packages', () => {
    expect(rateRequestSchema.safeParse({ stages: [stage(6)], packages: [bikeBox] }).success).toBe(
      false,
    );
    expect(rateRequestSchema.safeParse({ stages: [], packages: [bikeBox] }).success).toBe(false);
    expect(rateRequestSchema.safeParse({ stages: [stage(1)], packages: [] }).success).toBe(false);
  });

  it('refuses a zero or negative dimension', () => {
    const flat = { ...bikeBox, height: 0 };
    expect(rateRequestSchema.safeParse({ stages: [stage(1)], packages: [flat] }).success).toBe(
      false,
    );
  });

  it('defaults to One-Way, inches, pounds and no coverage; converts a string value', () => {
    const request = rateRequestSchema.parse({ stages: [stage(1)], packages: [bikeBox] });
    expect(request.shipMode).toBe(1);
    expect(request.packages[0]).toMatchObject({
      linearUnit: 'IN',
      weightUnit: 'LB',
      value: 1200,
      coverage: 0,
      protectionFee: 0,
    });
    expect(request.stages[0]?.from).toMatchObject({ passedAVS: false, isResidential: false });
  });

  it('refuses a ship date that is not YYYY-MM-DD', () => {
    const badDate = { ...stage(1), shipDate: '06/02/2025' };
    expect(rateRequestSchema.safeParse({ stages: [badDate], packages: [bikeBox] }).success).toBe(
      false,
    );
  });

  it('reads removeSpeeds from the query string as a number (quote §7)', () => {
    expect(ratesQuerySchema.parse({ id: 'r1', removeSpeeds: '8' })).toEqual({
      id: 'r1',
      removeSpeeds: 8,
    });
  });
});
