import * as z from 'zod/mini';
import { MAX_MONEY_AMOUNT } from '../../constants';
import { countryCodeSchema } from '../common';
import {
  countrySchema,
  insuranceOptionSchema,
  packageCategorySchema,
  packagePresetSchema,
  packagePurposeSchema,
  pickupOptionSchema,
  stateProvinceSchema,
} from '../formData';

export const packageCategoryListSchema = z.array(packageCategorySchema);
export const packagePresetListSchema = z.array(packagePresetSchema);
export const packagePurposeListSchema = z.array(packagePurposeSchema);
export const countryListSchema = z.array(countrySchema);
export const pickupOptionListSchema = z.array(pickupOptionSchema);
export const stateProvinceListSchema = z.array(stateProvinceSchema);
export const statesQuerySchema = z.object({ countryCode: countryCodeSchema });

/** GET /api/Protection/insurance-presets and insurance-option?coverage (dollars). */
export const insuranceOptionListSchema = z.array(insuranceOptionSchema);
export const insuranceOptionQuerySchema = z.object({
  coverage: z.coerce.number<string | number>().check(z.gte(0), z.lte(MAX_MONEY_AMOUNT)),
});
