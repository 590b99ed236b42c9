import { createContext, useContext } from 'react';
import type { AccountView } from './accountViews';

/** The view shown and how a view's link shows another (AccountWidget.tsx). */
export interface AccountViewControl {
  view: string;
  /** The order `view="order"` shows: the `order-id` attribute (unchecked text). */
  orderId?: string;
  show(view: AccountView, target?: AccountViewTarget): void;
}

/** What a view shows besides its name: the order of `view="order"`. */
export interface AccountViewTarget {
  orderId?: string;
}

export const AccountViewContext = createContext<AccountViewControl>({
  view: 'login',
  show: () => {},
});

/** The element's view and how to turn to another: a link's `onClick`. */
export const useAccountView = (): AccountViewControl => useContext(AccountViewContext);
