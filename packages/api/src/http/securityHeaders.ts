import type { Context, MiddlewareHandler } from 'hono';
import type { Config } from '../config';
import { EXTERNAL_LOGIN_BASE_PATH } from '../integrations/sso/providers';
import type { AppEnv } from './appEnv';

/**
 * The browser-side protections of every answer, in one place so that no page a route adds can
 * go out without them:
 * - every answer: `X-Content-Type-Options: nosniff` (a JSON answer or an upload is never run as
 *   a script or rendered as a page), and `Strict-Transport-Security` when the request came over
 *   https;
 * - every HTML answer (and every 304, which refreshes the headers of a cached page): a
 *   Content-Security-Policy without inline script, with `frame-ancestors`; `Referrer-Policy`;
 *   `Cross-Origin-Opener-Policy` — by the page's kind (the site, a partner example page, the
 *   sign-in popup, a page of the API).
 *
 * A route that sets its own Content-Security-Policy or Referrer-Policy keeps it — it knows its
 * page (the sign-in popup's per-response nonce, Swagger UI's inline styles, the strict example
 * page) — and only gets a `frame-ancestors` when its policy lacks one.
 */

/**
 * What kind of page an answer is, by its path: each kind has its own framing and COOP. `site`
 * is the main site (routes/site.ts answers every path the other modules leave); `own` is a page
 * of the API itself (its docs).
 */
export type PageKind = 'partner' | 'signInPopup' | 'site' | 'own';

/** The prefixes of the API, the widget bundles and the partner pages: everything else is the site. */
const NOT_SITE = /^\/(api|widgets|examples)(\/|$)/;

/** The partner example pages (routes/widgets.ts): they stand for pages of other sites. */
const PARTNER_PAGES_PREFIX = '/examples';

/**
 * The sign-in popup's pages: the stand-in form, the provider's callback and the page that
 * hands the token over (routes/sso.ts).
 */
const SIGN_IN_POPUP_PREFIX = `${EXTERNAL_LOGIN_BASE_PATH}/`;

export function pageKindOf(path: string): PageKind {
  if (path === PARTNER_PAGES_PREFIX || path.startsWith(`${PARTNER_PAGES_PREFIX}/`)) {
    return 'partner';
  }
  if (path.startsWith(SIGN_IN_POPUP_PREFIX)) return 'signInPopup';
  if (!NOT_SITE.test(path)) return 'site';
  return 'own';
}

/**
 * DECISION: who may frame a page. The site's pages and the API's own may be framed by this
 * server's pages only — no other site can put a sign-in or payment form of ours under its own;
 * a partner page is the partner's and is framed by nobody (a partner who wants framing sets it
 * on their own site); the sign-in popup is never framed (its form would be a clickjacking
 * target, and its own policy says so already).
 */
const FRAME_ANCESTORS: Record<PageKind, string> = {
  partner: "frame-ancestors 'none'",
  signInPopup: "frame-ancestors 'none'",
  site: "frame-ancestors 'self'",
  own: "frame-ancestors 'self'",
};

/**
 * DECISION: Cross-Origin-Opener-Policy by page kind, measured in Chromium with every pair of
 * opener and popup values (the opener on the popup's origin and on another):
 * - the server's own pages: `same-origin` — no other site's window keeps a handle on them;
 * - the sign-in popup: `unsafe-none`. It hands the token to the page that opened it with
 *   `window.opener.postMessage`, and that page is the site at one of WEB_ORIGINS, which may be
 *   another origin than this server (the defaults are 127.0.0.1 and localhost, two origins).
 *   Any other value on the popup, `same-origin-allow-popups` included, puts it in a new
 *   browsing context group unless the opener is on its origin with the same value:
 *   `window.opener` is null and the opener's `popup.closed` is true at once. For an opener on
 *   another origin postMessage is the only channel (local storage and BroadcastChannel stay
 *   within one origin), so the hand-over would never arrive;
 * - the partner pages: `same-origin-allow-popups`. They stand for the pages that embed our
 *   apps, and those open the sign-in popup: under `same-origin` the popup above (`unsafe-none`)
 *   is cut off from its opener — its postMessage is lost, `popup.closed` reads true at once —
 *   and only local storage and BroadcastChannel remain, on the popup's own origin only.
 *   `same-origin-allow-popups` keeps the popup's handle and still keeps every other site's
 *   window from holding one on the page;
 * - the site's pages: `same-origin-allow-popups`, for the same reason as the partner pages —
 *   the site's login page and user menu open the social sign-in popup (on this origin, whose
 *   `unsafe-none` would otherwise cut it off from a `same-origin` opener).
 */
