import { createMemoryStorage } from '@bikeship/core/stores';
import { describe, expect, it, vi } from 'vitest';
import { createQuoteBasics, DEFAULT_QUOTE_SETTINGS } from '../runtime/quoteBasics';
import { createFakeApi, FAKE_API_BASE } from '../testing/fakeApi';
import { createBoxRuntimeLoader } from './boxRuntimeLoader';

function loaderOnFakeApi() {
  const storage = createMemoryStorage();
  const options = {
    apiBase: FAKE_API_BASE,
    fetch: createFakeApi({}).fetch,
    storages: { local: storage, tab: createMemoryStorage(), consent: storage },
    settings: DEFAULT_QUOTE_SETTINGS,
  };
  const basics = createQuoteBasics(options);
  return { basics, loader: createBoxRuntimeLoader(options, basics) };
}

describe("the quote box's store loader (the stores come after the first render)", () => {
  it('loads once, grows the basics into the runtime and tells its subscribers', async () => {
    const { basics, loader } = loaderOnFakeApi();
    const listener = vi.fn();
    loader.subscribe(listener);
    expect(loader.current()).toBeNull();
    const [first, second] = await Promise.all([loader.load(), loader.load()]);
    expect(first).toBe(second);
    expect(first).toBe(basics); // the same object: what is keyed by the basics is kept
    expect(loader.current()).toBe(first);
    expect(listener).toHaveBeenCalledTimes(1);
    loader.dispose();
  });

  it('drops a load still on its way when disposed, and starts over when loaded again (StrictMode)', async () => {
    const { loader } = loaderOnFakeApi();
    const dropped = loader.load();
    loader.dispose();
    await expect(dropped).rejects.toThrow('The quote box was removed');
    expect(loader.current()).toBeNull();
    const runtime = await loader.load();
    expect(loader.current()).toBe(runtime);
    expect(runtime.ship.getState().search.trips).toEqual([]);
    loader.dispose();
    expect(loader.current()).toBeNull();
  });
});
