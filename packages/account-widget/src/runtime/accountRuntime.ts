import { createShopRuntime, type ShopRuntime } from '@bikeship/core/runtime';
import { createFailureReporter } from '@bikeship/embed';
import { emitSessionChanges } from '../session/sessionEvents';
import { createAccountApi } from './accountApi';
import {
  type AccountBasics,
  type AccountRuntimeOptions,
  createAccountBasics,
} from './accountBasics';

export {
  type AccountBasics,
  type AccountRuntimeOptions,
  type AccountSettings,
  createAccountBasics,
} from './accountBasics';

/**
 * One `<bikeship-account>`'s world: its basics (settings, events, failures) grown by its API and
 * the core shop runtime — the session store with the channel to other bundles and tabs, so a
 * sign-in here reaches a `<bikeship-quote>` on the same page (core/runtime). `given`: basics the
 * element already rendered with. Each element instance makes its own.
 *
 * @example
 * const runtime = createAccountRuntime({ apiBase: 'https://bikeship.example' });
 * runtime.session.getState().start();
 * await runtime.session.getState().login({ email, password });
 */
export function createAccountRuntime(options: AccountRuntimeOptions, given?: AccountBasics) {
  const basics = given ?? createAccountBasics(options);
  const reporter = createFailureReporter({
    state: basics.failures,
    apiBase: options.apiBase,
    locale: basics.settings.locale,
    ...(options.events ? { target: options.events } : {}),
  });
  const unwatch = reporter.watchPage();
  // Late-bound: the session store needs the API (login) and the API the session's token.
  let shop: ShopRuntime | undefined;
  const api = createAccountApi({
    baseURL: options.apiBase,
    // DECISION (as the quote widget): embeds send the token as a bearer header — on a partner
    // origin our auth cookie is a third-party cookie (DESIGN.md §5, http/cors.ts on the server).
    useBearer: true,
    credentials: 'omit',
    getToken: () => shop?.session.getState().token ?? undefined,
    onUnauthorized: () => shop?.session.getState().handleUnauthorized(),
    onSettled: (error) => reporter.noteCall(error),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  shop = createShopRuntime({
    api,
    ...(options.storages ? { storages: options.storages } : {}),
    ...(options.reload ? { reload: options.reload } : {}),
  });
  const stores = shop;
  const unwatchSession = emitSessionChanges(stores.session, (detail) =>
    basics.emit('bikeship:session', detail),
  );
  // The same object as the basics, grown by the API and the stores, as the quote widget's is.
  return Object.assign(basics, stores, {
    api,
    dispose(): void {
      unwatchSession();
      stores.dispose();
      unwatch();
    },
  });
}

export type AccountRuntime = ReturnType<typeof createAccountRuntime>;
