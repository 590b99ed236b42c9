import { IDEMPOTENCY_KEY_HEADER, ORDER_KEY_HEADER } from '@bikeship/core/constants';
import { computePaymentBreakdown, dollarsToCents, stageChargesOf } from '@bikeship/core/rules';
import type { RateOption, StageFees, StageRates } from '@bikeship/core/schemas';
import { addressAt, boulder, box, sanFrancisco } from '../benchTrip';
import { shipDateAhead } from '../flows/quoteFlows';
import { type Answer, field, NetworkError, send } from './soakClient';

/**
 * One guest's way to a paid order over HTTP, as the widget makes it (and as
 * packages/api/bench/flows/orderFlow.ts and src/testing/orderFlow.ts drive it): quote
 * (POST + GET /api/Rates), price in the "browser" with the core rules, temporary order, create
 * order, pay with `pm_card_visa` — the guest proving the order with `X-Bikeship-Order-Key`.
 *
 * Unlike the benchmark's flow it meets dying servers, so it retries as a careful real client
 * does: a call that got no answer (refused, reset, timed out) or a 5xx is sent again, to the next
 * server; the payment always with the SAME Idempotency-Key and body, and a payment answered 409
 * "in progress" again after a short pause. Each call is retried for at most `giveUpMs`; a payment
 * still unanswered then leaves its order 'unsettled' (the ledger check decides whether that
 * order was harmed). Anything else unexpected ends the flow as 'abandoned'.
 */

export interface FlowRecord {
  index: number;
  orderId?: number;
  outcome: 'paid' | 'unsettled' | 'abandoned';
  /** Why a flow did not end paid: the last error kind seen. */
  reason?: string;
  /** performance.now() at the start and the end of the flow. */
  startedAt: number;
  endedAt: number;
  paymentCalls: number;
  /** From the first 409 "in progress" of the payment to its last answer. */
  inProgressMs?: number;
  /** From the first payment call to the last answer (retries and waits included). */
  paymentMs?: number;
}

export interface FlowContext {
  /** Base URLs of the servers; each call goes to the next one (round robin). */
  servers: readonly string[];
  /** Unique per run and phase, so a key is never reused across runs on a kept database. */
  idempotencyPrefix: string;
  giveUpMs: number;
  /** Error counts by kind, e.g. `payment: ECONNRESET`. */
  errors: Record<string, number>;
  /**
   * Payment calls now waiting for an answer, per server URL, by the key the server files their
   * attempt under (`payments.idempotency_key`): the kills aim at these.
   */
  paymentsInFlight: Map<string, Set<string>>;
  /** Milliseconds of the latest answered payment calls (the kills time themselves by them). */
  paymentLatencies: number[];
  /** True once the phase is being torn down: calls stop retrying. */
  aborted(): boolean;
}

const RETRY_PAUSE_MS = 200;
/** "A short pause" before asking again about a payment that is in progress. */
const IN_PROGRESS_PAUSE_MS = 1000;
/** A quote lost with a killed PGlite process answers 404 (db/rateRequestWriter.ts): ask again. */
const MAX_QUOTES = 4;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** ±50 %: retries of many clients after one kill must not arrive in lock step. */
const jittered = (ms: number) => ms * (0.5 + Math.random());

let nextServer = 0;
function pickServer(ctx: FlowContext): string {
  const url = ctx.servers[nextServer++ % ctx.servers.length];
  if (!url) throw new Error('no server to call');
  return url;
}

function count(ctx: FlowContext, kind: string): void {
  ctx.errors[kind] = (ctx.errors[kind] ?? 0) + 1;
}

type Verdict = { retry: string; pauseMs: number } | { fail: string };
type Called = { answer: Answer } | { gaveUp: string } | { failed: string; status: number };

function messageOf(answer: Answer): string {
  const message = field(answer.body, 'message');
  return typeof message === 'string' ? message : answer.text.slice(0, 80);
}

const refuse =
  (step: string) =>
  (answer: Answer): Verdict => ({
    fail: `${step}: ${answer.status} ${messageOf(answer).slice(0, 60)}`,
  });

/**
 * Sends one call until it is answered 2xx, retrying network failures and 5xx (and what `judge`
 * says to retry) on the next server, for at most `giveUpMs`.
 */
