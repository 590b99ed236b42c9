import type { PaypalHasPaymentTokenResponse, PaypalTokenResponse } from '@bikeship/core/schemas';
import { eq } from 'drizzle-orm';
import type { TokenClaims } from '../auth/tokens';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { HttpError } from '../http/httpError';
import { type PaypalClient, PaypalUnavailableError } from '../integrations/payments/paypalClient';

async function paypalCustomerIdOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ paypalCustomerId: users.paypalCustomerId })
    .from(users)
    .where(eq(users.id, userId));
  return row?.paypalCustomerId ?? null;
}

async function callPaypal<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaypalUnavailableError) {
      throw new HttpError(503, 'PayPal cannot be reached. Please try again or pay by card.');
    }
    throw error;
  }
}

/**
 * GET /api/Paypal/hasPaymentToken (quote §7): whether the customer has something saved in
 * PayPal's vault. DECISION: false when PayPal is not configured (it is then not offered) and
 * when the customer has no PayPal customer id yet (nothing can be vaulted for them).
 */
export async function hasPaypalPaymentToken(
  db: Database,
  paypal: PaypalClient | null,
  user: TokenClaims,
): Promise<PaypalHasPaymentTokenResponse> {
  if (!paypal) return { hasPaymentToken: false };
  const customerId = await paypalCustomerIdOf(db, user.id);
  if (!customerId) return { hasPaymentToken: false };
  return { hasPaymentToken: await callPaypal(() => paypal.hasVaultedPaymentToken(customerId)) };
}

/**
 * GET /api/paypal/token (quote §7): the token the browser's PayPal SDK starts with.
 * DECISION: 404 when PayPal is not configured; the customer id sent to PayPal is the customer's
 * PayPal customer id when known, else our user id (PayPal keeps the vault under it).
 */
export async function paypalIdToken(
  db: Database,
  paypal: PaypalClient | null,
  user: TokenClaims,
): Promise<PaypalTokenResponse> {
  if (!paypal) throw new HttpError(404, 'PayPal is not configured on this server');
  const customerId = (await paypalCustomerIdOf(db, user.id)) ?? user.id;
  return { idToken: await callPaypal(() => paypal.generateClientToken(customerId)) };
}
