import { describe, expect, it, vi } from 'vitest';
import { type Notice, noticeSchema } from '../schemas';
import { createNoticesStore, type NoticesStoreDeps } from './noticesStore';
import { fakeLogger } from './testing';

const NOW = Date.UTC(2025, 4, 27, 12, 0, 0);

const notice = (fields: Partial<Notice> & { name: string }): Notice =>
  noticeSchema.parse({ message: `${fields.name} message`, ...fields });

function setup(loaded: Notice[]) {
  const deps = {
    fetchByName: vi.fn<NoticesStoreDeps['fetchByName']>().mockResolvedValue(loaded),
    fetchByTime: vi.fn<NoticesStoreDeps['fetchByTime']>().mockResolvedValue(loaded),
    clock: { now: () => NOW },
    logger: fakeLogger(),
  };
  return { deps, store: createNoticesStore(deps) };
}

const names = (list: readonly { name: string }[]) => list.map((shown) => shown.name);

describe('page notices targeting (shell §2: home, the ship flow, or one step 1–5)', () => {
  it('shows each notice only where it targets', async () => {
    const { store } = setup([
      notice({ name: 'home', page: 'home' }),
      notice({ name: 'ship', page: 'ship' }),
      notice({ name: 'step3', page: 'ship', pages: [3] }),
    ]);
    await store.getState().loadByName('ship');
    expect(names(store.getState().visibleAt({ page: 'home' }))).toEqual(['home']);
    expect(names(store.getState().visibleAt({ page: 'ship', step: 1 }))).toEqual(['ship']);
    expect(names(store.getState().visibleAt({ page: 'ship', step: 3 }))).toEqual(['ship', 'step3']);
  });
});

describe('active notices (shell §3: active between startTime and endTime)', () => {
  it('hides notices outside their window or switched off', async () => {
    const { store, deps } = setup([
      notice({ name: 'now', startTime: '2025-05-27T00:00:00Z', endTime: '2025-05-28T00:00:00Z' }),
      notice({ name: 'later', startTime: '2025-06-01T00:00:00Z' }),
      notice({ name: 'over', endTime: '2025-05-27T11:59:59Z' }),
      notice({ name: 'off', active: false }),
    ]);
    await store.getState().loadCurrent();
    expect(deps.fetchByTime).toHaveBeenCalledWith('2025-05-27T12:00:00.000Z');
    expect(names(store.getState().visibleAt({ page: 'home' }))).toEqual(['now']);
  });
});

describe('notice text replacements (shell §8: plain text, never HTML)', () => {
  it('substitutes the placeholders and leaves markup as text', async () => {
    const { store } = setup([
      notice({
        name: 'holiday',
        message: 'No pickups on {date}. <b>{note}</b>',
        replacements: [
          { key: '{date}', value: 'May 26' },
          { key: '{note}', value: '<script>x</script>' },
        ],
      }),
    ]);
    await store.getState().loadByName('home');
    expect(store.getState().visibleAt({ page: 'home' })[0]?.text).toBe(
      'No pickups on May 26. <b><script>x</script></b>',
    );
  });
});

describe('dismiss (shell §3: dismissable)', () => {
  it('closes a dismissable notice, never one that is not', async () => {
    const { store } = setup([
      notice({ name: 'closable' }),
      notice({ name: 'sticky', dismissable: false }),
    ]);
    await store.getState().loadByName('home');
    for (const shown of store.getState().notices) store.getState().dismiss(shown);
    expect(names(store.getState().visibleAt({ page: 'home' }))).toEqual(['sticky']);
  });
});

describe('loading (shell §8: alert loading failures are only logged)', () => {
  it('logs a failure and keeps the notices it had', async () => {
    const { store, deps } = setup([notice({ name: 'kept' })]);
    await store.getState().loadByName('home');
    deps.fetchByName.mockRejectedValue(new Error('offline'));
    await store.getState().loadByName('home');
    expect(names(store.getState().notices)).toEqual(['kept']);
    expect(deps.logger.error).toHaveBeenCalledTimes(1);
  });

  it('loading the same notice twice keeps one copy', async () => {
    const { store } = setup([notice({ name: 'once' })]);
    await store.getState().loadByName('home');
    await store.getState().loadCurrent();
    expect(names(store.getState().notices)).toEqual(['once']);
  });
});
