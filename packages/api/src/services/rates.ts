import { PURPOSES_REMOVING_SPEED, REMOVED_SPEED_CODE } from '@bikeship/core/constants';
import type {
  RateDate,
  RateRequest,
  RateRequestCreated,
  RatesQuery,
  ShippingRateSet,
} from '@bikeship/core/schemas';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { rateRequests } from '../db/schema';
import type { AppDeps } from '../http/appEnv';
import { notFound } from '../http/httpError';
import { shopToday } from '../integrations/carrier/businessDays';
import { randomBase64Url } from '../secureRandom';
import type { RecentQuotes } from './ratesCache';
import { assertPackagesWithinBounds } from './ratesValidation';

type RatesDeps = Pick<AppDeps, 'db' | 'carrier' | 'now' | 'rateRequests'> & {
  recentQuotes: RecentQuotes;
};

/** A rate request id: 128 random bits, URL-safe — it is the only key to a stored quote. */
function newRateRequestId(): string {
  return randomBase64Url(16);
}

/** Rates with the speed codes asked to be left out removed from every stage. */
function withoutSpeeds(rates: ShippingRateSet, removeSpeeds: readonly number[]): ShippingRateSet {
  if (removeSpeeds.length === 0) return rates;
  return rates.map((stage) => ({
    ...stage,
    rates: stage.rates.filter((option) => !removeSpeeds.includes(option.code)),
  }));
}

/**
 * POST /api/Rates (quote §7): the request (already parsed by the core schema) is checked
 * against the box bounds, priced by the carrier — so an unknown place, country or pickup
 * option is refused here with its field, before anything is stored — and kept under a new
 * random id, with the day it was priced on.
 * DECISION: pricing at POST rather than at the first GET: a request that cannot be quoted is
 * never stored, and the GET that follows is answered from memory.
 * DECISION (the API benchmark): the answer itself is stored only for a carrier whose prices
 * move (a live one). The built-in carrier is reproducible — same request, same day, same
 * quote-id seed, same answer — so its ~3 KB answer is not written with every quote: storing it
 * was measured at ~0.3–0.4 ms of PGlite work per quote, a third of the quote flow. A GET that
 * finds the quote in no process's memory prices the stored request again (ratesOf).
 */
export async function createRateRequest(
  deps: RatesDeps,
  request: RateRequest,
): Promise<RateRequestCreated> {
  assertPackagesWithinBounds(request);
  const now = deps.now();
  const id = newRateRequestId();
  const answer = await deps.carrier.rate(request, { now, quoteIdSeed: id });
  const answeredOn = shopToday(now);
  await deps.rateRequests.store({
    id,
    request,
    answer: deps.carrier.reproducible ? null : answer,
    answeredOn,
  });
  deps.recentQuotes.set(id, { answer, answeredOn });
  return { id };
}

/**
 * GET /api/Rates?id&removeSpeeds (quote §7): the stored rates per stage, sorted by price, without
 * the speed removeSpeeds names (8 for purposes 146 and 149). Rates priced on an earlier day are
 * priced again: their ship dates were counted from another "today" (quote §4). An unknown id
 * is a 404. A quote this process stored or read today is answered from memory (ratesCache.ts);
 * one of a reproducible carrier stored without its answer is priced again, to the same rates
 * and quote ids.
 */
export async function ratesOf(deps: RatesDeps, query: RatesQuery): Promise<ShippingRateSet> {
  const removeSpeeds = query.removeSpeeds === undefined ? [] : [query.removeSpeeds];
  const now = deps.now();
  const today = shopToday(now);
  const recent = deps.recentQuotes.get(query.id);
  if (recent?.answeredOn === today) return withoutSpeeds(recent.answer, removeSpeeds);

  // A rate request of this process may still be waiting to be written (db/rateRequestWriter.ts).
  await deps.rateRequests.flush();
  const [stored] = await deps.db
    .select({
      request: rateRequests.request,
      answer: rateRequests.answer,
      answeredOn: rateRequests.answeredOn,
    })
    .from(rateRequests)
    .where(eq(rateRequests.id, query.id))
    .limit(1);
  if (!stored) throw notFound('Rate request');
  if (stored.answeredOn === today && (stored.answer || deps.carrier.reproducible)) {
    const answer =
      stored.answer ?? (await deps.carrier.rate(stored.request, { now, quoteIdSeed: query.id }));
    deps.recentQuotes.set(query.id, { answer, answeredOn: today });
    return withoutSpeeds(answer, removeSpeeds);
  }
  const answer = await repriced(deps, query.id, stored.request, now, today);
  deps.recentQuotes.set(query.id, { answer, answeredOn: today });
  return withoutSpeeds(answer, removeSpeeds);
}

/**
 * A stored request priced again for today and stored: its day, and its answer unless the
 * carrier is reproducible (createRateRequest). Two GETs of a stale quote at once: the first to
 * store wins and both answer its rates, so the quote ids a customer sees are the stored ones
 * (a reproducible carrier's are the same for both anyway).
 */
async function repriced(
  deps: RatesDeps,
  id: string,
  request: RateRequest,
  now: Date,
  today: string,
): Promise<ShippingRateSet> {
  const answer = await deps.carrier.rate(request, { now, quoteIdSeed: id });
  const keptAnswer = deps.carrier.reproducible ? null : answer;
  const [updated] = await deps.db
    .update(rateRequests)
    .set({ answer: keptAnswer, answeredOn: today })
    .where(
      and(
        eq(rateRequests.id, id),
        or(isNull(rateRequests.answeredOn), ne(rateRequests.answeredOn, today)),
      ),
    )
    .returning({ answer: rateRequests.answer });
  // A reproducible carrier: whichever GET stored the day, the answer is this one.
  if (!keptAnswer) return answer;
  if (updated?.answer) return updated.answer;
  const [winner] = await deps.db
    .select({ answer: rateRequests.answer })
    .from(rateRequests)
    .where(eq(rateRequests.id, id))
    .limit(1);
  return winner?.answer ?? answer;
}

/**
 * POST /api/Rates/Date (quote §7): per rate of every stage, its ship and deliver dates and the
 * carrier's own. Nothing is stored.
 * DECISION: a stage whose purpose is one of PURPOSES_REMOVING_SPEED leaves out
 * REMOVED_SPEED_CODE here too, so the dates listed are those of the rates the customer sees.
 */
export async function rateDatesOf(deps: RatesDeps, request: RateRequest): Promise<RateDate[]> {
  assertPackagesWithinBounds(request);
  const rates = await deps.carrier.rate(request, { now: deps.now() });
  return rates.flatMap((stageRates, index) => {
    const purpose = request.stages[index]?.purposeOption;
    const removed =
      purpose !== undefined && PURPOSES_REMOVING_SPEED.includes(purpose)
        ? [REMOVED_SPEED_CODE]
        : [];
    return stageRates.rates
      .filter((option) => !removed.includes(option.code))
      .map((option) => ({
        stage: stageRates.stage ?? index + 1,
        code: option.code,
        date: option.ship ?? '',
        deliverDate: option.deliver ?? '',
        ...(option.upsShip ? { upsDate: option.upsShip } : {}),
        ...(option.upsDeliver ? { upsDeliverDate: option.upsDeliver } : {}),
      }));
  });
}