async function call(
  ctx: FlowContext,
  step: string,
  send1: (baseUrl: string) => Promise<Answer>,
  judge: (answer: Answer) => Verdict = refuse(step),
): Promise<Called> {
  const deadline = performance.now() + ctx.giveUpMs;
  let last = `${step}: gave up`;
  for (;;) {
    if (ctx.aborted()) return { gaveUp: `${step}: phase aborted` };
    if (performance.now() > deadline) return { gaveUp: last };
    let answer: Answer;
    try {
      answer = await send1(pickServer(ctx));
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      last = `${step}: ${error.kind}`;
      count(ctx, last);
      await pause(jittered(RETRY_PAUSE_MS));
      continue;
    }
    if (answer.status >= 200 && answer.status < 300) return { answer };
    const verdict: Verdict =
      answer.status >= 500
        ? { retry: `${step}: ${answer.status} ${messageOf(answer).slice(0, 60)}`, pauseMs: 250 }
        : judge(answer);
    if ('fail' in verdict) {
      count(ctx, verdict.fail);
      return { failed: verdict.fail, status: answer.status };
    }
    last = verdict.retry;
    count(ctx, verdict.retry);
    await pause(jittered(verdict.pauseMs));
  }
}

/** The premium protection of the box (GET /api/Protection/insurance-option): same all run. */
export async function protectionCost(ctx: FlowContext): Promise<number> {
  const called = await call(ctx, 'protection', (url) =>
    send(`${url}/api/Protection/insurance-option?coverage=${box.coverage}`),
  );
  const cost = 'answer' in called ? field(called.answer.body, 'cost') : undefined;
  if (typeof cost !== 'number') throw new Error(`no protection price: ${JSON.stringify(called)}`);
  return cost;
}

/** POST then GET /api/Rates; a quote lost with its process (404) is asked for again. */
async function quote(
  ctx: FlowContext,
  stage: Record<string, unknown>,
): Promise<{ stageRates: StageRates } | { gaveUp: string } | { failed: string }> {
  for (let quoted = 1; ; quoted++) {
    const created = await call(ctx, 'POST /api/Rates', (url) =>
      send(`${url}/api/Rates`, { method: 'POST', body: { stages: [stage], packages: [box] } }),
    );
    if (!('answer' in created)) return created;
    const id = field(created.answer.body, 'id');
    if (typeof id !== 'string') return { failed: 'POST /api/Rates: no id' };
    const rates = await call(ctx, 'GET /api/Rates', (url) =>
      send(`${url}/api/Rates?id=${encodeURIComponent(id)}`),
    );
    if ('failed' in rates && rates.status === 404 && quoted < MAX_QUOTES) continue;
    if (!('answer' in rates)) return rates;
    const body = rates.answer.body;
    const stageRates = Array.isArray(body) ? (body[0] as StageRates | undefined) : undefined;
    if (!stageRates?.rates?.[0]) return { failed: 'GET /api/Rates: no rates' };
    return { stageRates };
  }
}

