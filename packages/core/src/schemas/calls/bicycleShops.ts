import * as z from 'zod/mini';
import { bicycleShopSchema, usMapPointSchema } from '../bicycleShop';
import { countParam, idParam } from '../common';

/** How many shops a search answers when it does not say, and at most. */
export const BICYCLE_SHOP_SEARCH_DEFAULT_LIMIT = 10;
export const BICYCLE_SHOP_SEARCH_MAX_LIMIT = 60;
/** Longer than any US place name with its state and ZIP code. */
const NEAR_MAX_LENGTH = 100;

/**
 * GET /api/BicycleShop (DECISION, not in the call tables: the bike shop finder). With `near` (a
 * US ZIP code or a city, 'Boulder, CO' or 'boulder'), the `limit` nearest shops, nearest
 * first; without it, every shop, by state and name (the map's markers).
 */
export const bicycleShopSearchQuerySchema = z.object({
  near: z.optional(z.string().check(z.maxLength(NEAR_MAX_LENGTH))),
  limit: z._default(
    countParam.check(z.gte(1), z.lte(BICYCLE_SHOP_SEARCH_MAX_LIMIT)),
    BICYCLE_SHOP_SEARCH_DEFAULT_LIMIT,
  ),
});
export type BicycleShopSearchQuery = z.infer<typeof bicycleShopSearchQuerySchema>;

/** The place a search was measured from, as the server understood what was typed. */
export const bicycleShopSearchPlaceSchema = z.object({
  /** 'Boulder, CO' or 'Boulder, CO 80302'. */
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  mapPoint: z.optional(usMapPointSchema),
});
export type BicycleShopSearchPlace = z.infer<typeof bicycleShopSearchPlaceSchema>;

export const bicycleShopSearchResponseSchema = z.object({
  /** Absent when no place was asked for. */
  place: z.optional(bicycleShopSearchPlaceSchema),
  shops: z.array(bicycleShopSchema),
});
export type BicycleShopSearchResponse = z.infer<typeof bicycleShopSearchResponseSchema>;

/** GET /api/BicycleShop/{shopId}: one shop (its page in the finder). */
export const bicycleShopParamsSchema = z.object({ shopId: idParam });
