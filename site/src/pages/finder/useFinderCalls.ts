import type { BicycleShop } from '@bikeship/core/schemas';
import { startTransition, useEffect, useState } from 'react';
import type { ShopOutcome, ShopSearchOutcome } from './finderApi';

const loadFinderApi = () => import('./finderApi');

// Answers are rendered in a transition: React renders a list and its markers in slices, between
// which the browser handles input, instead of in one long task (total blocking time, measured
// with Lighthouse's mobile profile).

/** What the page shows for a search: nothing asked, on its way, or its outcome. */
export type ShopSearch = { state: 'idle' } | { state: 'loading' } | ShopSearchOutcome;

/**
 * The shops near `near` ('' asks nothing). A newer search replaces an older one on its way;
 * another `attempt` asks the same search again (the visitor pressed the button after a failure).
 */
export function useShopSearch(near: string, attempt: number): ShopSearch {
  const [search, setSearch] = useState<ShopSearch>({ state: 'idle' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt is a new call.
  useEffect(() => {
    let live = true;
    setSearch(near ? { state: 'loading' } : { state: 'idle' });
    if (near) {
      loadFinderApi()
        .then((api) => api.searchShopsNear(near))
        .then(
          (outcome) => live && startTransition(() => setSearch(outcome)),
          () => live && setSearch({ state: 'unreachable' }),
        );
    }
    return () => {
      live = false;
    };
  }, [near, attempt]);
  return search;
}

/** Every shop (the map's markers), once the page is in the browser; [] until then or on failure. */
export function useAllShops(): BicycleShop[] {
  const [shops, setShops] = useState<BicycleShop[]>([]);
  useEffect(() => {
    let live = true;
    loadFinderApi()
      .then((api) => api.fetchAllShops())
      .then(
        (all) => live && startTransition(() => setShops(all)),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, []);
  return shops;
}

export type ShopLookup = { state: 'idle' } | { state: 'loading' } | ShopOutcome;

/** One shop (`?shop=`); idle without an id. */
export function useShop(shopId: number | undefined): ShopLookup {
  const [lookup, setLookup] = useState<ShopLookup>({ state: 'idle' });
  useEffect(() => {
    let live = true;
    setLookup(shopId ? { state: 'loading' } : { state: 'idle' });
    if (shopId) {
      loadFinderApi()
        .then((api) => api.fetchShop(shopId))
        .then(
          (outcome) => live && startTransition(() => setLookup(outcome)),
          () => live && setLookup({ state: 'unreachable' }),
        );
    }
    return () => {
      live = false;
    };
  }, [shopId]);
  return lookup;
}
