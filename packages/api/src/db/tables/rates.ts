import type { RateRequest, ShippingRateSet } from '@bikeship/core/schemas';
import { json, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Stored rate requests and their answers (the quotes area, quote §7). POST /api/Rates validates
 * a request, prices it with the carrier and keeps the request with the day it was priced on —
 * and the answer when the carrier's prices move (a live carrier); the built-in carrier is
 * reproducible, so its answer is priced again when needed rather than stored
 * (services/rates.ts). GET /api/Rates?id answers the rates, priced again when they were made on
 * an earlier day (ship dates move with "today").
 *
 * DECISION: rows are kept, not pruned on a timer: a saved search or an order may come back to a
 * quote days later, and one row is a few kilobytes. Pruning old unordered quotes is an
 * operations job, not a request-path one.
 *
 * `json`, not `jsonb`: nothing queries inside these documents, and `json` stores the text as
 * sent where `jsonb` converts it — about a third less work per quote on the embedded PGlite
 * (measured for the API benchmark: 0.30 vs 0.48 ms per row).
 */
export const rateRequests = pgTable('rate_requests', {
  /** A random, unguessable id (the quote's address for GET /api/Rates?id). */
  id: text('id').primaryKey(),
  /** The request as validated by the core rate-request schema (defaults applied). */
  request: json('request').$type<RateRequest>().notNull(),
  /**
   * The carrier's rates per stage (core `ShippingRateSet`), every speed, before removeSpeeds;
   * null for a reproducible carrier (its answer is priced again from `request`).
   */
  answer: json('answer').$type<ShippingRateSet>(),
  /** The shop's calendar day ('YYYY-MM-DD') the answer was priced on: its ship dates hold today. */
  answeredOn: text('answered_on'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
