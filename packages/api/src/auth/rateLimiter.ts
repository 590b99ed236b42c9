import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rateLimits } from '../db/schema';

/** One limit: at most `limit` counted calls per fixed window of `windowMs`. */
export interface RateLimitRule {
  /** Part of the database key, e.g. 'login:account'. */
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE_MS = 60_000;

/*
 * DECISION (issue 3: "pick sane limits"). The spec names none. Per account means per email as
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
