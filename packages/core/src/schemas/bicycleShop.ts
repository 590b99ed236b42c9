import * as z from 'zod/mini';
import { optionalString } from './common';

/** What a shop of the finder does for a customer who ships a bike (DECISION: these three). */
export const bicycleShopServiceSchema = z.enum(['packs', 'receives', 'assembles']);
export type BicycleShopService = z.infer<typeof bicycleShopServiceSchema>;

/**
 * A place on the finder's map of the United States: the albersUsa projection (Alaska and Hawaii
 * inset) at scale 1300, translated to the middle of a 975 × 610 drawing — the frame of the
 * us-atlas package's pre-projected states, which the site draws at build time. The server
 * projects, so the browser carries neither the atlas nor a projection.
 */
export const usMapPointSchema = z.object({ x: z.number(), y: z.number() });
export type UsMapPoint = z.infer<typeof usMapPointSchema>;

/** The drawing's size, in the units of `UsMapPoint`. */
export const US_MAP_WIDTH = 975;
export const US_MAP_HEIGHT = 610;

/**
 * A bike shop of the finder (seeded reference data). `partnerCode` is the shop's partner page
 * code (a partner event's URL code): a shop that has one has a quote box that ships to it.
 * `mapPoint` is absent for a place the US map does not show.
 */
export const bicycleShopSchema = z.object({
  shopId: z.number(),
  name: z.string(),
  address1: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  phone: z.string(),
  lat: z.number(),
  lng: z.number(),
  services: z.array(bicycleShopServiceSchema),
  partnerCode: optionalString,
  mapPoint: z.optional(usMapPointSchema),
  /** Great-circle miles from the place searched, in a search's answer. */
  distanceMiles: z.optional(z.number()),
});
export type BicycleShop = z.infer<typeof bicycleShopSchema>;
