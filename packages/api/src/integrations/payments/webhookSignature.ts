import Stripe from 'stripe';
import * as z from 'zod';
import { type GatewayEvent, WebhookSignatureError } from './paymentGateway';

/** Stripe's default: a signed call older than 5 minutes is refused (replays of old captures). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const eventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/**
 * Reads a webhook call signed with Stripe's scheme (`Stripe-Signature: t=…,v1=HMAC-SHA256(secret,
 * t + '.' + body)`), verified by the `stripe` package itself so both gateways check exactly what
 * Stripe signs. The raw body must be the bytes received: a re-serialised JSON would not match.
 */
export function readSignedEvent(
  rawBody: string,
  signatureHeader: string | undefined,
  secret: string,
  receivedAt: Date,
): GatewayEvent {
  if (!signatureHeader) throw new WebhookSignatureError('The Stripe-Signature header is missing');
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(
      rawBody,
      signatureHeader,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      receivedAt.getTime(),
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new WebhookSignatureError(`The webhook signature does not verify: ${reason}`);
  }
  const parsed = eventSchema.safeParse(event);
  if (!parsed.success) throw new WebhookSignatureError('The signed body is not a Stripe event');
  return { id: parsed.data.id, type: parsed.data.type, object: parsed.data.data.object };
}
