import * as z from 'zod/mini';
import { customsSchema, unitsSchema } from '../box';
import {
  amountInRequest,
  countryCodeSchema,
  nonNegativeNumber,
  optionalNumber,
  optionalString,
  positiveNumber,
  requiredString,
  stageNumber,
} from '../common';

/** One item of a landed-cost request (quote §7 itemsCreateWorkflow). */
export const landedCostItemSchema = z.object({
  categoryCode: optionalString,
  name: requiredString,
  dimensions: z.object({
    length: positiveNumber,
    width: positiveNumber,
    height: positiveNumber,
    weight: positiveNumber,
  }),
  units: z.prefault(unitsSchema, {}),
  value: nonNegativeNumber,
  coverage: amountInRequest,
  protectionFee: amountInRequest,
});
export type LandedCostItem = z.infer<typeof landedCostItemSchema>;

/**
 * POST /api/GCLandedCost/gcget-landed-cost (quote §7). Money in dollars. DECISION: `result` is
 * an optional client label (e.g. the rate code) echoed back unchanged so the client can file
 * the answer under the right entry of its fees list.
 */
export const landedCostRequestSchema = z.object({
  stage: stageNumber,
  result: optionalString,
  serviceLevelCode: requiredString,
  itemsCreateWorkflow: z.array(landedCostItemSchema).check(z.minLength(1)),
  fromCountry: countryCodeSchema,
  fromLine1: optionalString,
  fromZipCode: optionalString,
  fromCity: optionalString,
  fromStateProv: optionalString,
  toCountry: countryCodeSchema,
  toLine1: optionalString,
  toZipCode: optionalString,
  toCity: optionalString,
  toStateProv: optionalString,
  costOfGoods: amountInRequest,
  shippingCharge: amountInRequest,
  insuranceCharge: amountInRequest,
  purposeCode: optionalString,
});
export type LandedCostRequest = z.infer<typeof landedCostRequestSchema>;

/**
 * The answer (quote §7): success, error, clearanceFee, packages (customs per package), quoteId.
 * A failure still answers 200 with success false and an error text, e.g. DOMESTIC_LANDED_COST_ERROR.
 */
export const landedCostResponseSchema = z.object({
  success: z.boolean(),
  error: optionalString,
  clearanceFee: optionalNumber,
  packages: z._default(z.array(customsSchema), []),
  quoteId: optionalString,
  result: optionalString,
});
export type LandedCostResponse = z.infer<typeof landedCostResponseSchema>;
