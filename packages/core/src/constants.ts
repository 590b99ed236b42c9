/**
 * Every number and fixed list of the spec's "Business constants and limits" sections
 * (shell-and-accounts.md §9 and quote-and-order.md §9), named for what it means.
 *
 * Where the spec says "not shown", the value chosen here is marked DECISION with the reason.
 */

// ─── Session (shell §4, §9) ────────────────────────────────────────────────────────────────

/** Default session length without a token expiry: 20 minutes. */
export const SESSION_DEFAULT_DURATION_MS = 1_200_000;
/** The expiry warning modal opens this long before the session ends. */
export const SESSION_WARNING_BEFORE_END_MS = 60_000;
/** The session check runs this often… */
export const SESSION_CHECK_INTERVAL_MS = 5_000;
/** …and first runs this long after start. */
export const SESSION_FIRST_CHECK_DELAY_MS = 1_000;
/** The countdown in the warning modal ticks every second. */
export const SESSION_COUNTDOWN_TICK_MS = 1_000;
/** Lifetime of the JWT the server issues (the `exp` claim): the same 20 minutes. */
export const AUTH_TOKEN_LIFETIME_S = 20 * 60;
/** The auth cookie lives 8 days. */
export const AUTH_COOKIE_LIFETIME_DAYS = 8;
export const AUTH_COOKIE_LIFETIME_S = AUTH_COOKIE_LIFETIME_DAYS * 24 * 60 * 60;
/**
 * DECISION (not shown): the "confirm your email" link registration mails works for 24 hours —
 * a day to find the mail — and once. The server enforces it; the thank-you view says it.
 */
export const CONFIRM_EMAIL_LINK_LIFETIME_HOURS = 24;
/** Prefix of the random session id ("random string prefixed id"). */
export const SESSION_ID_PREFIX = 'id';
/** Session types. */
export const SESSION_TYPE_GUEST = 0;
export const SESSION_TYPE_REGISTERED = 1;
/** Roles when the token carries none. */
export const DEFAULT_ROLES: readonly string[] = ['Guest'];
/**
 * DECISION (not shown): where the session lives. A registered session (with its token) is kept
 * under this key in local storage, a guest session (with its searches) under the same key in tab
 * storage. Other bundles on the page hear about changes on this channel (DESIGN §6).
 */
export const SESSION_STORAGE_KEY = 'bikeship-session';
/**
 * The last Resume asked for on a page (the account's recent searches), in TAB storage: the other
 * bundles of the page hear it with the session's change, other tabs do not (their own tab storage
 * holds none of it), so only a wizard on the page that asked follows it.
 */
export const RESUME_REQUEST_STORAGE_KEY = 'bikeship-resume';
export const SESSION_BROADCAST_CHANNEL = 'bikeship-session';

// ─── Single sign-on (shell §4, §9) ─────────────────────────────────────────────────────────

/** An SSO token is accepted only while its timestamp is younger than this. */
export const SSO_TOKEN_FRESHNESS_MS = 5_000;
/** Local storage is polled this often for an SSO token. */
export const SSO_STORAGE_POLL_MS = 1_000;
/** The social sign-in popup size. */
export const SSO_POPUP_WIDTH_PX = 500;
export const SSO_POPUP_HEIGHT_PX = 600;
/** Social sign-in providers. */
export const SSO_PROVIDERS = ['google', 'facebook', 'apple'] as const;
/**
 * DECISION (not shown): storage keys and channel name of the SSO hand-over. The spec names the
 * channels (storage event for "a sso login token key", BroadcastChannel, polled local storage)
 * but not their names.
 */
export const SSO_TOKEN_STORAGE_KEY = 'bikeship-sso-token';
export const SSO_BROADCAST_CHANNEL = 'bikeship-sso';

// ─── Form limits (shell §5, §9) ────────────────────────────────────────────────────────────

export const EMAIL_MAX_LENGTH = 50;
export const PASSWORD_MAX_LENGTH = 60;
/**
 * DECISION (shell §5: registration rules "not shown"): a NEW password (register, reset, change)
 * has at least this many characters (rules/newPassword.ts).
 */
export const NEW_PASSWORD_MIN_LENGTH = 8;
/**
 * DECISION (not shown): names and company names are at most 50 characters, like the email —
 * what shipping labels print on one line.
 */
