/**
 * The views `<bikeship-account view="…">` shows (DESIGN.md §1). The list is open: the account
 * views (orders, profile, …) come later, and a page may name one before this release has it —
 * an unknown name shows a message saying so, never a crash (UnknownView.tsx).
 */
export const ACCOUNT_VIEWS = [
  'login',
  'register',
  'confirm-email',
  'forgot-password',
  'reset-password',
  'change-password',
  'timeout',
  'profile',
  'boxes',
  'addresses',
  'payments',
  'searches',
  'orders',
  'order',
] as const;

export type AccountView = (typeof ACCOUNT_VIEWS)[number];

/** The view shown without a `view` attribute: signing in is what a logged-out visitor needs. */
export const DEFAULT_ACCOUNT_VIEW: AccountView = 'login';

export const isAccountView = (view: string): view is AccountView =>
  (ACCOUNT_VIEWS as readonly string[]).includes(view);
