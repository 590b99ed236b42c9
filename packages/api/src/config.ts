import {
  AUTH_COOKIE_LIFETIME_S,
  SESSION_DEFAULT_DURATION_MS,
  SESSION_WARNING_BEFORE_END_MS,
} from '@bikeship/core/constants';
import * as z from 'zod';

/**
 * The server's configuration, read once from environment variables at start-up (DESIGN.md §7).
 * A bad value stops start-up with a message that names the variable.
 */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Embedded database, uploads and the mail outbox live here. */
  DATA_DIR: z.string().min(1).default('./.data'),
  /** A real PostgreSQL instead of the embedded PGlite. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /**
   * Signs the session tokens. DECISION: in development a random secret per data folder is made
   * and kept in DATA_DIR (tokens survive a restart); production must set it.
   */
  JWT_SECRET: z.string().min(32).optional(),
  /**
   * How long a session token lives, in whole seconds: the session the browser counts down (shell
   * §4, §9: 20 minutes). Longer than the 60 s warning, so the warning comes after a sign-in and
   * not at once; at most the auth cookie's 8 days, which outlives every token it carries. Short
   * lifetimes are for watching the warning and the inactivity logout happen (the e2e test).
   */
  SESSION_LIFETIME_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int({ error: 'must be a whole number of seconds' })
    .min(SESSION_WARNING_BEFORE_END_MS / 1000 + 1, {
      error: `must be more than the ${SESSION_WARNING_BEFORE_END_MS / 1000} s warning before a session ends`,
    })
    .max(AUTH_COOKIE_LIFETIME_S, {
      error: `must be at most the auth cookie's ${AUTH_COOKIE_LIFETIME_S} s (8 days)`,
    })
    .default(SESSION_DEFAULT_DURATION_MS / 1000),
  /** Browser origins allowed to call with credentials and to receive the SSO popup's token. */
  WEB_ORIGINS: z
    .string()
    .default('http://127.0.0.1:3000,http://localhost:3000')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  /** SMTP server for mail; without it mail goes to DATA_DIR/outbox as .eml files. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('bikeship <no-reply@bikeship.local>'),
  /**
   * The support mailbox: the contact form's messages and the QBP Top Shop applications go
   * there, with the customer's address as Reply-To. DECISION: a default on the embedded
   * domain, like MAIL_FROM's, so a fresh machine's outbox shows where they would go.
   */
  SUPPORT_EMAIL: z.email().default('support@bikeship.local'),
  /**
   * A live-chat provider's script (its https URL; http only for a provider on this machine):
   * the contact page loads it for a visitor who allowed marketing cookies, and the site's CSP
   * allows its origin. Unset: no chat, the page names the other ways to reach support.
   */
  CHAT_SCRIPT_URL: z.url({ protocol: /^https?$/ }).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_CLIENT_SECRET: z.string().optional(),
  /** Stripe: with a secret key, payments go to Stripe; without, the test gateway. */
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional(),
  /** Signs Stripe's webhook calls (whsec_…). */
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  /** PayPal is offered only when both are set (quote §7 PayPal calls). */
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  /** PayPal's REST API; default the sandbox, or the live API when NODE_ENV=production. */
  PAYPAL_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Page views also go to Google Analytics 4 with this measurement id (G-XXXXXXX): the site then
   * loads gtag.js from www.googletagmanager.com — only for a visitor who allowed analytics — and
   * the site's CSP allows Google's hosts. Unset: page views go to this API only.
   */
  ANALYTICS_GA4_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/, { error: 'must be a GA4 measurement id such as G-ABC123XYZ' })
    .optional(),
  /** The public URL of this server, for OAuth redirect URIs and links in mail. */
  PUBLIC_URL: z.url().optional(),
  /**
   * How many reverse proxies / load balancers stand in front of this server and append to
   * X-Forwarded-For. 0 (default): the header is ignored and the socket's address counts.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof configSchema> & { publicUrl: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * What production needs that development does without: a real signing secret, Stripe's webhook
 * secret when Stripe takes the payments (a 3-D Secure payment settles only through the webhook),
 * and a mail transport (the embedded outbox is a folder nobody reads: reset links and labels
 * would never leave it).
 */
function productionGaps(config: z.infer<typeof configSchema>): string[] {
  const gaps: string[] = [];
  if (!config.JWT_SECRET) gaps.push('JWT_SECRET: required when NODE_ENV=production');
  if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET) {
    gaps.push(
      'STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY when NODE_ENV=production ' +
        '(3-D Secure payments settle through the webhook)',
    );
  }
  if (!config.SMTP_URL) {
    gaps.push('SMTP_URL: required when NODE_ENV=production (mail would stay in the outbox folder)');
  }
  return gaps;
}

/** Parses the environment; throws a `ConfigError` naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = result.data;
  if (config.NODE_ENV === 'production') {
    const missing = productionGaps(config);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n${missing.map((line) => `  ${line}`).join('\n')}`,
      );
    }
  }
  const publicUrl = config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`;
  return { ...config, publicUrl: publicUrl.replace(/\/$/, '') };
}
