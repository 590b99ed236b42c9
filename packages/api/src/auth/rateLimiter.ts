import { eq, lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '../db/database';
import { rateLimits } from '../db/schema';
import { HttpError } from '../http/httpError';

/** One limit: at most `limit` counted calls per fixed window of `windowMs`. */
export interface RateLimitRule {
  /** Part of the database key, e.g. 'login:account'. */
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE_MS = 60_000;

/*
 * DECISION (sane rate limits). The spec names none. Per account means per email as
 * typed (lower-cased), whether or not an account has it, so a limit tells nothing about which
 * emails are registered. A failed attempt counts; a successful sign-in gives its unit back.
 * - login: 10 failed attempts per email and 50 per IP address in 15 minutes. A person who
 *   forgot a password gets 10 tries; a guesser gets 10 per account and 50 accounts' worth of
 *   tries per address. A locked-out account is only locked for the rest of its window.
 * - check-email (an existence oracle by design: guest entry offers to log in): 10 per email and
 *   30 per IP address in 15 minutes; every call counts.
 * - forgot-password (sends mail): 5 per email and 20 per IP address an hour, so the form cannot
 *   be used to flood someone's inbox.
 */
export const RATE_LIMITS = {
  loginPerAccount: { name: 'login:account', limit: 10, windowMs: 15 * MINUTE_MS },
  loginPerIp: { name: 'login:ip', limit: 50, windowMs: 15 * MINUTE_MS },
  checkEmailPerAccount: { name: 'check-email:account', limit: 10, windowMs: 15 * MINUTE_MS },
  checkEmailPerIp: { name: 'check-email:ip', limit: 30, windowMs: 15 * MINUTE_MS },
  forgotPasswordPerAccount: { name: 'forgot-password:account', limit: 5, windowMs: 60 * MINUTE_MS },
  forgotPasswordPerIp: { name: 'forgot-password:ip', limit: 20, windowMs: 60 * MINUTE_MS },
  /*
   * DECISION: register sends mail (the confirm link, or "you already have an account") to the
   * address it names, so it is limited as forgot-password is, on every call that gets past the
   * field checks: 5 per email an hour, so nobody's inbox can be flooded, and 50 per IP address
   * (a shop signing up its staff from one office).
   */
  registerPerAccount: { name: 'register:account', limit: 5, windowMs: 60 * MINUTE_MS },
  registerPerIp: { name: 'register:ip', limit: 50, windowMs: 60 * MINUTE_MS },
  /*
   * DECISION: confirm-email takes a 256-bit token nobody can guess, so the limit is a brake on
   * a client hammering it: 20 failed confirmations per IP address in 15 minutes; a success gives
   * its unit back.
   */
  confirmEmailPerIp: { name: 'confirm-email:ip', limit: 20, windowMs: 15 * MINUTE_MS },
  /*
   * DECISION: change-password checks the current password of a signed-in account, so a wrong
   * one counts as a failed sign-in does: whoever sends it holds a session — maybe one left open
   * on a shared computer — and must not get unlimited guesses at the password that would let
   * them keep the account. 5 failures per account (its id) and 20 per IP address in 15
   * minutes: the owner mistyping has 5 tries; a success gives its unit back.
   */
  changePasswordPerAccount: { name: 'change-password:account', limit: 5, windowMs: 15 * MINUTE_MS },
  changePasswordPerIp: { name: 'change-password:ip', limit: 20, windowMs: 15 * MINUTE_MS },
  /*
   * DECISION: POST /api/email/send mails what the caller asks to addresses the caller names, so
   * it is limited like forgot-password, on every call that gets past the body's checks:
   * - per order: 10 mails an hour. An order of 5 stages needs its confirmation, one label mail
   *   per stage and a few resends; more than that is someone using the order to send mail. It
   *   is counted only once the caller is known to own the order, so nobody can use up the
   *   mails of an order that is not theirs.
   * - per caller (the account when signed in, else the IP address): 30 mails an hour, a bike
   *   shop mailing the labels of a few orders in a row.
   */
  emailPerOrder: { name: 'email:order', limit: 10, windowMs: 60 * MINUTE_MS },
  emailPerCaller: { name: 'email:caller', limit: 30, windowMs: 60 * MINUTE_MS },
  /*
   * DECISION: GET /api/PackageLocation/{code} is public, so a guesser could walk through
   * codes. Only unknown codes count (a found code gives its unit back, as a successful
   * sign-in does): 20 per IP address in 15 minutes. Someone refreshing their own package never
   * meets the limit; someone mistyping a code has 20 tries; a guesser gets 20 guesses per
   * address against codes of 70 random bits (integrations/carrier/tracking.ts).
   */
  trackingPerIp: { name: 'tracking:ip', limit: 20, windowMs: 15 * MINUTE_MS },
  /**
   * DECISION: POST /api/Analytics/page-view is public and writes a row per call, so a script
   * could fill the table: 300 page views per IP address in 15 minutes — one every 3 s, more than
   * a person reads, and room for a household or an office behind one address.
   */
  pageViewPerIp: { name: 'page-view:ip', limit: 300, windowMs: 15 * MINUTE_MS },
  /*
   * DECISION: POST /api/Contact sends two mails per call — the message to the support mailbox
   * and its acknowledgement to the address the form names — so it is limited like
   * forgot-password, on every call that gets past the body's checks: 5 per email an hour (no
   * one's inbox can be flooded with acknowledgements) and 20 per IP address (an office writing
   * several messages; not a script filling the support mailbox).
   */
  contactPerEmail: { name: 'contact:email', limit: 5, windowMs: 60 * MINUTE_MS },
  contactPerIp: { name: 'contact:ip', limit: 20, windowMs: 60 * MINUTE_MS },
  /*
   * DECISION: POST /api/QbpTopShop mails the application's copy to the address it names and a
   * notice to the support mailbox: 10 applications per IP address an hour (a shop retrying a
   * refused account number; not a script mailing strangers). One application per account
   * number is the table's unique index.
   */
  qbpTopShopPerIp: { name: 'qbp-top-shop:ip', limit: 10, windowMs: 60 * MINUTE_MS },
} as const satisfies Record<string, RateLimitRule>;

/** Rows of windows older than this are swept away; longer than every rule's window. */
const SWEEP_AGE_MS = 24 * 60 * MINUTE_MS;
/** How often one process sweeps old rows (a sweep is one DELETE). */
const SWEEP_INTERVAL_MS = 10 * MINUTE_MS;

/** What one counted call against a rule is about: the rule and the account or address. */
export interface RateLimitHit {
  rule: RateLimitRule;
  subject: string;
}

/** The outcome of counting one call against one or more limits. */
export interface RateLimitAttempt {
  allowed: boolean;
  /** When refused: seconds until the earliest window that refuses has ended (Retry-After). */
  retryAfterSeconds: number;
  /** Gives the counted unit back on every limit (a successful sign-in is not a failure). */
  refund(): Promise<void>;
}

export function rateLimitKey(hit: RateLimitHit): string {
  return `${hit.rule.name}:${hit.subject}`;
}

/**
 * Throws the 429 answer of a refused attempt: `{ message, retryAfterSeconds }` and a
 * Retry-After header (kept on the error answer the app's handler builds). `what` names what
 * was counted, e.g. 'order emails'.
 */
export function refuseWhenLimited(c: Context, attempt: RateLimitAttempt, what: string): void {
  if (attempt.allowed) return;
  c.header('Retry-After', String(attempt.retryAfterSeconds));
  const minutes = Math.ceil(attempt.retryAfterSeconds / 60);
  throw new HttpError(
    429,
    `Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    undefined,
    { retryAfterSeconds: attempt.retryAfterSeconds },
  );
}

/**
 * A fixed-window rate limiter whose counters live in the `rate_limits` table, so every server
 * process on the same database shares them (DESIGN.md §7: many stateless API processes).
 *
 * A call is counted BEFORE the work it guards (an atomic upsert that returns the new count), not
 * checked first and counted after: with check-then-count, a burst of parallel guesses would all
 * pass the check before any of them was counted.
 */
export class RateLimiter {
  #lastSweep = 0;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Counts one call against every hit; refused if any of them is over its limit. */
  async consume(hits: readonly RateLimitHit[]): Promise<RateLimitAttempt> {
    const now = this.now();
    await this.#sweep(now);
    let retryAfterSeconds = 0;
    for (const hit of hits) {
      const { windowStart, count } = await this.#count(hit, now);
      if (count > hit.rule.limit) {
        const endsInMs = windowStart.getTime() + hit.rule.windowMs - now.getTime();
        retryAfterSeconds = Math.max(retryAfterSeconds, Math.max(1, Math.ceil(endsInMs / 1000)));
      }
    }
    return {
      allowed: retryAfterSeconds === 0,
      retryAfterSeconds,
      refund: () => this.#refund(hits),
    };
  }

  /** Adds one to the hit's counter, starting a new window when the old one has ended. */
  async #count(hit: RateLimitHit, now: Date): Promise<{ windowStart: Date; count: number }> {
    const windowEndedBefore = new Date(now.getTime() - hit.rule.windowMs);
    const windowEnded = sql`${rateLimits.windowStart} <= ${windowEndedBefore.toISOString()}`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key: rateLimitKey(hit), windowStart: now, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          windowStart: sql`CASE WHEN ${windowEnded} THEN ${now.toISOString()}::timestamptz ELSE ${rateLimits.windowStart} END`,
          count: sql`CASE WHEN ${windowEnded} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        },
      })
      .returning({ windowStart: rateLimits.windowStart, count: rateLimits.count });
    if (!row) throw new Error(`rate limit upsert for ${rateLimitKey(hit)} returned nothing`);
    return row;
  }

  async #refund(hits: readonly RateLimitHit[]): Promise<void> {
    for (const hit of hits) {
      await this.db
        .update(rateLimits)
        .set({ count: sql`GREATEST(${rateLimits.count} - 1, 0)` })
        .where(eq(rateLimits.key, rateLimitKey(hit)));
    }
  }

  /** Forgets long-ended windows now and then, so the table does not grow with every address. */
  async #sweep(now: Date): Promise<void> {
    if (now.getTime() - this.#lastSweep < SWEEP_INTERVAL_MS) return;
    this.#lastSweep = now.getTime();
    await this.db
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, new Date(now.getTime() - SWEEP_AGE_MS)));
  }
}
