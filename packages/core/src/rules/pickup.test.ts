import { describe, expect, it } from 'vitest';
import { DEFAULT_PICKUP_FEE } from '../constants';
import { pickupFeeOf, shownPickupOption } from './pickup';

const OPTIONS = [
  { id: 1, name: 'Drop off at a UPS location', fee: 0 },
  { id: 2, name: 'Schedule a UPS pickup at my address', fee: 7.5 },
  { id: 3, name: 'A pickup whose fee the list does not name' },
];

describe('the pickup of a stage (quote §3, §9: a charge only for a choice the customer made)', () => {
  it('charges the chosen option its fee, the default pickup fee when it names none', () => {
    expect(pickupFeeOf(2, OPTIONS)).toBe(7.5);
    expect(pickupFeeOf(1, OPTIONS)).toBe(0);
    expect(pickupFeeOf(3, OPTIONS)).toBe(DEFAULT_PICKUP_FEE);
  });

  it('charges nothing for a stage that names no option: it is a drop-off', () => {
    expect(pickupFeeOf(undefined, OPTIONS)).toBe(0);
  });

  it('knows no fee for an option the list does not have', () => {
    expect(pickupFeeOf(9, OPTIONS)).toBeUndefined();
  });

  it('shows the customer’s choice as chosen, else the free option — what naming none is charged as', () => {
    expect(shownPickupOption(2, OPTIONS)).toBe(2);
    expect(shownPickupOption(undefined, OPTIONS)).toBe(1);
    expect(shownPickupOption(undefined, OPTIONS.slice(1))).toBeUndefined();
  });
});
