import { createContext, useContext } from 'react';
import type { AccountView } from './accountViews';

/** The view shown and how a view's link shows another (AccountWidget.tsx). */
export interface AccountViewControl {
  view: string;
  show(view: AccountView): void;
}

export const AccountViewContext = createContext<AccountViewControl>({
  view: 'login',
  show: () => {},
});

/** The element's view and how to turn to another: a link's `onClick`. */
export const useAccountView = (): AccountViewControl => useContext(AccountViewContext);
