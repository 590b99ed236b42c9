import {
  type AddressStage,
  addressStageSchema,
  countryCodeSchema,
  customsShape,
  type StageFees,
  stageFeesSchema,
} from '@bikeship/core/schemas';
import * as z from 'zod/mini';
import { COUNTRIES } from '../referenceData/countries';

/**
 * Readers of the jsonb payloads of the order tables (`db/tables/orders.ts`) as labels,
 * documents and mails need them. The order area writes them from the core schemas; reading
 * them back through schemas keeps a malformed row from turning into a broken label.
 */

/**
 * A stage's from or to side. DECISION: the step-3 address (core `AddressStage`); a side stored
 * in the rate request's shape (`countryCode` instead of `country`) is read too, so a label can
 * still show where a box goes.
 */
export function readStageAddress(stored: Record<string, unknown>): AddressStage {
  const address = addressStageSchema.parse(stored);
  if (address.country?.code) return address;
  const code = typeof stored.countryCode === 'string' ? stored.countryCode.toUpperCase() : '';
  if (!code) return address;
  const name = COUNTRIES.find((country) => country.code === code)?.name ?? code;
  return { ...address, country: { code, name } };
}

/** The ISO code of a side's country, '' when unknown. */
export function countryCodeOf(address: AddressStage): string {
  return address.country?.code?.trim().toUpperCase() ?? '';
}

/**
 * A booked package as stored in `order_packages.package`: the ordered package (dimensions,
 * weight, value, contents) plus the customs fields of a box. `countryOfOrigin` and `quantity`
 * are optional extras a commercial invoice reads when the order has them.
 */
const storedPackageSchema = z.object({
  name: z.optional(z.string()),
  length: z.number(),
  width: z.number(),
  height: z.number(),
  weight: z.number(),
  linearUnit: z._default(z.enum(['IN', 'CM']), 'IN'),
  weightUnit: z._default(z.enum(['LB', 'KG']), 'LB'),
  value: z._default(z.coerce.number<string | number>(), 0),
  category: z.optional(z.string()),
  contentOption: z.optional(z.string()),
  insideDescription: z.optional(z.string()),
  outsideDescription: z.optional(z.string()),
  countryOfOrigin: z.optional(countryCodeSchema),
  quantity: z.optional(z.number().check(z.multipleOf(1), z.positive())),
  ...customsShape,
});
export type StoredPackage = z.infer<typeof storedPackageSchema>;

export function readStoredPackage(stored: Record<string, unknown>): StoredPackage {
  return storedPackageSchema.parse(stored);
}

/** The server's fees per stage (`orders.fees`), in dollars. */
export function readStageFees(stored: readonly Record<string, unknown>[]): StageFees[] {
  return z.array(stageFeesSchema).parse(stored);
}
