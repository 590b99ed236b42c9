import * as z from 'zod/mini';
import { optionalString } from './common';

/** One typed part of a place, as geocoders name it (long and short names, e.g. 'Oregon'/'OR'). */
export const addressComponentSchema = z.object({
  long_name: z.string(),
  short_name: z.string(),
  types: z.array(z.string()),
});
export type AddressComponent = z.infer<typeof addressComponentSchema>;

/**
 * DECISION: geometry is a flat `{ lat, lng }` pair (the spec names only "geometry lat/lng");
 * nothing else of a geocoder's geometry (viewport, bounds) is used by the product.
 */
export const geometrySchema = z.object({ lat: z.number(), lng: z.number() });
export type Geometry = z.infer<typeof geometrySchema>;

/** A place picked in a from/to lookup (shell §3, quote §3 trip stage). */
export const locationSchema = z.object({
  formatted_address: z.string(),
  originalFormattedAddress: optionalString,
  name: optionalString,
  types: z._default(z.array(z.string()), []),
  address_components: z._default(z.array(addressComponentSchema), []),
  company: optionalString,
  geometry: z.optional(geometrySchema),
});
export type Location = z.infer<typeof locationSchema>;
