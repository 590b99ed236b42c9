import { accountCss } from './account/account.css';
import { userMenuCss } from './userMenu/userMenu.css';

/**
 * The account views' own CSS, for hosts without a shadow root to adopt into (Storybook, the
 * site). With @bikeship/ui's `uiCss` — the shared components and the tokens — it is all the
 * element shows; the elements adopt `uiBaseCss` and their part of this (account/AccountWidget.tsx,
 * userMenu/UserMenu.tsx).
 */
export const accountWidgetCss = `${accountCss}
${userMenuCss}`;
