import { accountCss } from './account/account.css';

/**
 * The account views' own CSS, for hosts without a shadow root to adopt into (Storybook, the
 * site). With @bikeship/ui's `uiCss` — the shared components and the tokens — it is all the
 * element shows; the element itself adopts `uiBaseCss` and this (account/AccountWidget.tsx).
 */
export const accountWidgetCss = accountCss;
