import type { BrowserStorages } from '@bikeship/core/stores';
import { AccountWidget } from '../src/account/AccountWidget';
import type { AccountSettings } from '../src/runtime/accountBasics';
import { signedInStorages } from '../src/saved/signedInStorages';
import {
  FAKE_API_BASE,
  type FakeAnswer,
  fakeAuthApi,
  memoryStorages,
  type SeenRequest,
} from '../src/testing/renderAccount';

/** What a story of one view needs: the fake API's answers and the element's settings. */
export interface AccountStoryArgs {
  view: string;
  /** The `order-id` attribute. */
  orderId?: string;
  /** The browser's storages (a signed-in session); empty memory storages by default. */
  storages?: BrowserStorages;
  routes?: Record<string, (request: SeenRequest) => FakeAnswer>;
  settings?: Partial<AccountSettings>;
  /** Ada is signed in (the customer's own views); a visitor otherwise. */
  signedIn?: boolean;
}

/**
 * `<bikeship-account>`'s tree as the element renders it, on the in-memory fake API (no server)
 * with memory storages: a story's view, answers and settings are its args.
 */
export function AccountStory(props: AccountStoryArgs) {
  const api = fakeAuthApi(props.routes ?? {});
  return (
    <AccountWidget
      view={props.view}
      orderId={props.orderId}
      options={{
        apiBase: FAKE_API_BASE,
        fetch: api.fetch,
        storages: props.storages ?? (props.signedIn ? signedInStorages() : memoryStorages()),
        settings: { locale: 'en-US', ...props.settings },
      }}
    />
  );
}
