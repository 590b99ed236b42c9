import * as z from 'zod/mini';
import { HAZMAT_FEE } from '../constants';
import { moneyAmount, stageNumber } from './common';

/** A fee in dollars, whole cents, 0 when left out. */
const feeAmount = z._default(moneyAmount(), 0);

/**
 * One landed-cost outcome (quote §3). DECISION: `result` is true when the customs estimate was
 * obtained and false for the "failed landed-cost entry" of quote §8; `clearanceFee` in dollars.
 */
export const landedCostEntrySchema = z.object({
  stage: stageNumber,
  result: z.boolean(),
  clearanceFee: feeAmount,
});
export type LandedCostEntry = z.infer<typeof landedCostEntrySchema>;

/** Fees of one stage in dollars (quote §3). Hazmat is always 0. */
export const stageFeesSchema = z.object({
  stage: stageNumber,
  baseFee: feeAmount,
  customsFee: feeAmount,
  protectionFee: feeAmount,
  pickupFee: feeAmount,
  residentialFee: feeAmount,
  hazMatFee: z._default(z.literal(HAZMAT_FEE), HAZMAT_FEE),
  landedCost: z._default(z.array(landedCostEntrySchema), []),
});
export type StageFees = z.infer<typeof stageFeesSchema>;
