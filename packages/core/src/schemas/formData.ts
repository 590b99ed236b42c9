import * as z from 'zod/mini';
import { measuredPackageShape } from './box';
import { optionalNumber, optionalString } from './common';

/**
 * Reference lists of the ship wizard (quote §3 "Form data lists"). DECISION: each has a
 * numeric id or the spec's key name and a display name; presets carry a box's dimensions.
 */
export const packageCategorySchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
});
export type PackageCategory = z.infer<typeof packageCategorySchema>;

export const packagePresetSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The package category's code. */
  category: optionalString,
  ...measuredPackageShape,
});
export type PackagePreset = z.infer<typeof packagePresetSchema>;

/** Purpose of the shipment; its `entryId` decides removed speeds (quote §7). */
export const packagePurposeSchema = z.object({
  entryId: z.number(),
  name: z.string(),
  /** DECISION: the customs purpose code sent as landed-cost purposeCode, e.g. 'SALE'. */
  code: optionalString,
});
export type PackagePurpose = z.infer<typeof packagePurposeSchema>;

/** A premium-protection choice: covered value and price, in dollars. */
export const insuranceOptionSchema = z.object({
  coverage: z.number(),
  cost: z.number(),
  label: optionalString,
});
export type InsuranceOption = z.infer<typeof insuranceOptionSchema>;

export const countrySchema = z.object({ code: z.string(), name: z.string() });
export type Country = z.infer<typeof countrySchema>;

/** A pickup option of a stage; `fee` in dollars (DEFAULT_PICKUP_FEE when absent). */
export const pickupOptionSchema = z.object({
  id: z.number(),
  name: z.string(),
  fee: optionalNumber,
});
export type PickupOption = z.infer<typeof pickupOptionSchema>;

/** A state or province of a country (quote §3: stateprov, stateprovcode). */
export const stateProvinceSchema = z.object({ stateprov: z.string(), stateprovcode: z.string() });
export type StateProvince = z.infer<typeof stateProvinceSchema>;
