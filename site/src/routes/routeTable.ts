/**
 * The site's route map: every route of both spec documents (shell §2, quote §2), with what each
 * page is called, what it says to a search engine, which layout frames it, who may open it and
 * which guards run on it. The router (SiteRoutes.tsx), the prerender (build/prerender.mjs) and
 * the server's page manifest are all made from this one table.
 *
 * Pure data and lazy imports: importing it touches nothing, so the build can read it in Node.
 */

/** The three layouts of shell §2. */
export type LayoutName = 'default' | 'contact' | 'serviceBar';

/**
 * Who may open a page: anyone; signed-in customers only (others go to /login and come back);
 * guests only (a signed-in customer goes to /profile) — shell §2 "Login pages are for guests
 * only".
 */
export type Access = 'anyone' | 'customer' | 'guest';

/** The guards of shell §6, by name. A name not in `GUARD_NAMES` is a 500 "Unknown middleware". */
export const GUARD_NAMES = ['analytics', 'auth', 'checkVersion'] as const;
export type GuardName = (typeof GUARD_NAMES)[number];

/**
 * What the page module is:
 * - `content`: an informational page, prerendered WITH its content (reads without JavaScript);
 * - `app`: a page whose content needs the browser (the wizard, the account views): prerendered
 *   with its layout, title and a loading state, the app fills it in.
 */
export type PageKind = 'content' | 'app';

export interface SiteRoute {
  /** The route name (analytics' title, shell §7), Nuxt-style: `your-order-details-id`. */
  name: string;
  /** React Router path; `?` marks an optional segment. */
  path: string;
  title: string;
  description: string;
  layout: LayoutName;
  access: Access;
  kind: PageKind;
  /** Guards run on the route, in order (shell §6: "all pages use the auth guard by default"). */
  guards: readonly string[];
  /** The page module: its default export is the page component. */
  page: () => Promise<{ default: () => React.ReactNode }>;
}

const ALL_GUARDS: readonly GuardName[] = ['checkVersion', 'auth', 'analytics'];
/** Shell §7: no page-view call for these (the event pages and the wizard send their own). */
export const ROUTES_WITHOUT_PAGE_VIEW = ['events-event', 'event', 'partners-event', 'ship'];

type RouteInput = Omit<SiteRoute, 'guards' | 'layout' | 'access' | 'kind'> &
  Partial<Pick<SiteRoute, 'guards' | 'layout' | 'access' | 'kind'>>;

function route(input: RouteInput): SiteRoute {
  const guards =
    input.guards ??
    ALL_GUARDS.filter(
      (guard) => guard !== 'analytics' || !ROUTES_WITHOUT_PAGE_VIEW.includes(input.name),
    );
  return { layout: 'default', access: 'anyone', kind: 'content', ...input, guards };
}

const pendingContent = () => import('../pages/PendingContentPage');
const account = () => import('../pages/AccountPage');
/** /track and /tracking: one page, one chunk. */
const trackingPage = () => import('../pages/tracking/TrackingPage');

/**
 * A content page. Without its own module yet it is the pending page: its title and what it will
 * offer, no filler.
 */
function contentRoute(
  name: string,
  path: string,
  title: string,
  description: string,
  page: SiteRoute['page'] = pendingContent,
): SiteRoute {
  return route({ name, path, title, description, page });
}

function accountRoute(
  name: string,
  path: string,
  title: string,
  description: string,
  access: Access,
): SiteRoute {
  return route({ name, path, title, description, page: account, kind: 'app', access });
}