const OPENER_POLICY: Record<PageKind, string> = {
  partner: 'same-origin-allow-popups',
  signInPopup: 'unsafe-none',
  site: 'same-origin-allow-popups',
  own: 'same-origin',
};

/** Where Stripe.js and its card frames come from (Stripe's published CSP requirements). */
const STRIPE_SCRIPT_SOURCES = 'https://js.stripe.com https://*.js.stripe.com';
const STRIPE_FRAME_SOURCES = `${STRIPE_SCRIPT_SOURCES} https://hooks.stripe.com`;

export interface PartnerPageOptions {
  /** Card entry runs on Stripe.js. */
  stripe: boolean;
  /** The server is reached over plain http: a development machine. */
  plainHttp: boolean;
}

/**
 * The policy of a partner page: the widget's scripts from this origin and no inline script or
 * style — its styles are constructed stylesheets, allowed by style-src 'self'. Its API calls go
 * wherever the page's `configure` command points them (DESIGN.md §5: a partner page may call a
 * separate API origin), which the server cannot know: any https origin, and on a development
 * server (plain http) any http origin too. With Stripe taking the cards, the payment step loads
 * Stripe.js, which draws the card field in Stripe's frames (its API is an https origin).
 */
export function partnerPagePolicy({ stripe, plainHttp }: PartnerPageOptions): string {
  return [
    "default-src 'self'",
    `script-src 'self'${stripe ? ` ${STRIPE_SCRIPT_SOURCES}` : ''}`,
    "style-src 'self'",
    `connect-src 'self' https:${plainHttp ? ' http:' : ''}`,
    ...(stripe ? [`frame-src ${STRIPE_FRAME_SOURCES}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    FRAME_ANCESTORS.partner,
  ].join('; ');
}

/**
 * Google Analytics 4 (gtag.js), per Google's published CSP guide: the script from
 * www.googletagmanager.com, the measurement beacons to its collection hosts.
 */
const GA4_SCRIPT_SOURCE = 'https://www.googletagmanager.com';
const GA4_BEACON_SOURCES =
  'https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com';

export interface SitePageOptions {
  /** Card entry runs on Stripe.js (the wizard's payment step, an order's amount due). */
  stripe: boolean;
  /** Page views also go to Google Analytics 4 (ANALYTICS_GA4_MEASUREMENT_ID is set). */
  ga4: boolean;
  /** The origin of the configured chat provider's script (CHAT_SCRIPT_URL), or null. */
  chatOrigin?: string | null;
}

/**
 * DECISION: a chat provider is allowed one origin — its script's — for its script, its calls
 * (and web socket), its frames, images and styles: what a chat widget draws and talks to. A
 * provider that spreads over several hosts is served through one (its own loader or a proxy);
 * the site's policy does not open to a list of hosts nobody configured.
 */
export function chatOriginOf(chatScriptUrl: string | undefined): string | null {
  return chatScriptUrl ? new URL(chatScriptUrl).origin : null;
}

/** The web-socket twin of an origin: https → wss, http → ws. */
const socketOriginOf = (origin: string) => origin.replace(/^http/, 'ws');

/**
 * The policy of the site's pages: scripts and styles from this origin only — the consent and
 * analytics code are files of the build, never inline — plus Stripe's hosts only when Stripe
 * takes the cards, and Google's analytics hosts only when a GA4 measurement id is configured
 * (gtag.js is then loaded for visitors who allowed analytics), and the chat provider's origin
 * only when CHAT_SCRIPT_URL names one (the contact page loads it for visitors who allowed
 * marketing cookies). The site calls only this origin (the widgets on it use `location.origin`
 * as their API base). Images are this origin's and the page's own object URLs (blob:).
 */
export function sitePagePolicy({ stripe, ga4, chatOrigin = null }: SitePageOptions): string {
  const chat = chatOrigin ? [chatOrigin] : [];
  const scripts = [
    "'self'",
    ...(stripe ? [STRIPE_SCRIPT_SOURCES] : []),
    ...(ga4 ? [GA4_SCRIPT_SOURCE] : []),
    ...chat,
  ];
  const connect = [
    "'self'",
    ...(stripe ? ['https://api.stripe.com'] : []),
    ...(ga4 ? [GA4_BEACON_SOURCES] : []),
    ...(chatOrigin ? [chatOrigin, socketOriginOf(chatOrigin)] : []),
  ];
  const images = [...(ga4 ? [GA4_BEACON_SOURCES] : []), ...chat];
  const frames = [...(stripe ? [STRIPE_FRAME_SOURCES] : []), ...chat];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    ...(chatOrigin ? [`style-src 'self' ${chatOrigin}`] : []),
    `connect-src ${connect.join(' ')}`,
    // blob: for the claim form's previews of the pictures a customer chose (object URLs this
    // page made of its own files; no other origin can make one of ours).
    `img-src 'self' blob:${images.map((source) => ` ${source}`).join('')}`,
    ...(frames.length > 0 ? [`frame-src 'self' ${frames.join(' ')}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    FRAME_ANCESTORS.site,
  ].join('; ');
}

/** The policy of any other page of ours that sets none: everything from this origin only. */
export const OWN_PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  FRAME_ANCESTORS.own,
].join('; ');

/** DECISION: strict-origin-when-cross-origin: other sites learn our origin, never a path. */
const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * DECISION: one year, without includeSubDomains or preload: this server does not know the other
 * hosts of its domain, so committing them to https is the domain owner's call, made at the edge.
 */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

export interface SecurityHeadersOptions {
  config: Pick<
    Config,
    'publicUrl' | 'TRUST_PROXY_HOPS' | 'ANALYTICS_GA4_MEASUREMENT_ID' | 'CHAT_SCRIPT_URL'
  >;
  /** Whether card entry runs on Stripe.js: the partner pages and the site then allow it. */
  stripe: boolean;
}

/**
 * Whether the browser reached us over https: the request's own URL, a public URL on https (the
 * server is only reachable through a TLS front end then), or, behind `TRUST_PROXY_HOPS`
 * proxies, the `X-Forwarded-Proto` the outermost trusted proxy wrote. As for X-Forwarded-For
 * (auth/clientAddress.ts), that is the Nth entry from the right; proxies that overwrite the
 * header instead of appending leave fewer entries, and then the first is theirs. Without trusted
 * proxies the header is the caller's own word and is ignored. (Browsers ignore the header on a
 * plain-http answer anyway, so a wrong guess here can only omit it.)
 */
function cameOverHttps(c: Context<AppEnv>, publicHttps: boolean, trustedHops: number): boolean {
  if (publicHttps || c.req.url.startsWith('https:')) return true;
  if (trustedHops === 0) return false;
  const entries = (c.req.header('x-forwarded-proto') ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  const written =
    entries.length >= trustedHops ? entries[entries.length - trustedHops] : entries[0];
  return written === 'https';
}

/** Whether a policy already has a directive, e.g. `frame-ancestors`. */
function hasDirective(policy: string, directive: string): boolean {
  return policy.split(';').some((part) => part.trim().toLowerCase().startsWith(`${directive} `));
}

/** The security headers of every answer (see the top of this file). */
export function securityHeaders(options: SecurityHeadersOptions): MiddlewareHandler<AppEnv> {
  const publicHttps = options.config.publicUrl.startsWith('https:');
  const trustedHops = options.config.TRUST_PROXY_HOPS;
  const partnerPolicy = partnerPagePolicy({ stripe: options.stripe, plainHttp: !publicHttps });
  const sitePolicy = sitePagePolicy({
    stripe: options.stripe,
    ga4: Boolean(options.config.ANALYTICS_GA4_MEASUREMENT_ID),
    chatOrigin: chatOriginOf(options.config.CHAT_SCRIPT_URL),
  });
  const policyOf: Record<PageKind, string> = {
    partner: partnerPolicy,
    site: sitePolicy,
    signInPopup: OWN_PAGE_POLICY,
    own: OWN_PAGE_POLICY,
  };
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (!headers.has('x-content-type-options')) headers.set('X-Content-Type-Options', 'nosniff');
    if (cameOverHttps(c, publicHttps, trustedHops)) {
      headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    }
    const type = headers.get('content-type') ?? '';
    const isPage = type.toLowerCase().startsWith('text/html') || c.res.status === 304;
    if (!isPage) return;
    const kind = pageKindOf(c.req.path);
    const own = headers.get('content-security-policy');
    if (own === null) {
      headers.set('Content-Security-Policy', policyOf[kind]);
    } else if (!hasDirective(own, 'frame-ancestors')) {
      headers.set('Content-Security-Policy', `${own}; ${FRAME_ANCESTORS[kind]}`);
    }
    if (!headers.has('referrer-policy')) headers.set('Referrer-Policy', REFERRER_POLICY);
    headers.set('Cross-Origin-Opener-Policy', OPENER_POLICY[kind]);
  };
}
