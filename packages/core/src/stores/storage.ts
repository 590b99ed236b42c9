import type { Logger } from './environment';

/** The part of the Web Storage API the stores use; local storage, tab storage and cookies fit. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A storage kept in memory: the last resort when the browser offers none. */
export function createMemoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

export interface SafeStorageOptions {
  /** Named in the fallback message, e.g. 'localStorage'. */
  name: string;
  logger: Logger;
  /** Used when the storage is missing or refuses writes; memory by default. */
  fallback?: KeyValueStorage;
}

const PROBE_KEY = 'bikeship-probe';

/**
 * Wraps a storage that may be missing or may throw (private browsing, blocked cookies, a full
 * quota) so that a store never crashes on it. The storage is looked up and probed on first use,
 * not at import; if that fails, a fallback message is logged (shell §4) and `fallback` serves
 * instead. A later failing call is logged and read as "nothing stored".
 *
 * @example
 * const local = createSafeStorage(() => globalThis.localStorage, { name: 'localStorage', logger });
 */
export function createSafeStorage(
  resolve: () => KeyValueStorage | null | undefined,
  { name, logger, fallback }: SafeStorageOptions,
): KeyValueStorage {
  let target: KeyValueStorage | undefined;

  const use = (): KeyValueStorage => {
    if (target) return target;
    try {
      const storage = resolve();
      if (!storage) throw new Error(`${name} is not supported`);
      // Safari's private mode exposes a storage whose writes throw: only a write proves support.
      storage.setItem(PROBE_KEY, PROBE_KEY);
      storage.removeItem(PROBE_KEY);
      target = storage;
    } catch (error) {
      logger.warn(
        `${name} is unavailable; falling back to ${fallback ? 'a fallback' : 'memory'}`,
        error,
      );
      target = fallback ?? createMemoryStorage();
    }
    return target;
  };

  const guard = <T>(action: string, run: () => T, otherwise: T): T => {
    try {
      return run();
    } catch (error) {
      logger.warn(`${name}.${action} failed`, error);
      return otherwise;
    }
  };

  return {
    getItem: (key) => guard('getItem', () => use().getItem(key), null),
    setItem: (key, value) => guard('setItem', () => use().setItem(key, value), undefined),
    removeItem: (key) => guard('removeItem', () => use().removeItem(key), undefined),
  };
}

/** Reads a JSON value; anything unparsable counts as nothing stored. */
export function readJson(storage: KeyValueStorage, key: string): unknown {
  const text = storage.getItem(key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  storage.setItem(key, JSON.stringify(value));
}
