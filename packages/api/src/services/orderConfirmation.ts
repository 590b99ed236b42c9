import { and, asc, eq, gt, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { orders } from '../db/schema';
import type { AppDeps } from '../http/appEnv';
import { LABELABLE_ORDER_STATUSES } from './labels';
import { confirmationMailOf, type EmailDeps, labelsFollowUpMailOf } from './orderEmails';
import { labelPaidOrder } from './orderLabels';

/**
 * The confirmation mail of a placed order, sent exactly once however the order was placed — a
 * card charged at once, a card charged after 3-D Secure (the browser's answer or the gateway's
 * webhook, whichever settles it), or nothing to pay — and whichever of several API processes
 * on one database places it:
 * 1. claim: one conditional UPDATE sets `confirmation_claimed_at` only while the mail is unsent
 *    and nobody holds a live claim on it. Of concurrent callers, in one process or in many,
 *    exactly one gets the row back; the others send nothing.
 * 2. send: after the claim, outside any transaction (a mail server may be slow).
 * 3. record: `confirmation_sent_at`.
 *
 * DECISION, when sending fails: the mail is retried, not lost. The failure is logged and the
 * claim is kept until its lease runs out; every process looks for placed orders whose mail is
 * unsent and whose claim is free or stale (`sendDueConfirmations`, every
 * CONFIRMATION_RETRY_INTERVAL_MS) and sends them the same way — so a mail server that is down
 * is asked again every CONFIRMATION_LEASE_MS, and a process that died between claim and send
 * leaves a claim that expires. After CONFIRMATION_RETRY_WINDOW_MS it stops trying (the log
 * holds every failure): a confirmation days late confuses more than it tells. The one case that
 * mails twice: the mail server took the message and the process died, or lost the database,
 * before recording it — a second confirmation is better than none.
 *
 * The labels: between claim and send, the labels of every stage still shipping are made
 * (services/orderLabels.ts; idempotent, so a retry makes nothing twice) and the confirmation
 * carries them.
 * DECISION, attachments rather than a download link: the label PDF of each stage and, abroad,
 * its commercial invoice are attached — what a customer expects, printable at once from any
 * device, and small (about 10 KB for a stage's label PDF; an order has at most five stages).
 * A link cannot serve a guest: the server keeps only the hash of a guest's order key
 * (services/orderAccess.ts), so it has no key to put in a link, and the guest's browser already
 * holds the key for the order's own download (GET /api/ShipmentDocument/downloadDocuments, by
 * the cookie or the header). The mail says they can be downloaded again from the order, mailed
 * elsewhere (LABELS) or posted (MAILLABEL).
 * DECISION, when the carrier fails at label time: the confirmation is not held back for it. It
 * goes with the labels that were made and says that the others follow in a separate mail; the
 * order is marked `labels_mail_due_at`, and the same look that retries confirmations retries
 * those labels (`sendDueLabelsFollowUps`, claimed like the confirmation, every
 * CONFIRMATION_LEASE_MS while the carrier fails, for CONFIRMATION_RETRY_WINDOW_MS) and, once
 * every stage has its labels, mails them all, once.
 */

/**
 * How long a claim holds: longer than a send can take (nodemailer's longest timeout, the SMTP
 * socket's, is 10 minutes), so a live sender is never overtaken.
 */
export const CONFIRMATION_LEASE_MS = 15 * 60_000;
/** How often each process looks for confirmations still due. */
export const CONFIRMATION_RETRY_INTERVAL_MS = 60_000;
/** How long after placing an order its confirmation is still retried. */
export const CONFIRMATION_RETRY_WINDOW_MS = 3 * 24 * 60 * 60_000;
/** Confirmations retried per look: a backlog drains over several looks, not in one burst. */
const CONFIRMATION_RETRY_BATCH = 20;

export type ConfirmationDeps = EmailDeps & Pick<AppDeps, 'logger'>;

/** `sent`, or `not-due` (already sent, someone else is sending it, or not placed), or `failed`. */
export type ConfirmationResult = 'sent' | 'not-due' | 'failed';

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/**
 * One mail an order owes, claimed the same way for each: the column holding its claim, when it
 * is owed, and the column that orders the backlog (oldest first).
 */
interface OwedMail {
  claimedAt: PgColumn;
  claim: (at: Date) => Partial<typeof orders.$inferInsert>;
  owed: SQL | undefined;
  since: PgColumn;
}

const CONFIRMATION: OwedMail = {
  claimedAt: orders.confirmationClaimedAt,
  claim: (at) => ({ confirmationClaimedAt: at }),
  owed: and(isNotNull(orders.placedAt), isNull(orders.confirmationSentAt)),
  since: orders.placedAt,
};

const LABELS_FOLLOW_UP: OwedMail = {
  claimedAt: orders.labelsMailClaimedAt,
  claim: (at) => ({ labelsMailClaimedAt: at }),
  owed: isNotNull(orders.labelsMailDueAt),
  since: orders.labelsMailDueAt,
};

/** Owed, and nobody holds a live claim on it. */
const claimable = (mail: OwedMail, now: Date) =>
  and(mail.owed, or(isNull(mail.claimedAt), lt(mail.claimedAt, ago(now, CONFIRMATION_LEASE_MS))));

/**
 * The claim: one conditional UPDATE, so of concurrent callers — in one process or many — exactly
 * one gets the order back.
 */
async function claimOwedMail(deps: ConfirmationDeps, mail: OwedMail, orderId: number) {
  const claimedAt = deps.now();
  const [order] = await deps.db
    .update(orders)
    .set(mail.claim(claimedAt))
    .where(and(eq(orders.orderId, orderId), claimable(mail, claimedAt)))
    .returning();
  return order;
}

/**
 * The orders whose `mail` is still owed within the retry window, claimable, and owed for longer
 * than `leftToCallerMs` if given (younger ones are the placing call's), oldest first, one
 * batch; each sent by `send`. Answers how many went.
 */
async function sendOwedMails(
  deps: ConfirmationDeps,
  mail: OwedMail,
  send: (orderId: number) => Promise<ConfirmationResult>,
  leftToCallerMs?: number,
): Promise<number> {
  const now = deps.now();
  const due = await deps.db
    .select({ orderId: orders.orderId })
    .from(orders)
    .where(
      and(
        claimable(mail, now),
        leftToCallerMs === undefined ? undefined : lt(mail.since, ago(now, leftToCallerMs)),
        gt(mail.since, ago(now, CONFIRMATION_RETRY_WINDOW_MS)),
      ),
    )
    .orderBy(asc(mail.since))
    .limit(CONFIRMATION_RETRY_BATCH);
  let sent = 0;
  for (const { orderId } of due) {
    if ((await send(orderId)) === 'sent') sent += 1;
  }
  return sent;
}

/**
 * Claims, sends and records one order's confirmation mail (see above). A failed send is logged
 * and answered `failed`, not thrown: the payment that placed the order stands.
 */
export async function sendOrderConfirmation(
  deps: ConfirmationDeps,
  orderId: number,
): Promise<ConfirmationResult> {
  const order = await claimOwedMail(deps, CONFIRMATION, orderId);
  if (!order) return 'not-due';
  let labelsFollow: boolean;
  try {
    const { unlabelledStages } = await labelPaidOrder(deps, order);
    labelsFollow = unlabelledStages.length > 0;
    const mail = await confirmationMailOf(deps, order, { labelsFollow });
    await deps.mailer.send({ to: order.email, ...mail });
  } catch (error) {
    deps.logger.error(
      { err: error, orderId },
      'confirmation mail not sent: retried once its claim expires',
    );
    return 'failed';
  }
  const sentAt = deps.now();
  await deps.db
    .update(orders)
    .set({ confirmationSentAt: sentAt, ...(labelsFollow ? { labelsMailDueAt: sentAt } : {}) })
    .where(and(eq(orders.orderId, orderId), isNull(orders.confirmationSentAt)));
  return 'sent';
}

/**
 * Sends the confirmations still due: orders placed within the retry window whose mail is unsent
 * and unclaimed (or whose claim expired). An order placed in the last
 * CONFIRMATION_RETRY_INTERVAL_MS is left to the call that placed it, which claims it at once.
 * Answers how many were sent.
 */
export function sendDueConfirmations(deps: ConfirmationDeps): Promise<number> {
  return sendOwedMails(
    deps,
    CONFIRMATION,
    (orderId) => sendOrderConfirmation(deps, orderId),
    CONFIRMATION_RETRY_INTERVAL_MS,
  );
}

/**
 * Claims, makes and sends the labels that a confirmation promised would follow (see above):
 * `sent` once every stage still shipping has its labels and the mail with all of them went to
 * the order's address; `failed` while a stage's labels cannot be made or the mail server fails
 * (the claim holds until its lease runs out, then the next look tries again); `not-due` when
 * nothing is due, someone else is at it, or the order was refunded or cancelled meanwhile (then
 * nothing is sent and nothing is due any more).
 */
export async function sendLabelsFollowUp(
  deps: ConfirmationDeps,
  orderId: number,
): Promise<ConfirmationResult> {
  const order = await claimOwedMail(deps, LABELS_FOLLOW_UP, orderId);
  if (!order) return 'not-due';
  const settled = () =>
    deps.db
      .update(orders)
      .set({ labelsMailDueAt: null })
      .where(and(eq(orders.orderId, orderId), isNotNull(orders.labelsMailDueAt)));
  try {
    if (!LABELABLE_ORDER_STATUSES.has(order.status)) {
      await settled();
      return 'not-due';
    }
    const { unlabelledStages } = await labelPaidOrder(deps, order);
    if (unlabelledStages.length > 0) return 'failed';
    const mail = await labelsFollowUpMailOf(deps, order);
    if (mail.attachments.length === 0) {
      // Every stage was cancelled meanwhile: no labels to send.
      await settled();
      return 'not-due';
    }
    await deps.mailer.send({ to: order.email, ...mail });
  } catch (error) {
    deps.logger.error(
      { err: error, orderId },
      'labels mail not sent: retried once its claim expires',
    );
    return 'failed';
  }
  await settled();
  return 'sent';
}

/**
 * Sends the labels mails still due (see above): orders whose confirmation promised labels that
 * follow, within CONFIRMATION_RETRY_WINDOW_MS of that promise, unclaimed (or the claim expired).
 * Answers how many were sent.
 */
export function sendDueLabelsFollowUps(deps: ConfirmationDeps): Promise<number> {
  return sendOwedMails(deps, LABELS_FOLLOW_UP, (orderId) => sendLabelsFollowUp(deps, orderId));
}

/**
 * Looks for due confirmations (and labels that follow them) every CONFIRMATION_RETRY_INTERVAL_MS in this process, as
 * background work (the server finishes a look under way before it stops). `stop` ends it.
 */
export function startConfirmationRetries(deps: ConfirmationDeps & Pick<AppDeps, 'background'>): {
  stop(): void;
} {
  let looking = false;
  const timer = setInterval(() => {
    // One look at a time: a slow mail server gets no pile of them.
    if (looking) return;
    looking = true;
    deps.background.run('confirmation mail retry', async () => {
      try {
        await sendDueConfirmations(deps);
        await sendDueLabelsFollowUps(deps);
      } finally {
        looking = false;
      }
    });
  }, CONFIRMATION_RETRY_INTERVAL_MS);
  // The retry must never keep a stopping process alive.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
