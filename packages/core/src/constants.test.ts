import { describe, expect, it } from 'vitest';
import { BOX_MAX_LENGTH_IN, EU_COUNTRY_CODES, MAX_STAGES, WIZARD_STEPS } from './constants';

describe('constants (quote §9)', () => {
  it('lists the 27 EU member states of the spec, each once', () => {
    expect(EU_COUNTRY_CODES).toHaveLength(27);
    expect(new Set(EU_COUNTRY_CODES).size).toBe(27);
  });
  it('has five wizard steps and five stages', () => {
    expect(WIZARD_STEPS).toEqual(['Search', 'Costs', 'Details', 'Contents', 'Payment']);
    expect(MAX_STAGES).toBe(5);
  });
  it('uses the carrier length limit for a box', () => {
    expect(BOX_MAX_LENGTH_IN).toBe(108);
  });
});
