import { SESSION_BROADCAST_CHANNEL } from '../constants';

/** What a storage event and a channel message share: the key that changed (null: all). */
export interface SessionSyncEvent {
  key: string | null;
}

/**
 * How bundles on one page — and tabs of one browser — tell each other that the stored session
 * changed (DESIGN §6). A storage event reaches other tabs only, never the page that wrote, so
 * bundles on the same page need the BroadcastChannel too.
 */
export interface SessionChannel {
  post(event: SessionSyncEvent): void;
  subscribe(listener: (event: SessionSyncEvent) => void): () => void;
}

const isSyncEvent = (data: unknown): data is SessionSyncEvent =>
  typeof data === 'object' &&
  data !== null &&
  'key' in data &&
  (typeof data.key === 'string' || data.key === null);

/**
 * The browser's channel: `storage` events of other tabs plus a BroadcastChannel for the other
 * bundles of this page. Opened on first use; where either API is missing that half is skipped.
 *
 * @example
 * const session = createSessionStore({ ...deps, channel: createBrowserSessionChannel() });
 */
export function createBrowserSessionChannel(name = SESSION_BROADCAST_CHANNEL): SessionChannel {
  let channel: BroadcastChannel | undefined;
  // One channel object posts and listens: a BroadcastChannel never hears its own messages.
  const open = () => {
    if (!channel && typeof BroadcastChannel === 'function') channel = new BroadcastChannel(name);
    return channel;
  };
  return {
    post: (event) => open()?.postMessage(event),
    subscribe(listener) {
      const onStorage = (event: StorageEvent) => listener({ key: event.key });
      const onMessage = (event: MessageEvent) => {
        if (isSyncEvent(event.data)) listener(event.data);
      };
      globalThis.addEventListener?.('storage', onStorage);
      open()?.addEventListener('message', onMessage);
      return () => {
        globalThis.removeEventListener?.('storage', onStorage);
        // Closed so that nothing keeps the page (or a test run) alive; a later post reopens it.
        channel?.close();
        channel = undefined;
      };
    },
  };
}