export const NAME_MAX_LENGTH = 50;
/** DECISION (not shown): free text (messages, descriptions, street lines) at most 1000 chars. */
export const FREE_TEXT_MAX_LENGTH = 1000;
/**
 * DECISION (not shown): a JSON text field (a saved search, a client log entry) is at most
 * 100,000 chars; a saved search of 5 stages fits in about 20,000.
 */
export const JSON_TEXT_MAX_LENGTH = 100_000;

// ─── UI timing (shell §4, §9) ──────────────────────────────────────────────────────────────

/** A modal ignores outside clicks during its first 100 ms. */
export const MODAL_OUTSIDE_CLICK_IGNORE_MS = 100;
/** Minimum fetch delay, so a loading state never flashes. */
export const MIN_FETCH_DELAY_MS = 200;
/** A chunk-load failure reloads the page at most once a minute. */
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;
/** Cached header max-age. */
export const CACHED_HEADER_MAX_AGE_S = 10_800;
/** Responsive breakpoints. */
export const BREAKPOINTS_PX = { sm: 640, md: 768, lg: 992, xl: 1200, xxl: 1536 } as const;
/** The mobile logo shows up to this width. */
export const MOBILE_LOGO_MAX_WIDTH_PX = 600;

// ─── Consent (shell §3, §9) ────────────────────────────────────────────────────────────────

export const CONSENT_STORAGE_KEY = 'consent-preferences';
export const CONSENT_CATEGORIES = ['essential', 'analytics', 'marketing'] as const;
/**
 * DECISION (not shown): the consent cookie (used when local storage is unavailable) lives one
 * year, after which the banner asks again — the usual renewal period of consent regulators.
 */
export const CONSENT_COOKIE_LIFETIME_S = 365 * 24 * 60 * 60;

// ─── Shell content (shell §1, §9) ──────────────────────────────────────────────────────────

export const COPYRIGHT_START_YEAR = 2009;
/** Review count is shown in thousands. */
export const REVIEW_COUNT_DIVISOR = 1000;
export const STORED_VALUE_KEYS = ['numserved', 'reviewcount', 'client-version'] as const;
/** Benefits of a free account as listed in the guest user menu. */
export const FREE_ACCOUNT_MAX_DISCOUNT_PERCENT = 80;

// ─── Searches and the wizard (quote §2, §9) ────────────────────────────────────────────────

export const MAX_STAGES = 5;
export const MAX_SEARCHES_PER_SESSION = 3;
export const SAVED_SEARCHES_FETCHED = 3;
export const RECENT_ORDERS_FETCHED = 3;
/** Wizard steps 1 Search, 2 Costs, 3 Details, 4 Contents, 5 Payment. */
export const WIZARD_STEPS = ['Search', 'Costs', 'Details', 'Contents', 'Payment'] as const;
export const FIRST_STEP = 1;
export const LAST_STEP = WIZARD_STEPS.length;
/** On resume the step is capped at 2 (Costs)… */
export const RESUME_MAX_STEP = 2;
/** …and set this long after the rates came back. */
export const RATES_STEP_DELAY_MS = 1_500;
/** Ship modes derived from the number of trips. */
export const SHIP_MODE_ONE_WAY = 1;
export const SHIP_MODE_ROUND_TRIP = 2;
export const SHIP_MODE_MULTI_CITY = 3;
export const DEFAULT_SHIP_MODE = SHIP_MODE_ONE_WAY;

// ─── Fees and rates (quote §9) ─────────────────────────────────────────────────────────────

export const DEFAULT_PICKUP_FEE = 5;
export const HAZMAT_FEE = 0;
/** A requote price difference under this keeps the choice as validWithoutChange. */
export const REQUOTE_DIFF_THRESHOLD = 5;
/** A landed-cost answer is accepted only with clearanceFee at most this. */
export const LANDED_COST_CLEARANCE_FEE_CAP = 10_000;
/** Speed code removed from rates when the purpose is one of PURPOSES_REMOVING_SPEED. */
export const REMOVED_SPEED_CODE = 8;
export const PURPOSES_REMOVING_SPEED: readonly number[] = [146, 149];
/** The landed-cost error that is ignored for domestic shipments. */
export const DOMESTIC_LANDED_COST_ERROR = 'Domestic shipments are not allowed';

