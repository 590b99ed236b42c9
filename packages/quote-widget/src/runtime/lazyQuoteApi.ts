import type { QuoteApi } from './quoteApi';

/** A call of an area, as the proxy sees it (every QuoteApi member is a function). */
type AnyCall = (...args: unknown[]) => unknown;

/**
 * The wizard's API, loaded on its first call (the widget's first-load budgets): the element renders
 * and accepts input before the data layer — ofetch, the call schemas, zod's parsers, ≈ 9 KB gzip
 * — has arrived; the first lookup, date check or preset list imports it.
 *
 * It has QuoteApi's shape: `api.places.searchLocations(input)` imports the data layer (once),
 * then makes the call. Every call of the core areas answers a promise, so callers see no
 * difference; the one void member, `client.report`, becomes fire-and-forget. A failed import
 * (the chunk could not be fetched) fails that call and the next call tries again.
 *
 * @example
 * const api = lazyQuoteApi(() => import('./quoteApi').then((m) => m.createQuoteApi(options)));
 * await api.places.searchLocations({ query: { q: 'Boulder' } });
 */
export function lazyQuoteApi(load: () => Promise<QuoteApi>): QuoteApi {
  let loading: Promise<QuoteApi> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const areas = new Map<string, object>();
  const areaOf = (area: string) => {
    const calls = new Map<string, AnyCall>();
    return new Proxy(
      {},
      {
        get(_target, call) {
          // Not a thenable, and no symbol members: only the calls themselves.
          if (typeof call !== 'string' || call === 'then') return undefined;
          let forward = calls.get(call);
          if (!forward) {
            forward = (...args) =>
              loaded().then((api) => {
                // The area and call names come from the QuoteApi type the caller was checked
                // against; the record view only lets the proxy index it by name.
                const areaCalls = api[area as keyof QuoteApi] as unknown as Record<string, AnyCall>;
                const made = areaCalls[call];
                if (!made) throw new TypeError(`The quote API has no call ${area}.${call}`);
                return made(...args);
              });
            calls.set(call, forward);
          }
          return forward;
        },
      },
    );
  };
  return new Proxy({} as QuoteApi, {
    get(_target, area) {
      if (typeof area !== 'string' || area === 'then') return undefined;
      let calls = areas.get(area);
      if (!calls) {
        calls = areaOf(area);
        areas.set(area, calls);
      }
      return calls;
    },
  });
}
