import { SESSION_STORAGE_KEY, SESSION_TYPE_REGISTERED } from '@bikeship/core/constants';
import type { BrowserStorages } from '@bikeship/core/stores';
import { render } from '@testing-library/preact';
import {
  ADA,
  FAKE_API_BASE,
  type FakeAnswer,
  fakeAuthApi,
  memoryStorages,
  type SeenRequest,
} from '../testing/renderAccount';
import { UserMenu } from './UserMenu';
import type { UserMenuPages } from './userMenuOptions';

/** Ada as the menu shows her: with a company and a phone. */
export const ADA_IN_FULL = {
  ...ADA,
  companyName: 'Rider Cycles',
  phoneNumber: '+1 555 0100',
};

/**
 * Storages holding a registered session, as a login on another element (or tab) leaves it:
 * its token expires `expiresInSeconds` from now (the session reads the user's `exp`).
 */
export function signedInStorages(expiresInSeconds = 3600): BrowserStorages {
  const storages = memoryStorages();
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  storages.local.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({
      token: 'header.payload.signature',
      session: {
        id: 'id-menu',
        startTime: Date.now(),
        duration: 1_200_000,
        sessionType: SESSION_TYPE_REGISTERED,
        user: { ...ADA_IN_FULL, exp },
        searches: [],
      },
    }),
  );
  return storages;
}

/**
 * Renders `<bikeship-user-menu>`'s tree on the fake API (testing/renderAccount.tsx); its events
 * are dispatched on `events`.
 */
export function renderUserMenu(
  options: {
    routes?: Record<string, (request: SeenRequest) => FakeAnswer>;
    storages?: BrowserStorages;
    pages?: UserMenuPages;
    reload?: () => void;
    openAtStart?: boolean;
  } = {},
) {
  const api = fakeAuthApi(options.routes ?? {});
  const events = new EventTarget();
  const storages = options.storages ?? memoryStorages();
  const view = render(
    <UserMenu
      pages={options.pages ?? {}}
      openAtStart={options.openAtStart}
      options={{
        apiBase: FAKE_API_BASE,
        fetch: api.fetch,
        events,
        storages,
        settings: { locale: 'en-US' },
        ...(options.reload ? { reload: options.reload } : {}),
      }}
    />,
  );
  return { ...view, api, events, storages };
}
