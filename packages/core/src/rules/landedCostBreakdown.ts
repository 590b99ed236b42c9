import type { Customs, LandedCostResponse } from '../schemas';
import { centsToDollars, dollarsToCents } from './cents';

/** What an accepted clearance fee is made of, in dollars. */
export interface LandedCostBreakdown {
  duty: number;
  taxes: number;
  /** The broker's fee for advancing the duty and taxes: the rest of the clearance fee. */
  brokerage: number;
  clearanceFee: number;
}

/**
 * The parts of an accepted landed-cost estimate (quote §7 answer: per package commodityDuty and
 * commodityVAT; clearanceFee): the duty and taxes of all packages, and the brokerage fee as
 * what the clearance fee holds beyond them, so the parts shown always add up to the fee
 * charged. Summed in cents: several boxes' dollar amounts must not drift.
 */
export function landedCostBreakdownOf(
  answer: Pick<LandedCostResponse, 'packages'>,
  clearanceFee: number,
): LandedCostBreakdown {
  const sumCents = (amountOf: (item: Customs) => number | undefined) =>
    answer.packages.reduce((sum, item) => sum + dollarsToCents(amountOf(item) ?? 0), 0);
  const duty = sumCents((item) => item.commodityDuty);
  const taxes = sumCents((item) => item.commodityVAT);
  const fee = dollarsToCents(clearanceFee);
  return {
    duty: centsToDollars(duty),
    taxes: centsToDollars(taxes),
    brokerage: centsToDollars(Math.max(0, fee - duty - taxes)),
    clearanceFee: centsToDollars(fee),
  };
}
