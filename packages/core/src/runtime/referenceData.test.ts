import { describe, expect, it, vi } from 'vitest';
import {
  createReferenceData,
  keepNonEmpty,
  type ReferenceLoad,
  referenceDataOf,
} from './referenceData';

/** A stand-in source: one call, answering what each test gives it. */
interface ListSource {
  list(): Promise<string[]>;
}

const LIST: ReferenceLoad<ListSource, string[]> = { key: 'list', load: (source) => source.list() };

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((settleWith, failWith) => {
    resolve = settleWith;
    reject = failWith;
  });
  return { promise, resolve, reject };
}

describe('reference data', () => {
  it('asks its source once, and answers the kept value to every later read', async () => {
    const list = vi.fn(async () => ['road', 'gravel']);
    const cache = createReferenceData<ListSource>({ list });
    await expect(cache.load(LIST)).resolves.toEqual(['road', 'gravel']);
    await expect(cache.load(LIST)).resolves.toEqual(['road', 'gravel']);
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('shares one load between callers that ask while it is under way', async () => {
    const answer = deferred<string[]>();
    const list = vi.fn(() => answer.promise);
    const cache = createReferenceData<ListSource>({ list });
    const first = cache.load(LIST);
    const second = cache.load(LIST);
    expect(second).toBe(first);
    answer.resolve(['touring']);
    await expect(second).resolves.toEqual(['touring']);
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next read asks again', async () => {
    const list = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(['mountain']);
    const cache = createReferenceData<ListSource>({ list });
    await expect(cache.load(LIST)).rejects.toThrow('offline');
    expect(cache.peek(LIST)).toEqual({ status: 'failed', error: new Error('offline') });
    await expect(cache.load(LIST)).resolves.toEqual(['mountain']);
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('fails a load whose loader throws before it answers, and asks again next time', async () => {
    let calls = 0;
    const cache = createReferenceData<ListSource>({
      list: () => {
        calls += 1;
        if (calls === 1) throw new TypeError('not a call');
        return Promise.resolve(['bmx']);
      },
    });
    await expect(cache.load(LIST)).rejects.toThrow('not a call');
    await expect(cache.load(LIST)).resolves.toEqual(['bmx']);
  });

  it('peeks: nothing before the first read, loading while under way, the value once settled', async () => {
    const answer = deferred<string[]>();
    const cache = createReferenceData<ListSource>({ list: () => answer.promise });
    expect(cache.peek(LIST)).toBeUndefined();
    const loading = cache.load(LIST);
    expect(cache.peek(LIST)).toEqual({ status: 'loading' });
    answer.resolve(['cargo']);
    await loading;
    expect(cache.peek(LIST)).toEqual({ status: 'ready', value: ['cargo'], kept: true });
  });

  it('shows an answer it does not keep, and asks again on the next read', async () => {
    const list = vi
      .fn<() => Promise<string[]>>()
      .mockResolvedValueOnce([])
      .mockResolvedValue(['kids']);
    const cache = createReferenceData<ListSource>({ list });
    const reference = { ...LIST, keep: keepNonEmpty };
    await expect(cache.load(reference)).resolves.toEqual([]);
    expect(cache.peek(reference)).toEqual({ status: 'ready', value: [], kept: false });
    await expect(cache.load(reference)).resolves.toEqual(['kids']);
    await expect(cache.load(reference)).resolves.toEqual(['kids']);
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('keeps the data of each key apart', async () => {
    const cache = createReferenceData<{ states(country: string): Promise<string[]> }>({
      states: async (country) => (country === 'CA' ? ['BC', 'ON'] : ['CO', 'UT']),
    });
    const statesOf = (country: string) => ({
      key: `states:${country}`,
      load: (source: { states(country: string): Promise<string[]> }) => source.states(country),
    });
    await expect(cache.load(statesOf('CA'))).resolves.toEqual(['BC', 'ON']);
    await expect(cache.load(statesOf('US'))).resolves.toEqual(['CO', 'UT']);
    expect(cache.peek(statesOf('CA'))).toMatchObject({ value: ['BC', 'ON'] });
  });

  it('tells its subscribers of each change until they unsubscribe', async () => {
    const cache = createReferenceData<ListSource>({ list: async () => ['fat'] });
    const listener = vi.fn();
    const stop = cache.subscribe(listener);
    await cache.load(LIST);
    expect(listener).toHaveBeenCalledTimes(2); // loading, then ready
    stop();
    await cache.load({ key: 'other', load: async () => [] });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('has one cache per source object, and another for another source', async () => {
    const list = vi.fn(async () => ['tandem']);
    const source = { list };
    await referenceDataOf(source).load(LIST);
    expect(referenceDataOf(source)).toBe(referenceDataOf(source));
    expect(referenceDataOf(source).peek(LIST)).toMatchObject({ status: 'ready' });
    expect(referenceDataOf({ list }).peek(LIST)).toBeUndefined();
  });
});