// ─── Money (quote §9) ──────────────────────────────────────────────────────────────────────

export const CURRENCY = 'USD';
/**
 * The request headers of the payment calls, named once for the browser, the server and its
 * CORS answer: a guest's proof of owning an order (embeds on partner origins, which get no
 * cookie of ours), and the key that makes a payment attempt happen at most once.
 */
export const ORDER_KEY_HEADER = 'X-Bikeship-Order-Key';
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/**
 * DECISION (the spec names the `partner` attribute, not how it reaches the server): the partner
 * bike shop whose page the widget is embedded on travels as this request header, which the API
 * client adds from its `partner` option and the server records on the orders placed with it.
 * Why a header rather than a field of the order body: the partner is who hosts the page, not
 * something the customer enters — it belongs to the embed's client like its bearer token, and
 * every write call (the rate request, the order, the payment) carries it without each body
 * growing a field. Its value is a slug of at most PARTNER_SLUG_MAX_LENGTH characters.
 */
export const PARTNER_HEADER = 'X-Bikeship-Partner';
export const PARTNER_SLUG_MAX_LENGTH = 64;
export const CENTS_PER_DOLLAR = 100;
/**
 * DECISION (not shown): the largest money amount the API takes in any field, in dollars — far
 * above any shipping order (five stages of the dearest service with the largest protection), and
 * small enough that its cents are exact in a double and in a database integer column.
 */
export const MAX_MONEY_AMOUNT = 1_000_000;
/** DECISION (not shown): the largest "Buck up for bikes" donation one order takes, in dollars. */
export const MAX_DONATION = 10_000;
/** Default payment processor: "s" (Stripe). "p" is PayPal. */
export const DEFAULT_PAYMENT_PROCESSOR = 's';
export const PAYMENT_PROCESSOR_PAYPAL = 'p';
/** Discount types derived from a coupon. */
export const DISCOUNT_TYPE_PERCENT = 1;
export const DISCOUNT_TYPE_FIXED = 2;

// ─── Customs (quote §5, §9) ────────────────────────────────────────────────────────────────

export const EU_COUNTRY_CODES: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
];

// ─── Units (quote §5) ──────────────────────────────────────────────────────────────────────

export const CM_TO_IN = 0.39370078;
export const KG_TO_LB = 2.20498765;
/**
 * DECISION (spec: "a small offset, value not shown"): converted values are rounded UP to the
 * next 0.01 so that a metric box never under-declares to the carrier (a carrier bills the next
 * whole unit anyway). The offset is this rounding step.
 */
export const UNIT_CONVERSION_ROUNDING_STEP = 0.01;
export const DEFAULT_LINEAR_UNIT = 'IN';
export const DEFAULT_WEIGHT_UNIT = 'LB';
/**
 * DECISION (not shown): the dimensional-weight divisor in in³/lb. 139 is the divisor UPS and
 * FedEx use for daily/retail rates in the US; a bike box 54×8×30 in is then 94 lb dimensional.
 */
export const DIM_WEIGHT_DIVISOR_IN3_PER_LB = 139;

// ─── Box bounds (quote §5: "not shown") ────────────────────────────────────────────────────

/**
 * DECISION: box bounds follow the UPS/FedEx ground limits for one package: at most 150 lb,
 * at most 108 in on the longest side, and at most 165 in of length + girth
 * (girth = 2 × width + 2 × height). Dimensions and weight must be positive.
 */
export const BOX_MAX_WEIGHT_LB = 150;
export const BOX_MAX_LENGTH_IN = 108;
export const BOX_MAX_LENGTH_PLUS_GIRTH_IN = 165;
export const BOX_MIN_DIMENSION_IN = 1;
export const BOX_MIN_WEIGHT_LB = 1;
/**
 * DECISION: declared (market) value from 0 to $50,000 — above the price of any production
 * bicycle, and the carriers' declared-value ceiling for a ground package.
 */
export const BOX_MAX_MARKET_VALUE = 50_000;
/**
 * DECISION: premium protection covers at most the declared value and at most $10,000 per box;
 * higher values are declared but insured only to this amount.
 */
export const PREMIUM_PROTECTION_MAX_COVERAGE = 10_000;

