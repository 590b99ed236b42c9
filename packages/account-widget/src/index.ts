// @bikeship/account-widget — sign-in and the customer's account as custom elements (DESIGN.md
// §5). Importing this module defines nothing and touches no `window`/`document`: call
// `defineAccountElements`.
export { AccountWidget } from './account/AccountWidget';
export { ACCOUNT_VIEWS, type AccountView } from './account/accountViews';
export { defineAccountElements } from './elements/defineAccountElements';
export type {
  AccountWidgetEventDetail,
  AccountWidgetEventMap,
  AccountWidgetEventName,
} from './elements/widgetEvents';
export {
  type AccountRuntime,
  type AccountRuntimeOptions,
  type AccountSettings,
  createAccountRuntime,
} from './runtime/accountRuntime';
export { UserMenu, type UserMenuProps } from './userMenu/UserMenu';
export type { UserMenuDestination } from './userMenu/userMenuLinks';
export type { UserMenuPages } from './userMenu/userMenuOptions';
