import {
  SSO_BROADCAST_CHANNEL,
  SSO_STORAGE_POLL_MS,
  SSO_TOKEN_STORAGE_KEY,
} from '@bikeship/core/constants';
import { acceptSsoToken } from '@bikeship/core/rules';

/** The four ways the sign-in popup hands its token over (shell §4). */
export type SsoChannel = 'message' | 'storage' | 'broadcast' | 'poll';

/** What a BroadcastChannel is to the hand-over: a source of messages that can be closed. */
export interface SsoBroadcastChannel {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

/** Where the hand-over listens: the browser's by default (`browserSsoSources`), fakes in tests. */
export interface SsoHandOverSources {
  /** The window: its `message` (the popup's postMessage) and `storage` events. */
  events: EventTarget;
  /** Local storage, polled for the token and cleared of it once taken; null where unusable. */
  storage: Pick<Storage, 'getItem' | 'removeItem'> | null;
  /** Opens the BroadcastChannel of that name; null where the browser has none. */
  openChannel(name: string): SsoBroadcastChannel | null;
  /** This page's origin: storage and BroadcastChannel deliveries come from it by construction. */
  ownOrigin: string;
  now(): number;
}

export interface SsoHandOverOptions {
  /**
   * The origins a popup message is taken from: the origin of the server that serves the popup
   * (shell §4: "only from the web app's own origin" — here the popup pages are the API's).
   */
  messageOrigins: readonly string[];
  /** Called once, with the first acceptable token, whichever channel brought it. */
  onToken(token: string, channel: SsoChannel): void;
  sources?: SsoHandOverSources;
}

/** What a channel carries, as far as the hand-over reads it. */
const fieldsOf = (data: unknown): { token?: unknown; timestamp?: number | null } | null => {
  if (typeof data !== 'object' || data === null) return null;
  const { token, timestamp } = data as { token?: unknown; timestamp?: unknown };
  return { token, timestamp: typeof timestamp === 'number' ? timestamp : null };
};

const parseStored = (text: string | null | undefined): unknown => {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** The browser's window, local storage and BroadcastChannel, each where it exists. */
export function browserSsoSources(): SsoHandOverSources {
  let storage: Storage | null = null;
  try {
    storage = globalThis.localStorage ?? null;
  } catch {
    // Local storage can throw on access (blocked cookies): the other channels still work.
  }
  return {
    events: globalThis,
    storage,
    openChannel: (name) =>
      typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : null,
    ownOrigin: globalThis.location?.origin ?? '',
    now: () => Date.now(),
  };
}

/**
 * Listens for the social sign-in popup's token on every channel of shell §4 at once — a popup
 * message (from `messageOrigins` only), a storage event of SSO_TOKEN_STORAGE_KEY, a
 * BroadcastChannel message `{ loggedIn, token }`, and local storage polled every
 * SSO_STORAGE_POLL_MS — each taken only while its timestamp is under 5 s old (core rules,
 * `acceptSsoToken`). The first acceptable token wins: `onToken` is called once and every
 * listener stops. Returns the function that stops listening without a token (the element went
 * away, or a new sign-in began).
 *
 * DECISION: the token is removed from local storage once taken, so a session token does not
 * stay readable there after the hand-over (the freshness check would refuse it anyway).
 *
 * @example
 * const stop = awaitSsoToken({ messageOrigins: [apiOrigin], onToken: (token) => signIn(token) });
 */
export function awaitSsoToken(options: SsoHandOverOptions): () => void {
  const sources = options.sources ?? browserSsoSources();
  const { events, storage, ownOrigin } = sources;
  let done = false;

  const offer = (
    channel: SsoChannel,
    origin: string,
    allowed: readonly string[],
    data: unknown,
  ) => {
    if (done) return;
    const fields = fieldsOf(data);
    if (!fields) return;
    const token = acceptSsoToken({ origin, ...fields }, allowed, sources.now());
    if (token === null) return;
    stop();
    try {
      storage?.removeItem(SSO_TOKEN_STORAGE_KEY);
    } catch {
      // Nothing to clean where storage refuses access.
    }
    options.onToken(token, channel);
  };
  const sameOrigin = [ownOrigin];

  const onMessage = (event: Event) => {
    const { origin, data } = event as MessageEvent;
    offer('message', origin, options.messageOrigins, data);
  };
  const onStorage = (event: Event) => {
    const { key, newValue } = event as StorageEvent;
    if (key === SSO_TOKEN_STORAGE_KEY) {
      offer('storage', ownOrigin, sameOrigin, parseStored(newValue));
    }
  };
  const broadcast = sources.openChannel(SSO_BROADCAST_CHANNEL);
  broadcast?.addEventListener('message', (event) => {
    const data: unknown = event.data;
    if (typeof data === 'object' && data !== null && (data as { loggedIn?: unknown }).loggedIn) {
      offer('broadcast', ownOrigin, sameOrigin, data);
    }
  });
  const poll = setInterval(() => {
    let text: string | null = null;
    try {
      text = storage?.getItem(SSO_TOKEN_STORAGE_KEY) ?? null;
    } catch {
      return;
    }
    offer('poll', ownOrigin, sameOrigin, parseStored(text));
  }, SSO_STORAGE_POLL_MS);

  events.addEventListener('message', onMessage);
  events.addEventListener('storage', onStorage);

  function stop(): void {
    if (done) return;
    done = true;
    events.removeEventListener('message', onMessage);
    events.removeEventListener('storage', onStorage);
    broadcast?.close();
    clearInterval(poll);
  }
  return stop;
}
