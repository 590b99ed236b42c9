import { createShopRuntime } from '@bikeship/core/runtime';
import { createQuoteBasics, type QuoteBasics, type QuoteRuntimeOptions } from './quoteBasics';

export type { QuoteApi } from './quoteApi';
export {
  DEFAULT_QUOTE_SETTINGS,
  type QuoteBasics,
  type QuoteRuntimeOptions,
  type QuoteSettings,
} from './quoteBasics';

/**
 * One wizard's world: its basics (the API, loaded on its first call; settings; events —
 * quoteBasics.ts) grown by the core shop runtime — session, ship and notices stores, with the
 * session channel to other bundles (core/runtime). `given`: basics the element already made
 * (the quote box renders with them before this module loads). The payment store comes with
 * step 5 (steps/payment/paymentStoreOf.ts). Each element instance makes its own, so several
 * widgets on a page do not share a search; sessions agree through storage and the channel.
 *
 * @example
 * const runtime = createQuoteRuntime({ apiBase: 'https://bikeship.example' });
 * runtime.ship.getState().updateSearch({ trips });
 * await runtime.ship.getState().loadRates();
 */
export function createQuoteRuntime(options: QuoteRuntimeOptions, given?: QuoteBasics) {
  const basics = given ?? createQuoteBasics(options);
  const shop = createShopRuntime({
    api: basics.api,
    ...(options.storages ? { storages: options.storages } : {}),
    ...(options.reload ? { reload: options.reload } : {}),
  });
  basics.linkSession({
    token: () => shop.session.getState().token,
    unauthorized: () => shop.session.getState().handleUnauthorized(),
  });
  // The same object as the basics, grown by the stores (quoteBasics.ts says why).
  return Object.assign(basics, shop);
}

export type QuoteRuntime = ReturnType<typeof createQuoteRuntime>;
