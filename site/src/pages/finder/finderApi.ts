import { createApiClient, createBicycleShopsApi } from '@bikeship/core/api';
import type { BicycleShop, BicycleShopSearchResponse } from '@bikeship/core/schemas';

/**
 * The finder's calls (GET /api/BicycleShop, /api/BicycleShop/{shopId}). Its own chunk, imported
 * when the page first asks: the API client and the answers' schemas stay out of the page's chunk
 * and its prerendered first load.
 */
function finderApi() {
  return createBicycleShopsApi(createApiClient({ baseURL: window.location.origin }));
}

/** What a search came to: the shops near the place, a place the server does not know, or no answer. */
export type ShopSearchOutcome =
  | { state: 'found'; answer: BicycleShopSearchResponse }
  | { state: 'unknown-place'; message: string }
  | { state: 'unreachable' };

export async function searchShopsNear(near: string): Promise<ShopSearchOutcome> {
  const result = await finderApi().searchBicycleShops({ query: { near } });
  if (result.ok) return { state: 'found', answer: result.value };
  const { status, message } = result.error;
  // 404: a place the server does not know; 400: one it cannot read (too long, blank). Both are
  // the customer's to correct, and the server's message says how.
  return status === 404 || status === 400
    ? { state: 'unknown-place', message }
    : { state: 'unreachable' };
}

/** Every shop, for the map's markers; none when the API cannot be reached (the map stays bare). */
export async function fetchAllShops(): Promise<BicycleShop[]> {
  const result = await finderApi().searchBicycleShops({ query: {} });
  return result.ok ? result.value.shops : [];
}

export type ShopOutcome =
  | { state: 'found'; shop: BicycleShop }
  | { state: 'unknown' }
  | { state: 'unreachable' };

export async function fetchShop(shopId: number): Promise<ShopOutcome> {
  const result = await finderApi().getBicycleShop({ params: { shopId } });
  if (result.ok) return { state: 'found', shop: result.value };
  return result.error.status === 404 ? { state: 'unknown' } : { state: 'unreachable' };
}
