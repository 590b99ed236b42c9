import { vi } from 'vitest';
import type { Logger } from './environment';
import { createMemoryStorage, type KeyValueStorage } from './storage';

/** Test doubles shared by the store tests (not exported from the package). */
export function fakeLogger() {
  return { warn: vi.fn<Logger['warn']>(), error: vi.fn<Logger['error']>() } satisfies Logger;
}

/** A memory storage whose contents a test can read back. */
export function fakeStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const storage = createMemoryStorage();
  for (const [key, value] of Object.entries(initial)) storage.setItem(key, value);
  return storage;
}

/** A storage like Safari's private mode: present, but every write throws. */
export function throwingStorage(): KeyValueStorage {
  return {
    getItem: () => null,
    setItem: () => {
      throw new DOMException('QuotaExceededError');
    },
    removeItem: () => undefined,
  };
}
