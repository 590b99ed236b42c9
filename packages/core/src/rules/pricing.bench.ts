import { bench, describe } from 'vitest';
import { computePaymentBreakdown } from './orderTotal';
import { sortRatesByPrice } from './rateSort';
import { areRatesValid } from './rateValidity';
import { nextValidShipDate } from './shipDates';

// The server recomputes every price it accepts with these rules, so their cost sits
// on the order path. A five-stage order with two boxes, a coupon, a promo and a balance is the
// largest input the spec allows.
const box = { premiumProtection: { cost: 12.5 } };
const stages = Array.from({ length: 5 }, (_, i) => ({
  pickupFee: 5,
  rate: 120 + i * 7.35,
  clearanceFee: i % 2 ? 31.2 : 0,
  residentialFee: 4.6,
  boxes: [box, box],
}));
const rates = Array.from({ length: 6 }, (_, i) => ({
  rate: 300 - i * 41.5,
  transitDays: i + 1,
  upsTransitDays: i + 1,
}));
const holidays = ['2026-12-25', '2027-01-01'];

describe('core pricing rules', () => {
  bench('computePaymentBreakdown, 5 stages, coupon + promo + balance', () => {
    computePaymentBreakdown({
      stages,
      discount: { percentOff: 10, minimumAmount: 5000 },
      promoDiscount: { amountOff: 1500 },
      customerBalance: 2500,
      buckForBikes: 5,
    });
  });
  bench('areRatesValid + sortRatesByPrice, 5 stages × 6 rates', () => {
    const set = stages.map((stage) => ({ pickupFee: stage.pickupFee, rates }));
    areRatesValid(set);
    for (const stage of set) sortRatesByPrice(stage.rates);
  });
  bench('nextValidShipDate across a holiday week', () => {
    nextValidShipDate({ today: '2026-12-24', holidays, pickupFeeApplies: true });
  });
});