/** One guest flow, quote to paid order. Never throws for an HTTP or network failure. */
export async function guestFlow(
  ctx: FlowContext,
  index: number,
  protectionFee: number,
): Promise<FlowRecord> {
  const record: FlowRecord = {
    index,
    outcome: 'abandoned',
    startedAt: performance.now(),
    endedAt: 0,
    paymentCalls: 0,
  };
  const end = (outcome: FlowRecord['outcome'], reason?: string): FlowRecord => {
    record.outcome = outcome;
    if (reason) record.reason = reason;
    record.endedAt = performance.now();
    return record;
  };

  const stage = {
    stage: 1,
    shipDate: shipDateAhead(7),
    pickupOption: 1,
    from: sanFrancisco,
    to: boulder,
  };
  const quoted = await quote(ctx, stage);
  if (!('stageRates' in quoted))
    return end('abandoned', 'gaveUp' in quoted ? quoted.gaveUp : quoted.failed);
  const { stageRates } = quoted;
  const chosen = stageRates.rates[0] as RateOption;

  // A retried POST /api/Order (no idempotency key on it) may leave an orphan temporary order:
  // harmless — it is never paid — and the ledger check ignores unpaid, uncharged orders.
  const placed = await call(ctx, 'POST /api/Order', (url) =>
    send(`${url}/api/Order`, {
      method: 'POST',
      body: {
        shipMode: 1,
        shipDate: stage.shipDate,
        stages: [
          {
            ...stage,
            rateCode: chosen.code,
            fromAddress: addressAt(sanFrancisco, '200 Folsom St', 'Soak'),
            toAddress: addressAt(boulder, '1500 Pearl St', 'Soak'),
          },
        ],
        packages: [box],
        session: { profile: { email: 'soak@example.com', firstName: 'Soak', lastName: 'Rider' } },
        timezoneData: { timezone: 'America/Los_Angeles', offset: 480 },
      },
    }),
  );
  if (!('answer' in placed))
    return end('abandoned', 'gaveUp' in placed ? placed.gaveUp : placed.failed);
  const orderId = field(placed.answer.body, 'id');
  const orderKey = field(placed.answer.body, 'orderKey');
  if (typeof orderId !== 'number' || typeof orderKey !== 'string') {
    return end('abandoned', 'POST /api/Order: no id or order key');
  }
  record.orderId = orderId;
  const keyHeaders = { [ORDER_KEY_HEADER]: orderKey };

  const created = await call(ctx, 'create-order', (url) =>
    send(`${url}/api/Order/create-order`, {
      method: 'POST',
      headers: keyHeaders,
      body: { orderId },
    }),
  );
  if (!('answer' in created))
    return end('abandoned', 'gaveUp' in created ? created.gaveUp : created.failed);

  const fees: StageFees[] = [
    {
      stage: 1,
      baseFee: chosen.rate,
      customsFee: 0,
      protectionFee,
      pickupFee: stageRates.pickupFee,
      residentialFee: chosen.residentialFee,
      hazMatFee: 0,
      landedCost: [],
    },
  ];
  const breakdown = computePaymentBreakdown({
    stages: stageChargesOf(
      { boxes: [{ premiumProtection: { cost: protectionFee } }], trips: [{ rateChoice: chosen }] },
      fees,
    ),
    discount: null,
    promoDiscount: null,
    customerBalance: 0,
    buckForBikes: 0,
  });
  // Built once: every retry sends the very same request under the very same key.
  const idempotencyKey = `${ctx.idempotencyPrefix}-${index}`;
  /** How services/paymentAttempts.ts `attemptKey` files a client's key. */
  const attemptKey = `order:${orderId}:key:${idempotencyKey}`;
  const payment = {
    method: 'POST',
    headers: { ...keyHeaders, [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    body: {
      orderId,
      nonce: 'pm_card_visa',
      total: breakdown.total,
      discountAmount: breakdown.discountTotal,
      usedBalance: dollarsToCents(breakdown.customerBalanceApplied),
      donation: 0,
      fees,
    },
  };
  let firstInProgress: number | undefined;
  const paymentStarted = performance.now();
  const paid = await call(
    ctx,
    'payment',
    async (url) => {
      record.paymentCalls++;
      const inFlight = ctx.paymentsInFlight.get(url) ?? new Set<string>();
      ctx.paymentsInFlight.set(url, inFlight);
      inFlight.add(attemptKey);
      const sent = performance.now();
      try {
        const answer = await send(`${url}/api/Order/payment`, payment);
        ctx.paymentLatencies.push(performance.now() - sent);
        if (ctx.paymentLatencies.length > 50) ctx.paymentLatencies.shift();
        return answer;
      } finally {
        inFlight.delete(attemptKey);
      }
    },
    (answer) => {
      const message = messageOf(answer);
      // "still being processed" (an attempt of this key under way, or left by a dead process),
      // "under way" / "changed meanwhile": the server asks to try again in a moment.
      if (
        answer.status === 409 &&
        /still being processed|under way|changed meanwhile/.test(message)
      ) {
        firstInProgress ??= performance.now();
        return { retry: `payment: 409 ${message.slice(0, 40)}…`, pauseMs: IN_PROGRESS_PAUSE_MS };
      }
      return refuse('payment')(answer);
    },
  );
  record.paymentMs = performance.now() - paymentStarted;
  if (firstInProgress !== undefined) record.inProgressMs = performance.now() - firstInProgress;
  if ('gaveUp' in paid) return end('unsettled', paid.gaveUp);
  if ('failed' in paid) return end('abandoned', paid.failed);
  if (field(paid.answer.body, 'success') !== true) {
    return end('abandoned', `payment: 2xx without success: ${paid.answer.text.slice(0, 80)}`);
  }
  return end('paid');
}
