/**
 * Which account view each account route shows (shell §2), and back: a link inside a view (Forgot
 * password, Create Free Account, an order) goes to its route, so the address bar, the history and
 * a shared link always name what is shown.
 */
export const VIEW_OF_ROUTE: Record<string, string> = {
  login: 'login',
  register: 'register',
  registerthankyou: 'confirm-email',
  forgotPassword: 'forgot-password',
  'reset-password': 'reset-password',
  changePassword: 'change-password',
  timeout: 'timeout',
  profile: 'profile',
  youraccount: 'profile',
  yourorders: 'orders',
  history: 'orders',
  'your-order-details-id': 'order',
  yoursearches: 'searches',
  yourboxes: 'boxes',
  youraddresses: 'addresses',
  yourpayments: 'payments',
};

/** The route a view is shown on (the first route naming it). */
export const PATH_OF_VIEW: Record<string, string> = {
  login: '/login',
  register: '/register',
  'confirm-email': '/registerthankyou',
  'forgot-password': '/forgotPassword',
  'reset-password': '/reset-password',
  'change-password': '/changePassword',
  timeout: '/timeout',
  profile: '/profile',
  orders: '/yourorders',
  order: '/your-order-details',
  searches: '/yoursearches',
  boxes: '/yourboxes',
  addresses: '/youraddresses',
  payments: '/yourpayments',
};

/**
 * The views that show their own title (an h2 saying what the page's h1 says): on their pages the
 * h1 is for screen readers and search engines only, so a sighted visitor does not read the
 * same heading twice. The profile and the saved lists have no title of their own.
 */
const VIEWS_WITH_OWN_TITLE = new Set([
  'login',
  'register',
  'confirm-email',
  'forgot-password',
  'reset-password',
  'change-password',
  'timeout',
  'orders',
  'order',
]);

export function viewShowsOwnTitle(view: string): boolean {
  return VIEWS_WITH_OWN_TITLE.has(view);
}

/** The view of an account route; the login for a route the map does not name. */
export function accountViewOf(routeName: string | undefined): string {
  return (routeName && VIEW_OF_ROUTE[routeName]) || 'login';
}

/** The path that shows `view` (an order's view with its id: /your-order-details/<id>). */
export function pathOfView(view: string, orderId?: string): string {
  const path = PATH_OF_VIEW[view] ?? '/login';
  return view === 'order' && orderId ? `${path}/${encodeURIComponent(orderId)}` : path;
}
