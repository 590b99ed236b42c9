import { describe, expect, it } from 'vitest';
import { SESSION_ID_PREFIX, SESSION_STORAGE_KEY } from '../constants';
import { createSessionId } from './sessionId';
import { createBrowserSessionChannel, type SessionSyncEvent } from './sessionSync';

describe('browser session channel (DESIGN §6: bundles agree through a BroadcastChannel)', () => {
  it('delivers a change from one bundle to another, not back to itself', async () => {
    const quote = createBrowserSessionChannel('bikeship-test');
    const account = createBrowserSessionChannel('bikeship-test');
    const heardByAccount: SessionSyncEvent[] = [];
    const heardByQuote: SessionSyncEvent[] = [];
    const stopAccount = account.subscribe((event) => heardByAccount.push(event));
    const stopQuote = quote.subscribe((event) => heardByQuote.push(event));
    quote.post({ key: SESSION_STORAGE_KEY });
    await new Promise((done) => setTimeout(done, 20));
    expect(heardByAccount).toEqual([{ key: SESSION_STORAGE_KEY }]);
    expect(heardByQuote).toEqual([]);
    stopAccount();
    stopQuote();
  });
});

describe('session id (shell §3: random string prefixed id)', () => {
  it('starts with the prefix and differs each time', () => {
    const first = createSessionId();
    expect(first.startsWith(SESSION_ID_PREFIX)).toBe(true);
    expect(first).toMatch(new RegExp(`^${SESSION_ID_PREFIX}[0-9a-z]{14}$`));
    expect(createSessionId()).not.toBe(first);
  });
});
