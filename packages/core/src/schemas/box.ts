import * as z from 'zod/mini';
import { DEFAULT_LINEAR_UNIT, DEFAULT_WEIGHT_UNIT, MAX_MONEY_AMOUNT } from '../constants';
import { falseByDefault, optionalBoolean, optionalNumber, optionalString } from './common';

/** Length in inches or centimetres, weight in pounds or kilograms (quote §3, §7). */
export const linearUnitSchema = z.enum(['IN', 'CM']);
export type LinearUnit = z.infer<typeof linearUnitSchema>;
export const weightUnitSchema = z.enum(['LB', 'KG']);
export type WeightUnit = z.infer<typeof weightUnitSchema>;

/** Units of a box or a search; inches and pounds unless cm or kg is selected (quote §5). */
export const unitsShape = {
  linearUnit: z._default(linearUnitSchema, DEFAULT_LINEAR_UNIT),
  weightUnit: z._default(weightUnitSchema, DEFAULT_WEIGHT_UNIT),
};
export const unitsSchema = z.object(unitsShape);

/** Dimensions and weight of a package in its own units: presets, saved boxes, booked packages. */
export const measuredPackageShape = {
  length: z.number(),
  width: z.number(),
  height: z.number(),
  weight: z.number(),
  ...unitsShape,
};
export type Units = z.infer<typeof unitsSchema>;

/**
 * A declared (market) value. Form fields give strings, so strings are converted to numbers
 * (quote §3); a string that is not a number is refused.
 */
export const marketValueSchema = z.coerce
  .number<string | number>()
  .check(z.gte(0), z.lte(MAX_MONEY_AMOUNT));

/** Which box fields are wrong (quote §3); set by the box validation rule. */
export const boxErrorsSchema = z.object({
  length: falseByDefault,
  width: falseByDefault,
  height: falseByDefault,
  weight: falseByDefault,
  dimensional: falseByDefault,
  categorySelection: falseByDefault,
  marketValue: falseByDefault,
  premiumProtection: falseByDefault,
  nameSelection: falseByDefault,
});
export type BoxErrors = z.infer<typeof boxErrorsSchema>;

/** What is in the box (quote §3 "contents (code, label)"). */
export const contentOptionSchema = z.object({ code: z.string(), label: z.string() });
export type ContentOption = z.infer<typeof contentOptionSchema>;

/** Premium protection chosen for a box: covered amount and its price, in dollars. */
export const premiumProtectionSchema = z.object({ coverage: z.number(), cost: z.number() });
export type PremiumProtection = z.infer<typeof premiumProtectionSchema>;

/** Customs fields of a box, filled from a landed-cost answer (quote §3). */
export const customsShape = {
  quoteId: optionalString,
  hsCode: optionalString,
  commodityId: optionalString,
  commodityCurrencyCode: optionalString,
  commodityDuty: optionalNumber,
  commodityVAT: optionalNumber,
  isCalculable: optionalBoolean,
  totalCommodityTaxesAndFees: optionalNumber,
  totalCommodityDutyAndTax: optionalNumber,
};
export const customsSchema = z.object(customsShape);
export type Customs = z.infer<typeof customsSchema>;

/**
 * A box (package) as the customer builds it (quote §3). Dimensions stay optional while being
 * typed; bounds are checked by the box validation rule, which sets `errors`.
 */
export const boxSchema = z.object({
  presetName: optionalString,
  name: optionalString,
  /** DECISION: the package category's `code` (form data), also sent as landed-cost categoryCode. */
  category: optionalString,
  length: optionalNumber,
  height: optionalNumber,
  width: optionalNumber,
  weight: optionalNumber,
  marketValue: z.optional(marketValueSchema),
  contents: z.optional(contentOptionSchema),
  premiumProtection: z.optional(premiumProtectionSchema),
  productId: optionalString,
  hasOverMaxPackage: optionalBoolean,
  outsideDescription: optionalString,
  insideDescription: optionalString,
  errors: z.prefault(boxErrorsSchema, {}),
  ...unitsShape,
  ...customsShape,
});
export type Box = z.infer<typeof boxSchema>;

/** A saved box of a registered user (GET /api/UserPackages). DECISION: a named box preset. */
export const userPackageSchema = z.object({
  packageId: z.number(),
  name: z.string(),
  category: optionalString,
  ...measuredPackageShape,
  marketValue: z.optional(marketValueSchema),
});
export type UserPackage = z.infer<typeof userPackageSchema>;
