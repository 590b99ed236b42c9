// A shop runtime (DESIGN.md §2): the API client's stores composed once, with the cross-bundle
// session channel, for whichever surface shows them — a widget element, the account widget, the
// site. Imports no UI framework.

export * from './referenceData';
export {
  createShopRuntime,
  type ShopRuntime,
  type ShopRuntimeApi,
  type ShopRuntimeOptions,
  type ShopStores,
} from './shopRuntime';
export { tokenExpirySeconds } from './tokenExpiry';
