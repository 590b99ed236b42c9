import { and, eq } from 'drizzle-orm';
import { payments, webhookEvents } from '../db/schema';
import type { AppDeps } from '../http/appEnv';
import { HttpError } from '../http/httpError';
import { type GatewayEvent, WebhookSignatureError } from '../integrations/payments/paymentGateway';
import { settleGatewayPayment } from './orderPayment';
import { afterOrderPlaced } from './orderPlaced';

type WebhookDeps = AppDeps;
type Transaction = Parameters<Parameters<AppDeps['db']['transaction']>[0]>[0];

/** What one event type does to our records, inside the transaction that records the event. */
type EventHandler = (tx: Transaction, event: GatewayEvent, deps: WebhookDeps) => Promise<void>;

function stringField(object: Record<string, unknown>, key: string): string | undefined {
  const value = object[key];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The customer gave up or failed 3-D Secure: the attempt that waited for it is declined, which
 * frees the order for another card.
 */
const paymentFailed: EventHandler = async (tx, event, deps) => {
  const intentId = stringField(event.object, 'id');
  if (!intentId) return;
  const failure = event.object.last_payment_error;
  const details =
    typeof failure === 'object' && failure !== null ? (failure as Record<string, unknown>) : {};
  await tx
    .update(payments)
    .set({
      status: 'declined',
      failureCode:
        stringField(details, 'decline_code') ?? stringField(details, 'code') ?? 'card_declined',
      failureMessage: stringField(details, 'message') ?? 'The payment was not completed.',
      updatedAt: deps.now(),
    })
    .where(and(eq(payments.gatewayPaymentId, intentId), eq(payments.status, 'requires_action')));
};

/**
 * The events this server acts on inside the transaction that records them. Others (Stripe sends
 * many) are acknowledged and recorded so that Stripe stops retrying them.
 * `payment_intent.succeeded` is acted on after that transaction (see `receiveStripeWebhook`).
 */
const HANDLERS: Readonly<Record<string, EventHandler>> = {
  'payment_intent.payment_failed': paymentFailed,
};

/**
 * POST /api/Stripe/webhook: verifies the signature over the raw body (400 otherwise), then
 * records the event id and acts on it in one transaction — an event id already recorded is a
 * replay and changes nothing. Answers quickly: the handlers only touch our own tables.
 */
export async function receiveStripeWebhook(
  deps: WebhookDeps,
  rawBody: string,
  signatureHeader: string | undefined,
): Promise<{ received: true; duplicate: boolean }> {
  let event: GatewayEvent;
  try {
    event = await deps.payments.readWebhookEvent(rawBody, signatureHeader);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      deps.logger.warn({ reason: error.message }, 'webhook refused');
      throw new HttpError(400, error.message);
    }
    throw error;
  }
  const fresh = await deps.db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(webhookEvents)
      .values({ eventId: event.id, type: event.type, receivedAt: deps.now() })
      .onConflictDoNothing()
      .returning({ eventId: webhookEvents.eventId });
    if (!recorded) return false;
    await HANDLERS[event.type]?.(tx, event, deps);
    return true;
  });
  if (!fresh) {
    deps.logger.info({ eventId: event.id }, 'webhook event seen before: ignored');
    return { received: true, duplicate: true };
  }
  // A 3-D Secure payment finished in the browser: place the order that waited for it, which sends
  // its confirmation mail (or refund it as a duplicate if the order was paid meanwhile). After the recording transaction, not
  // inside it: the settle step takes its own lock on the order (on PGlite, one connection, a
  // nested lock would wait on itself). If it fails, Stripe's retry finds the event recorded, so
  // the failure is logged for the team; the customer's payment stays in `requires_action`.
  const intentId = stringField(event.object, 'id');
  if (event.type === 'payment_intent.succeeded' && intentId) {
    try {
      await settleGatewayPayment({ ...deps, afterPlaced: afterOrderPlaced(deps) }, intentId, {
        status: 'succeeded',
      });
    } catch (error) {
      deps.logger.error({ err: error, eventId: event.id }, 'settling a webhook payment failed');
    }
  }
  return { received: true, duplicate: false };
}