export const SITE_ROUTES: readonly SiteRoute[] = [
  route({
    name: 'index',
    path: '/',
    title: 'bikeship — Bike shipping made simple',
    description:
      'Ship a bicycle or bike case door to door in the US and abroad: compare carrier quotes, pay online, print labels and track every stage.',
    layout: 'serviceBar',
    page: () => import('../pages/HomePage'),
  }),
  contentRoute(
    'aboutus',
    '/aboutus',
    'About us — bikeship',
    'Who we are: cyclists who have shipped bikes since 2009, and why we built a simpler way to do it.',
    () => import('../pages/content/AboutUsPage'),
  ),
  contentRoute(
    'accessibility',
    '/accessibility',
    'Accessibility statement — bikeship',
    'How bikeship works with keyboards, screen readers and zoom, and how to tell us about a barrier.',
    () => import('../pages/content/AccessibilityPage'),
  ),
  contentRoute(
    'advocacy',
    '/advocacy',
    'Advocacy — bikeship',
    'The cycling causes bikeship supports and how shipping a bike with us helps them.',
    () => import('../pages/content/AdvocacyPage'),
  ),
  contentRoute(
    'affiliate',
    '/affiliate',
    'Affiliate program — bikeship',
    'For shops, clubs and events that send riders our way: how the partner programme works and how to join.',
    () => import('../pages/content/AffiliatePage'),
  ),
  contentRoute(
    'ambassadors',
    '/ambassadors',
    'Ambassadors — bikeship',
    'The riders and racers who ship with bikeship and speak for it.',
    () => import('../pages/ambassadors/AmbassadorsPage'),
  ),
  contentRoute(
    'assembly-guide',
    '/assembly-guide',
    'Bike assembly guide — bikeship',
    'Put your bike back together after shipping: pedals, bars, seat post, wheels and a safety check.',
    () => import('../pages/content/AssemblyGuidePage'),
  ),
  contentRoute(
    'bicycleshops',
    '/bicycleshops',
    'Bike Shop Finder — bikeship',
    'Find a bike shop near you that packs, receives and assembles bikes shipped with bikeship.',
    () => import('../pages/finder/BicycleShopsPage'),
  ),
  contentRoute(
    'branding',
    '/branding',
    'Branding — bikeship',
    'The bikeship logo, colours and how to use them when you write about us.',
    () => import('../pages/content/BrandingPage'),
  ),
  contentRoute(
    'buckupforbikes',
    '/buckupforbikes',
    'Buck Up for Bikes — bikeship',
    'Add an optional donation to your shipment to help people who need a bike to get to work or school.',
    () => import('../pages/content/BuckUpForBikesPage'),
  ),
  contentRoute(
    'claims',
    '/claims',
    'Claims — bikeship',
    'What to do if your bike arrives damaged or is lost: what a claim covers, the pictures and papers you need.',
    () => import('../pages/content/ClaimsPage'),
  ),
  contentRoute(
    'claimsform',
    '/claimsform',
    'File a claim — bikeship',
    'File a damage or loss claim for a bikeship shipment with your pictures and documents.',
    () => import('../pages/claims/ClaimFormPage'),
  ),
  route({
    name: 'contact-us',
    path: '/contact-us',
    title: 'Contact us — bikeship',
    description:
      'How to reach bikeship support about a quote, an order or a claim, and where to find answers yourself.',
    layout: 'contact',
    page: () => import('../pages/contact/ContactPage'),
  }),
  contentRoute(
    'dimensionsandrates',
    '/dimensionsandrates',
    'Dimensions and rates — bikeship',
    'Box sizes, weight limits and what each box costs to ship by zone and service.',
    () => import('../pages/rates/DimensionsAndRatesPage'),
  ),
  contentRoute(
    'e-bike-shipping',
    '/e-bike-shipping',
    'E-bike shipping — bikeship',
    'Ship an e-bike safely: battery rules, what carriers accept and how to pack it.',
    () => import('../pages/content/EBikeShippingPage'),
  ),
  contentRoute(
    'event-shipping',
    '/event-shipping',
    'Event shipping — bikeship',
    'Ship your bike to a race, gran fondo or tour and have it waiting for you at the venue.',
    () => import('../pages/events/EventShippingPage'),
  ),
  contentRoute(
    'guarantee',
    '/guarantee',
    'Best Way Guarantee — bikeship',
    'Our promise on price and delivery, and what we do when we miss it.',
    () => import('../pages/content/GuaranteePage'),
  ),
  contentRoute(
    'international_bicycle_shipping',
    '/international_bicycle_shipping',
    'International bicycle shipping — bikeship',
    'Ship a bike abroad: customs forms, duties and VAT, and the landed cost before you pay.',
    () => import('../pages/content/InternationalShippingPage'),
  ),
  contentRoute(
    'jobs',
    '/jobs',
    'Jobs — bikeship',
    'Work at bikeship: the roles we are hiring for and how to apply.',
    () => import('../pages/content/JobsPage'),
  ),
  contentRoute(
    'pack',
    '/pack',
    'Packing guides — bikeship',
    'Step-by-step packing guides for road bikes, mountain bikes, e-bikes, wheels and hard cases.',
    () => import('../pages/content/PackPage'),
  ),
  contentRoute(
    'packing-guide',
    '/packing-guide',
    'How to pack a bike — bikeship',
    'How to pack a bike in a box so it arrives without a scratch.',
    () => import('../pages/content/PackingGuidePage'),
  ),
  contentRoute(
    'privacypolicy',
    '/privacypolicy',
    'Privacy policy — bikeship',
    'What bikeship collects about you, why, how long we keep it and how to have it deleted.',
    () => import('../pages/content/PrivacyPolicyPage'),
  ),
  route({
    name: 'QBPtopshop',
    path: '/QBPtopshop',
    title: 'QBP Top Shop — bikeship',
    description: 'QBP Top Shops: enrol your shop and quote bike shipments for your customers.',
    page: () => import('../pages/qbpTopShop/QbpTopShopPage'),
  }),
  contentRoute(
    'refundpolicy',
    '/refundpolicy',
    'Refund policy — bikeship',
    'When bikeship refunds a shipment, a label or a pickup, and how the money comes back.',
    () => import('../pages/content/RefundPolicyPage'),
  ),
  contentRoute(
    'shippingpolicy',
    '/shippingpolicy',
    'Shipping policy — bikeship',
    'What bikeship ships, to where, how it is insured and what a customer is responsible for.',
    () => import('../pages/content/ShippingPolicyPage'),
  ),
  contentRoute(
    'staff',
    '/staff',
    'Our staff — bikeship',
    'The people who answer your calls and plan your shipments.',
    () => import('../pages/content/StaffPage'),
  ),
  contentRoute(
    'sustainability',
    '/sustainability',
    'Sustainability — bikeship',
    'How bikeship keeps the footprint of shipping bikes down: reusable boxes, ground services and fewer trips.',
    () => import('../pages/content/SustainabilityPage'),
  ),
  contentRoute(
    'termsofservice',
    '/termsofservice',
    'Terms of service — bikeship',
    'The terms that apply when you quote, order and ship with bikeship.',
    () => import('../pages/content/TermsOfServicePage'),
  ),
  contentRoute(
    'track',
    '/track',
    'Track a shipment — bikeship',
    'Track a bikeship shipment by its tracking or order number.',
    trackingPage,
  ),
  contentRoute(
    'tracking',
    '/tracking',
    'Tracking — bikeship',
    'Where is my bike? Follow every stage of a bikeship shipment.',
    trackingPage,
  ),
  contentRoute(
    'trustpilot-reviews',
    '/trustpilot-reviews',
    'Reviews — bikeship',
    'What cyclists who shipped with bikeship say about it.',
    () => import('../pages/reviews/ReviewsPage'),
  ),
  contentRoute(
    'workwithus',
    '/workwithus',
    'Work with us — bikeship',
    'For bike shops, events and brands: put bikeship quotes on your own site with one script tag.',
    () => import('../pages/content/WorkWithUsPage'),
  ),

  // Ship and order (quote §2).
  route({
    name: 'ship',
    path: '/ship',
    title: 'Get a shipping quote — bikeship',
    description:
      'Quote, book and pay for shipping a bike or bike case in five steps: trip, rates, details, contents and payment.',
    layout: 'serviceBar',
    kind: 'app',
    page: () => import('../pages/ShipPage'),
  }),
  route({
    name: 'pre-confirmation',
    path: '/pre-confirmation',
    title: 'Review your order — bikeship',
    description: 'Review your shipment, its stages, boxes and charges before you pay.',
    layout: 'serviceBar',
    kind: 'app',
    page: () => import('../pages/PreConfirmationPage'),
  }),
  route({
    name: 'confirmation',
    path: '/confirmation',
    title: 'Order confirmed — bikeship',
    description: 'Your paid order, its shipping labels and what happens next.',
    layout: 'serviceBar',
    kind: 'app',
    page: () => import('../pages/ConfirmationPage'),
  }),
  accountRoute(
    'history',
    '/history',
    'Order history — bikeship',
    'Every order you placed with bikeship, by month, with its status and labels.',
    'customer',
  ),
  accountRoute(
    'your-order-details-id',
    '/your-order-details/:id?',
    'Order details — bikeship',
    'One order: its stages, labels, documents, payments and refunds.',
    'customer',
  ),
  route({
    name: 'events-event',
    path: '/events/:event?',
    title: 'Ship your bike to an event — bikeship',
    description: 'Ship your bike to this event and have it waiting at the venue.',
    layout: 'serviceBar',
    kind: 'app',
    page: () => import('../pages/EventPage'),
  }),
  route({
    name: 'partners-event',
    path: '/partners/:event?',
    title: 'Partner shipping — bikeship',
    description: 'Ship your bike with one of our partners and their prefilled quote.',
    layout: 'serviceBar',
    kind: 'app',
    page: () => import('../pages/EventPage'),
  }),
  route({
    name: 'event2-event-id',
    path: '/event2/:event?/:id?',
    title: 'Event stage shipping — bikeship',
    description: 'Ship your bike to this event and have it waiting at the venue.',
    layout: 'serviceBar',
    kind: 'app',
    page: () => import('../pages/EventPage'),
  }),

  // Account (shell §2).
  accountRoute(
    'login',
    '/login',
    'Log in — bikeship',
    'Log in to your bikeship account: your orders, saved searches and discounts.',
    'guest',
  ),
  accountRoute(
    'register',
    '/register',
    'Create a free account — bikeship',
    'Create a free bikeship account: everyday discounts up to 80%, bike tracking and expert support.',
    'guest',
  ),
  accountRoute(
    'registerthankyou',
    '/registerthankyou',
    'Confirm your email — bikeship',
    'Thank you for registering: confirm your email to open your account.',
    'anyone',
  ),
  accountRoute(
    'forgotPassword',
    '/forgotPassword',
    'Forgot your password — bikeship',
    'Get a link to set a new password for your bikeship account.',
    'guest',
  ),
  accountRoute(
    'reset-password',
    '/reset-password',
    'Set a new password — bikeship',
    'Set a new password for your bikeship account.',
    'guest',
  ),
  accountRoute(
    'changePassword',
    '/changePassword',
    'Change your password — bikeship',
    'Change the password of your bikeship account.',
    'customer',
  ),
  accountRoute(
    'timeout',
    '/timeout',
    'Logged out — bikeship',
    'You have been logged out due to inactivity.',
    'anyone',
  ),
  route({
    name: 'auth-callback',
    path: '/auth/callback',
    title: 'Signing you in — bikeship',
    description: 'Finishing your sign-in with Google, Facebook or Apple.',
    kind: 'app',
    page: () => import('../pages/AuthCallbackPage'),
  }),
  accountRoute(
    'profile',
    '/profile',
    'Your profile — bikeship',
    'Your bikeship account: your details, orders, searches, boxes, addresses and cards.',
    'customer',
  ),
  accountRoute(
    'youraccount',
    '/youraccount',
    'Your account — bikeship',
    'Your name, company, email, phone and settings.',
    'customer',
  ),
  accountRoute(
    'yourorders',
    '/yourorders',
    'Your orders — bikeship',
    'Your bikeship orders with their labels, tracking, documents and refunds.',
    'customer',
  ),
  accountRoute(
    'yoursearches',
    '/yoursearches',
    'Recent searches — bikeship',
    'Your recent shipping searches: open one again to requote it.',
    'customer',
  ),
  accountRoute(
    'yourboxes',
    '/yourboxes',
    'Saved boxes — bikeship',
    'The boxes you saved, with their sizes and weights, ready for your next quote.',
    'customer',
  ),
  accountRoute(
    'youraddresses',
    '/youraddresses',
    'Saved addresses — bikeship',
    'The pickup and delivery addresses you saved for your shipments.',
    'customer',
  ),
  accountRoute(
    'yourpayments',
    '/yourpayments',
    'Saved payment methods — bikeship',
    'The cards you saved to pay for shipments with one click.',
    'customer',
  ),

  // Last: an event by its url code, else the 404 (quote §2 catch-all).
  route({
    name: 'event',
    path: '/:event',
    title: 'Event bike shipping — bikeship',
    description: 'Ship your bike to this event and have it waiting at the venue.',
    layout: 'serviceBar',
    kind: 'app',
    page: () => import('../pages/EventPage'),
  }),
];

export const routeByName = (name: string): SiteRoute | undefined =>
  SITE_ROUTES.find((candidate) => candidate.name === name);
