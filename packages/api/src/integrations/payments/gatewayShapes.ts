import { randomBytes } from 'node:crypto';
import { discountTypeOf, discountValueOf } from '@bikeship/core/rules';
import type { Discount } from '@bikeship/core/schemas';
import { PaymentGatewayError } from './paymentGateway';

/** A coupon as both gateways read it: amounts and minimum in cents, percent in percent. */
export interface CouponFigures {
  id: string;
  percentOff: number | null;
  amountOffCents: number | null;
  minimumAmountCents: number | null;
}

/**
 * The core's Discount (quote §3) for a coupon: the derived type and value come from the core
 * money rules, the same functions the browser uses.
 */
export function discountOf(coupon: CouponFigures): Discount {
  const amounts = {
    percentOff: coupon.percentOff ?? undefined,
    amountOff: coupon.amountOffCents ?? undefined,
    minimumAmount: coupon.minimumAmountCents ?? undefined,
  };
  const type = discountTypeOf(amounts);
  return {
    id: coupon.id,
    ...(amounts.percentOff !== undefined ? { percentOff: amounts.percentOff } : {}),
    ...(amounts.amountOff !== undefined ? { amountOff: amounts.amountOff } : {}),
    ...(amounts.minimumAmount !== undefined ? { minimumAmount: amounts.minimumAmount } : {}),
    ...(type !== null ? { discountType: type } : {}),
    discount: discountValueOf(amounts),
  };
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Stripe-looking id (`pi_test_…`, `pm_test_…`): a prefix and 24 random letters and digits. */
export function gatewayId(prefix: string): string {
  const bytes = randomBytes(24);
  let suffix = '';
  // 256 is not a multiple of 62: the small bias does not matter for an identifier.
  for (const byte of bytes) suffix += ID_ALPHABET[byte % ID_ALPHABET.length];
  return `${prefix}_${suffix}`;
}

/** Stripe's client secret form: `<id>_secret_<random>`. */
export function clientSecretFor(id: string): string {
  return `${id}_secret_${gatewayId('x').slice(2)}`;
}

/** Money calls take whole, positive cents; anything else is a bug of the caller. */
export function assertPositiveCents(amountCents: number, what: string): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new PaymentGatewayError(
      'amount_invalid',
      `${what} must be a positive whole number of cents, not ${amountCents}`,
    );
  }
}