/**
 * DECISION (not shown): a dimension or weight in a request is at most this, in any unit — far
 * above every box bound (the box rule then says which bound), and keeps the carrier's arithmetic
 * finite.
 */
export const MAX_MEASURE = 100_000;

// ─── Storage (not shown) ───────────────────────────────────────────────────────────────────

/** The largest whole number a database `integer` column holds (ids, counts, cents). */
export const MAX_DATABASE_INTEGER = 2_147_483_647;

// ─── Ship dates (quote §4) ─────────────────────────────────────────────────────────────────

/** The next-ship-date search gives up after this many days. */
export const SHIP_DATE_SEARCH_MAX_DAYS = 31;

// ─── Uploads (quote §9) ────────────────────────────────────────────────────────────────────

export const UPLOAD_MAX_CONTENT_LENGTH_BYTES = 1e8;
export const UPLOAD_MAX_BODY_LENGTH_BYTES = 1e9;
export const CLAIM_PICTURE_FIELDS = [
  'BillOfSalePics',
  'EstimatePics',
  'OutsidePics',
  'PackingPics',
  'InsidePics',
] as const;
/**
 * DECISION (not shown): a shipment holds at most 20 uploaded documents — a receipt, an invoice
 * and a few photos of each box are far fewer — and a claim at most 10 files in each picture
 * list and 30 in all (more than anyone needs to show a damage, while 5 full lists would be 50).
 * The labels and commercial invoices the server makes are not uploads and do not count. The
 * caps keep one caller from filling the server's storage through a single shipment or claim.
 */
export const SHIPMENT_UPLOADED_DOCUMENTS_MAX = 20;
/**
 * DECISION (not shown): a shipment document is a PDF, PNG or JPEG — what a scanner, a phone's
 * document scan or a shop's system makes, and what the shipment's one-PDF download can carry.
 * The server recognises the kind from the bytes; the browser refuses any other type before a
 * byte is sent.
 */
export const SHIPMENT_DOCUMENT_CONTENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
] as const;
export type ShipmentDocumentContentType = (typeof SHIPMENT_DOCUMENT_CONTENT_TYPES)[number];
export const CLAIM_FILES_PER_LIST_MAX = 10;
export const CLAIM_FILES_MAX = 30;
/**
 * DECISION (quote §9 gives only the whole upload's 1e8 bytes, enforced by the app's body
 * limit): one claim file at most 20 MiB — a full-resolution phone photo is 3–12 MB, a scanned
 * bill a few MB. The server refuses a larger one (413); the claim form before it is sent.
 */
export const CLAIM_FILE_MAX_BYTES = 20 * 1024 * 1024;
/**
 * The kinds a claim file may be: the pictures phones and cameras save (HEIC/HEIF is what an
 * iPhone takes by default) and PDF for a scanned bill or estimate. The server recognises the kind
 * from the bytes (services/fileSignature.ts); the browser refuses any other type before sending.
 */
export const CLAIM_FILE_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'application/pdf',
] as const;

// ─── Address lookups (quote §7) ────────────────────────────────────────────────────────────

/** Default AVS trigger type. */
export const AVS_DEFAULT_TRIGGER_TYPE = 3;
/** Location lookups name this provider. */
export const LOCATION_LOOKUP_PROVIDER = 'UPS';
/** DECISION (not shown): the as-you-type place search answers 5 suggestions, at most 10. */
export const LOCATION_SEARCH_DEFAULT_LIMIT = 5;
export const LOCATION_SEARCH_MAX_LIMIT = 10;

// ─── Email templates (quote §7) ────────────────────────────────────────────────────────────

export const EMAIL_NAMES = ['LABELS', 'MAILLABEL', 'Confirmation', 'CANCELORDER'] as const;
/**
 * DECISION (not shown): an order mail goes to the order's own contacts and at most 5 other
 * addresses (a bike shop, a travel companion…): enough for a person, too few to make the call a
 * way to mail strangers. The list itself may hold one more, as a client may name the order's
 * own address in it too (the server counts the others, services/orderEmails.ts).
 */
export const EMAIL_EXTRA_RECIPIENTS_MAX = 5;
export const EMAIL_RECIPIENTS_LIST_MAX = EMAIL_EXTRA_RECIPIENTS_MAX + 1;
