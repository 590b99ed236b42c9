import { describe, expect, it } from 'vitest';
import { rateOptionSchema } from '../schemas';
import { selectedSpeedOf } from './selectedSpeed';

const option = (code: number, rate: number) =>
  rateOptionSchema.parse({ name: `Speed ${code}`, code, rate, transitDays: 3, upsTransitDays: 3 });
const rates = [{ pickupFee: 5, rates: [option(5, 65.5), option(2, 120)] }];

describe('the search-level speed (quote §3 selectedRateSpeed, selectedRateSpeedIndex)', () => {
  it("names the first stage's speed and its place in that stage's list", () => {
    expect(selectedSpeedOf({ trips: [{ rateChoice: option(2, 120) }], rates })).toEqual({
      selectedRateSpeed: 2,
      selectedRateSpeedIndex: 1,
    });
  });

  it('has no index for a speed the list lacks, and nothing without a choice', () => {
    expect(selectedSpeedOf({ trips: [{ rateChoice: option(9, 99) }], rates })).toEqual({
      selectedRateSpeed: 9,
    });
    expect(selectedSpeedOf({ trips: [{}], rates })).toEqual({});
  });
});
