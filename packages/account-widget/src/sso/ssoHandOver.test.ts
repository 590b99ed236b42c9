import { SSO_TOKEN_STORAGE_KEY } from '@bikeship/core/constants';
import { createMemoryStorage } from '@bikeship/core/stores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  awaitSsoToken,
  type SsoBroadcastChannel,
  type SsoChannel,
  type SsoHandOverSources,
} from './ssoHandOver';

const PAGE = 'https://partner.example';
const POPUP = 'https://api.bikeship.example';
const NOW = Date.UTC(2026, 10, 25, 7, 0, 0);

/** A BroadcastChannel the test posts into. */
function fakeBroadcast() {
  const listeners: ((event: MessageEvent) => void)[] = [];
  let closed = false;
  const channel: SsoBroadcastChannel = {
    addEventListener: (_type, listener) => listeners.push(listener),
    close: () => {
      closed = true;
    },
  };
  return {
    channel,
    post: (data: unknown) => {
      if (!closed)
        for (const listener of listeners) listener(new MessageEvent('message', { data }));
    },
    isClosed: () => closed,
  };
}

function setup() {
  const events = new EventTarget();
  const storage = createMemoryStorage();
  const broadcast = fakeBroadcast();
  const sources: SsoHandOverSources = {
    events,
    storage,
    openChannel: () => broadcast.channel,
    ownOrigin: PAGE,
    now: () => Date.now(),
  };
  const taken: [string, SsoChannel][] = [];
  const stop = awaitSsoToken({
    messageOrigins: [POPUP],
    onToken: (token, channel) => taken.push([token, channel]),
    sources,
  });
  return {
    taken,
    stop,
    storage,
    broadcast,
    postMessage: (data: unknown, origin = POPUP) =>
      events.dispatchEvent(new MessageEvent('message', { data, origin })),
    storageEvent: (newValue: string | null, key = SSO_TOKEN_STORAGE_KEY) => {
      const event = new Event('storage');
      Object.assign(event, { key, newValue });
      events.dispatchEvent(event);
    },
  };
}

const handOver = (token: string, ageMs = 0) => ({ token, timestamp: Date.now() - ageMs });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('each channel of the SSO hand-over (shell §4)', () => {
  it('takes the token of a popup message from the popup server’s origin', () => {
    const { taken, postMessage } = setup();
    postMessage(handOver('t-message'));
    expect(taken).toEqual([['t-message', 'message']]);
  });

  it('takes the token of a storage event for the SSO token key', () => {
    const { taken, storageEvent } = setup();
    storageEvent('{"token":"t-other-key","timestamp":1}', 'some-other-key');
    storageEvent(JSON.stringify(handOver('t-storage')));
    expect(taken).toEqual([['t-storage', 'storage']]);
  });

  it('takes the token of a BroadcastChannel message with loggedIn', () => {
    const { taken, broadcast } = setup();
    broadcast.post({ loggedIn: false, ...handOver('t-not-logged-in') });
    broadcast.post({ loggedIn: true, ...handOver('t-broadcast') });
    expect(taken).toEqual([['t-broadcast', 'broadcast']]);
  });

  it('polls local storage every 1 s and takes a fresh token it finds there', () => {
    const { taken, storage } = setup();
    storage.setItem(SSO_TOKEN_STORAGE_KEY, JSON.stringify(handOver('t-poll')));
    vi.advanceTimersByTime(999);
    expect(taken).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(taken).toEqual([['t-poll', 'poll']]);
    // Taken, it does not stay in storage.
    expect(storage.getItem(SSO_TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('what the hand-over refuses', () => {
  it('ignores a popup message from a foreign origin, even from the page’s own', () => {
    const { taken, postMessage } = setup();
    postMessage(handOver('t-evil'), 'https://evil.example');
    postMessage(handOver('t-page'), PAGE);
    expect(taken).toEqual([]);
    postMessage(handOver('t-popup'));
    expect(taken).toEqual([['t-popup', 'message']]);
  });

  it('ignores a token 5 s old or older on every channel, and takes a fresh one after', () => {
    const { taken, postMessage, storageEvent, broadcast, storage } = setup();
    postMessage(handOver('stale', 5_000));
    storageEvent(JSON.stringify(handOver('stale', 6_000)));
    broadcast.post({ loggedIn: true, ...handOver('stale', 5_000) });
    storage.setItem(SSO_TOKEN_STORAGE_KEY, JSON.stringify(handOver('stale', 4_500)));
    vi.advanceTimersByTime(1_000); // now 5.5 s old when polled
    expect(taken).toEqual([]);
    postMessage(handOver('fresh', 4_999));
    expect(taken).toEqual([['fresh', 'message']]);
  });

  it('ignores a token without a timestamp, an empty token and what is not a hand-over', () => {
    const { taken, postMessage, storageEvent } = setup();
    postMessage({ token: 'no-time' });
    postMessage({ token: '', timestamp: Date.now() });
    postMessage('t-string');
    storageEvent('not json');
    vi.advanceTimersByTime(3_000);
    expect(taken).toEqual([]);
  });
});

describe('whichever arrives first wins, once', () => {
  it('takes the first token and stops every channel', () => {
    const { taken, postMessage, storageEvent, broadcast, storage } = setup();
    broadcast.post({ loggedIn: true, ...handOver('first') });
    postMessage(handOver('second'));
    storageEvent(JSON.stringify(handOver('third')));
    storage.setItem(SSO_TOKEN_STORAGE_KEY, JSON.stringify(handOver('fourth')));
    vi.advanceTimersByTime(2_000);
    expect(taken).toEqual([['first', 'broadcast']]);
    expect(broadcast.isClosed()).toBe(true);
  });

  it('takes nothing after being stopped (the element went away)', () => {
    const { taken, stop, postMessage, storage, broadcast } = setup();
    stop();
    postMessage(handOver('late'));
    storage.setItem(SSO_TOKEN_STORAGE_KEY, JSON.stringify(handOver('late')));
    vi.advanceTimersByTime(2_000);
    expect(taken).toEqual([]);
    expect(broadcast.isClosed()).toBe(true);
  });
});
