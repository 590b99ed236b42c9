import { describe, expect, it } from 'vitest';
import { DEFAULT_PICKUP_FEE } from '../constants';
import { stageChargesOf, stageChargesOfFees } from './stageCharges';
import { computeSubTotal } from './subTotal';

describe('stage charges of a search feed the sub-total (quote §5)', () => {
  const box = {
    length: 54,
    width: 8,
    height: 30,
    weight: 40,
    premiumProtection: { coverage: 2000, cost: 12 },
  };
  const trip = { rateChoice: { rate: 100, residentialFee: 4 } };

  it('takes pickup and clearance from the stage fees, rate and residential fee from the choice, protection from the boxes', () => {
    const search = { trips: [trip], boxes: [box] };
    const fees = [{ pickupFee: 5, customsFee: 30 }];
    const [stage] = stageChargesOf(search, fees);
    expect(stage).toMatchObject({ pickupFee: 5, clearanceFee: 30, rate: 100, residentialFee: 4 });
    expect(computeSubTotal(stageChargesOf(search, fees))).toBe(5 + 30 + 100 + 4 + 12);
  });
  it('uses the default pickup fee when a stage has no fees yet (quote §9)', () => {
    const search = { trips: [trip], boxes: [] };
    expect(stageChargesOf(search, [])[0]?.pickupFee).toBe(DEFAULT_PICKUP_FEE);
  });
  it('leaves premium protection out when the customer declined it', () => {
    const search = {
      trips: [trip],
      boxes: [box],
      premiumProtection: false,
    };
    expect(stageChargesOf(search, [])[0]?.boxes).toEqual([]);
  });
});

describe('stage charges of a fee list (the server figures of a 409 price change)', () => {
  it('charge what the fee list says, its clearance fee included, and sum to its sub-total', () => {
    const charges = stageChargesOfFees([
      {
        baseFee: 587.45,
        residentialFee: 0,
        pickupFee: 5,
        customsFee: 962.55,
        protectionFee: 0,
      },
      { baseFee: 100, residentialFee: 4.25, pickupFee: 0, customsFee: 0, protectionFee: 30 },
    ]);
    expect(charges[0]).toMatchObject({ rate: 587.45, clearanceFee: 962.55, boxes: [] });
    expect(computeSubTotal(charges)).toBe(1555 + 134.25);
  });
});
