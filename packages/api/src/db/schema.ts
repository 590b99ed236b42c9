import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The database of the reference server, one schema for PGlite and PostgreSQL.
 * Migrations are generated from this file by drizzle-kit (`npm run db:generate -w @bikeship/api`)
 * and committed under packages/api/drizzle/.
 *
 * Entity payloads whose shape the core schemas own (an address, a box, a notice's replacements)
 * are stored as jsonb and validated by those schemas on the way in and out; columns exist for
 * what is looked up, owned or sorted by.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased: one account per address whatever the case typed. */
    email: text('email').notNull(),
    /** argon2id; null for an account made by social sign-in only. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name'),
    phoneNumber: text('phone_number'),
    roles: jsonb('roles').$type<string[]>().notNull(),
    settings: jsonb('settings')
      .$type<{
        savePackages: boolean;
        saveAddresses: boolean;
        savePaymentMethods: boolean;
        mailingListOptIn: boolean;
        newsLetterOptIn: boolean;
      }>()
      .notNull(),
    paypalCustomerId: text('paypal_customer_id'),
    maxDimensionsVerified: boolean('max_dimensions_verified').notNull().default(false),
    /**
     * Sessions issued before this moment are void: a password reset ends every session of the
     * account, including one an attacker holds. Null: none revoked this way.
     */
    sessionsValidFrom: timestamp('sessions_valid_from', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

/** A social sign-in identity linked to an account. */
export const externalIdentities = pgTable(
  'external_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] })],
);

/**
 * Social sign-ins under way (shell §4 popup): the OAuth `state`, the PKCE verifier and the OIDC
 * nonce between the redirect to the provider and its callback. In the database rather than in
 * server memory so that any of several server processes can finish the flow; single use (the
 * callback deletes the row) and short-lived.
 */
export const externalLoginAttempts = pgTable(
  'external_login_attempts',
  {
    state: text('state').primaryKey(),
    provider: text('provider').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('external_login_attempts_expires_idx').on(t.expiresAt)],
);

/** Tokens revoked by logout (or replaced by extend-session) before they expire. */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Single-use password reset tokens; only a hash of the token is stored. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Registrations waiting for their "confirm your email" link (services/registration.ts): the
 * account is created from the row when the link is opened, so an address nobody confirmed has no
 * account and cannot sign in. Only a hash of the token is stored; the password only as argon2id.
 * Several rows may hold one email (each registration mails its own link); opening one deletes
 * them all.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** Lower-cased, as users.email. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name'),
    phoneNumber: text('phone_number'),
    mailingListOptIn: boolean('mailing_list_opt_in').notNull(),
    newsLetterOptIn: boolean('news_letter_opt_in').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('pending_registrations_email_idx').on(t.email),
    index('pending_registrations_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Fixed-window rate limiter state, in the database so that several server processes share it
 * (login and check-email, per account and per IP).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

export const storedValues = pgTable('stored_values', {
  valueId: serial('value_id').primaryKey(),
  key: text('key').notNull().unique(),
  value: text('value').notNull(),
  created: createdAt(),
  updated: updatedAt(),
});

/** Page notices (shell §3 "Notice"). */
export const alerts = pgTable('alerts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  notice: jsonb('notice').$type<Record<string, unknown>>().notNull(),
  startTime: timestamp('start_time', { withTimezone: true }),
  endTime: timestamp('end_time', { withTimezone: true }),
  active: boolean('active').notNull().default(true),
});

export const addresses = pgTable(
  'addresses',
  {
    addressId: serial('address_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: jsonb('address').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

/** Saved boxes of a registered user (GET /api/UserPackages). */
export const userPackages = pgTable(
  'user_packages',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    box: jsonb('box').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('user_packages_user_idx').on(t.userId)],
);

export const savedSearches = pgTable(
  'saved_searches',
  {
    savedSearchId: serial('saved_search_id').primaryKey(),
    savedSearchCode: text('saved_search_code').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    searchDate: timestamp('search_date', { withTimezone: true }).notNull().defaultNow(),
    from: jsonb('from').$type<Record<string, unknown>>(),
    to: jsonb('to').$type<Record<string, unknown>>(),
    serializedSearchData: text('serialized_search_data').notNull(),
    /** Soft delete (quote §3 "deleted flag"). */
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.deleted, t.searchDate)],
);

export const bicycleEvents = pgTable('bicycle_events', {
  eventId: serial('event_id').primaryKey(),
  urlCode: text('url_code').notNull().unique(),
  name: text('name').notNull(),
  isPartner: boolean('is_partner').notNull().default(false),
  startDate: text('start_date'),
  /** The rest of the event as the core's event schema has it (stage dates, address, coupon). */
  event: jsonb('event').$type<Record<string, unknown>>().notNull(),
});

export const ambassadors = pgTable('ambassadors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  ambassador: jsonb('ambassador').$type<Record<string, unknown>>().notNull(),
});

/** POST /api/log: client-side diagnostics (quote §7). */
export const clientLogs = pgTable('client_logs', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  jsonContent: text('json_content').notNull(),
  userAgent: text('user_agent'),
  step: integer('step'),
  uniqueId: text('unique_id'),
  createdAt: createdAt(),
});

/**
 * Page views of the site (shell §7, POST /api/Analytics/page-view): what was viewed, by which
 * kind of visitor, when — nothing that names the visitor. Indexed by time, as it is read.
 */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    path: text('path').notNull(),
    title: text('title').notNull(),
    visitorType: text('visitor_type').$type<'customer' | 'guest'>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('page_views_created_idx').on(table.createdAt)],
);

// The quote and order areas' tables, one file per area (drizzle-kit reads them through these
// re-exports).
export * from './tables/bicycleShops';
export * from './tables/claims';
export * from './tables/documents';
export * from './tables/orders';
export * from './tables/payments';
export * from './tables/rates';
