import type { TokenClaims } from '../auth/tokens';
import { HttpError } from '../http/httpError';
import type { GatewayCustomer } from '../integrations/payments/paymentGateway';
import { PaymentGatewayError } from '../integrations/payments/paymentGateway';

/** The signed-in user as the payment gateway knows a customer. */
export function gatewayCustomerOf(user: TokenClaims): GatewayCustomer {
  return {
    userId: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
  };
}

/**
 * Runs a gateway call and turns its refusals into HTTP answers: an unreachable gateway is a 503
 * (try again), any other refusal (an intent no longer open, a refund already made…) a 409 with
 * the gateway's reason. Anything else is a bug and stays a 500.
 */
export async function callGateway<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentGatewayError) {
      if (error.unavailable) {
        throw new HttpError(503, 'The payment service cannot be reached. Please try again.');
      }
      throw new HttpError(409, error.message, undefined, { code: error.code });
    }
    throw error;
  }
}
