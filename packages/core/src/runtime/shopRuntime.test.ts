import { describe, expect, it, vi } from 'vitest';
import { createBikeshipApi } from '../api';
import { ApiError } from '../api/apiError';
import { SESSION_TYPE_REGISTERED } from '../constants';
import { userSchema } from '../schemas';
import type { BrowserStorages } from '../stores/browserStorage';
import { createBrowserSessionChannel } from '../stores/sessionSync';
import { fakeLogger, fakeStorage } from '../stores/testing';
import { createShopRuntime, type ShopRuntimeApi } from './shopRuntime';

const user = userSchema.parse({
  id: 'user-7',
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Lopez',
});

/** The calls a shop runtime makes, answering a login for any credentials. */
function fakeApi(): ShopRuntimeApi {
  return {
    auth: {
      login: vi.fn(async () => ({ token: 'header.e30.signature' })),
      extendSession: vi.fn(async () => false as const),
      logout: vi.fn(async () => undefined),
    },
    user: { getUser: vi.fn(async () => ({ value: user })) },
    savedSearch: {
      createSavedSearch: vi.fn(async () => false as const),
      updateSavedSearch: vi.fn(async () => false as const),
    },
    alerts: { getAlertsByName: vi.fn(async () => []), getAlertsByTime: vi.fn(async () => []) },
    quotes: { ratesOf: vi.fn(async () => false as const) },
  } as unknown as ShopRuntimeApi; // only the fields the stores read; the answers' full shapes are the client's
}

/** Two bundles on one page: one localStorage, each bundle its own tab view and stores. */
const pageStorages = (local = fakeStorage()): BrowserStorages => ({
  local,
  tab: fakeStorage(),
  consent: fakeStorage(),
});

describe('createShopRuntime (DESIGN.md §6: two bundles on one page agree on the session)', () => {
  it('a login the server refuses is wrong credentials; one that got no answer is not (shell §8)', async () => {
    const api = fakeApi();
    const runtime = createShopRuntime({ api, storages: pageStorages(), logger: fakeLogger() });
    const refused = new ApiError('http', 'You have entered an invalid username or password', 401);
    vi.mocked(api.auth.login).mockRejectedValueOnce(refused);
    await expect(
      runtime.session.getState().login({ email: user.email, password: 'wrong' }),
    ).resolves.toBe(false);
    const unreachable = new ApiError('network', 'Failed to fetch');
    vi.mocked(api.auth.login).mockRejectedValueOnce(unreachable);
    await expect(
      runtime.session.getState().login({ email: user.email, password: 'correct horse' }),
    ).rejects.toBe(unreachable);
    const limited = new ApiError('http', 'Too many sign-in attempts', 429);
    vi.mocked(api.auth.login).mockRejectedValueOnce(limited);
    await expect(
      runtime.session.getState().login({ email: user.email, password: 'correct horse' }),
    ).rejects.toBe(limited);
    expect(runtime.session.getState().session).toBeNull();
  });

  it('a login in one bundle reaches the other bundle on the same page through the channel', async () => {
    const local = fakeStorage();
    const channelName = `bikeship-test-${Math.random()}`;
    const quote = createShopRuntime({
      api: fakeApi(),
      storages: pageStorages(local),
      channel: createBrowserSessionChannel(channelName),
      logger: fakeLogger(),
    });
    const account = createShopRuntime({
      api: fakeApi(),
      storages: pageStorages(local),
      channel: createBrowserSessionChannel(channelName),
      logger: fakeLogger(),
    });
    quote.session.getState().start();
    account.session.getState().start();
    try {
      expect(quote.session.getState().session).toBeNull();
      await expect(
        account.session.getState().login({ email: user.email, password: 'correct horse' }),
      ).resolves.toBe(true);
      await vi.waitFor(() =>
        expect(quote.session.getState().session?.sessionType).toBe(SESSION_TYPE_REGISTERED),
      );
      expect(quote.session.getState().session?.user?.email).toBe(user.email);

      account.session.getState().logout();
      await vi.waitFor(() => expect(quote.session.getState().session).toBeNull());
    } finally {
      quote.dispose();
      account.dispose();
    }
  });

  it('without a channel (memory storages in tests) a runtime hears nothing from another', async () => {
    const local = fakeStorage();
    const first = createShopRuntime({ api: fakeApi(), storages: pageStorages(local) });
    const second = createShopRuntime({ api: fakeApi(), storages: pageStorages(local) });
    first.session.getState().start();
    second.session.getState().start();
    await first.session.getState().login({ email: user.email, password: 'correct horse' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(second.session.getState().session).toBeNull();
    first.dispose();
    second.dispose();
  });

  it('the whole client of core/api is a shop runtime API as it is (what the site passes)', () => {
    const api: ShopRuntimeApi = createBikeshipApi({ baseURL: 'http://127.0.0.1:1' });
    const runtime = createShopRuntime({ api, storages: pageStorages() });
    expect(runtime.session.getState().session).toBeNull();
    runtime.dispose();
  });

  it('the ship store asks the rates of its search through the given API', async () => {
    const api = fakeApi();
    const runtime = createShopRuntime({ api, storages: pageStorages() });
    runtime.session.getState().startGuestSession();
    await runtime.ship.getState().loadRates();
    expect(api.quotes.ratesOf).toHaveBeenCalledTimes(1);
    runtime.dispose();
  });
});
