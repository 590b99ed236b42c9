import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/database';
import { rateLimits } from '../db/schema';
import { openTestDatabase } from '../testing/testDatabase';
import { RateLimiter, type RateLimitHit, type RateLimitRule, rateLimitKey } from './rateLimiter';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const START = new Date('2026-03-02T10:00:00.000Z');
const rule: RateLimitRule = { name: 'test:rule', limit: 3, windowMs: 60_000 };

/** A clock the test moves by hand. */
function manualClock(start = START) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

let subjectCount = 0;
function freshHit(ruleOfHit: RateLimitRule = rule): RateLimitHit {
  subjectCount += 1;
  return { rule: ruleOfHit, subject: `subject-${subjectCount}` };
}

describe('fixed-window rate limiter in the database (login and check-email limits shared by server processes)', () => {
  it('allows `limit` calls in a window and refuses the next with the seconds left in the window', async () => {
    const clock = manualClock();
    const limiter = new RateLimiter(database.db, clock.now);
    const hit = freshHit();
    for (let call = 1; call <= rule.limit; call += 1) {
      expect((await limiter.consume([hit])).allowed).toBe(true);
    }
    clock.advance(20_500);
    const refused = await limiter.consume([hit]);
    expect(refused.allowed).toBe(false);
    // The window opened at START and lasts 60 s; 20.5 s have gone.
    expect(refused.retryAfterSeconds).toBe(40);
  });

  it('starts a new window once the old one has ended', async () => {
    const clock = manualClock();
    const limiter = new RateLimiter(database.db, clock.now);
    const hit = freshHit();
    for (let call = 0; call <= rule.limit; call += 1) await limiter.consume([hit]);
    expect((await limiter.consume([hit])).allowed).toBe(false);
    clock.advance(rule.windowMs);
    expect((await limiter.consume([hit])).allowed).toBe(true);
    const [row] = await database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, rateLimitKey(hit)));
    expect(row).toMatchObject({ count: 1, windowStart: clock.now() });
  });

  it('keeps its counters in the rate_limits table, so a second limiter (another process) sees them', async () => {
    const clock = manualClock();
    const processA = new RateLimiter(database.db, clock.now);
    const processB = new RateLimiter(database.db, clock.now);
    const hit = freshHit();
    await processA.consume([hit]);
    await processB.consume([hit]);
    await processA.consume([hit]);
    const [row] = await database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `test:rule:${hit.subject}`));
    expect(row?.count).toBe(3);
    expect((await processB.consume([hit])).allowed).toBe(false);
  });

  it('counts before the guarded work: a parallel burst gets exactly `limit` calls through', async () => {
    const limiter = new RateLimiter(database.db, manualClock().now);
    const hit = freshHit();
    const attempts = await Promise.all(Array.from({ length: 12 }, () => limiter.consume([hit])));
    expect(attempts.filter((attempt) => attempt.allowed)).toHaveLength(rule.limit);
  });

  it('refuses when any of several limits is exceeded and refund gives a unit back on each', async () => {
    const limiter = new RateLimiter(database.db, manualClock().now);
    const wide: RateLimitRule = { name: 'test:wide', limit: 100, windowMs: 60_000 };
    const account = freshHit();
    const address = freshHit(wide);
    for (let call = 1; call <= rule.limit; call += 1) {
      const attempt = await limiter.consume([account, address]);
      expect(attempt.allowed).toBe(true);
      await attempt.refund();
    }
    // Every unit was refunded: the narrow limit still has all of its calls.
    for (let call = 1; call <= rule.limit; call += 1) {
      expect((await limiter.consume([account, address])).allowed).toBe(true);
    }
    expect((await limiter.consume([account, address])).allowed).toBe(false);
    const rows = await database.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `test:wide:${address.subject}`));
    expect(rows[0]?.count).toBe(rule.limit + 1);
  });

  it('sweeps rows of windows that ended a day ago', async () => {
    const clock = manualClock(new Date('2026-01-01T00:00:00.000Z'));
    const old = freshHit();
    await new RateLimiter(database.db, clock.now).consume([old]);
    clock.advance(25 * 60 * 60_000);
    await new RateLimiter(database.db, clock.now).consume([freshHit()]);
    const rows = await database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, rateLimitKey(old)));
    expect(rows).toHaveLength(0);
  });
});
