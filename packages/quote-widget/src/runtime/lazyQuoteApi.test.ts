import { describe, expect, it, vi } from 'vitest';
import { lazyQuoteApi } from './lazyQuoteApi';
import type { QuoteApi } from './quoteApi';

/** A stand-in data layer with one call, typed as the whole API (the proxy forwards by name). */
function fakeLoadedApi(searchLocations: (input: unknown) => Promise<unknown>): QuoteApi {
  return { places: { searchLocations } } as unknown as QuoteApi;
}

describe('lazyQuoteApi (the data layer comes with the first call)', () => {
  it('loads nothing until a call is made, then loads once for every call', async () => {
    const searchLocations = vi.fn(async (input: unknown) => [input]);
    const load = vi.fn(async () => fakeLoadedApi(searchLocations));
    const api = lazyQuoteApi(load);
    const { places } = api;
    expect(load).not.toHaveBeenCalled();
    const input = { query: { q: 'Boulder' } };
    await expect(places.searchLocations(input)).resolves.toEqual([input]);
    await places.searchLocations(input);
    expect(load).toHaveBeenCalledTimes(1);
    expect(searchLocations).toHaveBeenCalledTimes(2);
    // The same area and call each time: hooks that depend on them do not re-run.
    expect(api.places).toBe(places);
    expect(api.places.searchLocations).toBe(places.searchLocations);
  });

  it('fails a call whose load failed, and loads again on the next call', async () => {
    const load = vi
      .fn<() => Promise<QuoteApi>>()
      .mockRejectedValueOnce(new Error('chunk not fetched'))
      .mockResolvedValue(fakeLoadedApi(async () => ['found']));
    const api = lazyQuoteApi(load);
    await expect(api.places.searchLocations({ query: { q: 'Bo' } })).rejects.toThrow(
      'chunk not fetched',
    );
    await expect(api.places.searchLocations({ query: { q: 'Bo' } })).resolves.toEqual(['found']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is not a thenable, so awaiting an area by mistake does not start a load', async () => {
    const load = vi.fn(async () => fakeLoadedApi(async () => []));
    const api = lazyQuoteApi(load);
    expect(await api.places).toBe(api.places);
    expect(load).not.toHaveBeenCalled();
  });

  it('refuses a call the API does not have, by name', async () => {
    const api = lazyQuoteApi(async () => fakeLoadedApi(async () => []));
    const unknown = (api.places as unknown as Record<string, () => Promise<unknown>>).nothing;
    await expect(unknown?.()).rejects.toThrow('The quote API has no call places.nothing');
  });
});
