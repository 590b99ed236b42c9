import * as endpoints from '../schemas/endpointDefinitions';
import type { ApiClient } from './client';
import { asResult, orEmpty, orFalse } from './policies';

/** Card payments, discounts and balance through Stripe (quote §7). */
export function createStripeApi(client: ApiClient) {
  return {
    /** false on failure (quote §8: stripe failures). */
    createStripeClientSecret: orFalse(client.bind(endpoints.createStripeClientSecret)),
    /** false on failure (quote §8: stripe failures). */
    updateStripePayment: orFalse(client.bind(endpoints.updateStripePayment)),
    /** false on failure (quote §8: refund and stripe failures). */
    stripeRefund: orFalse(client.bind(endpoints.stripeRefund)),
    /** false on failure; the caller resets the discount (quote §8: discount failures). */
    getCustomerDiscount: orFalse(client.bind(endpoints.getCustomerDiscount)),
    /** false on failure: the promo discount stays cleared (quote §4, §8). */
    validatePromotion: orFalse(client.bind(endpoints.validatePromotion)),
    /** Empty list on failure (quote §8: payment-method list failures). */
    getPaymentMethods: orEmpty(client.bind(endpoints.getPaymentMethods)),
    /** false on failure (quote §8: stripe failures). */
    detachPaymentMethod: orFalse(client.bind(endpoints.detachPaymentMethod)),
    /** Balance in cents; false on failure, the caller resets it (quote §8: balance failures). */
    getCustomerBalance: orFalse(client.bind(endpoints.getCustomerBalance)),
    /**
     * How this server takes cards (DECISION, not in the call table): false on failure, and the
     * payment step says card payments are unavailable.
     */
    getPaymentsConfig: orFalse(client.bind(endpoints.getPaymentsConfig)),
    /** The test gateway's 3-D Secure page: the outcome, or the error to show (its message). */
    completeTestAuthentication: asResult(client.bind(endpoints.completeTestAuthentication)),
  };
}
