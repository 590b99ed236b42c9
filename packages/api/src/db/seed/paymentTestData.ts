import { eq } from 'drizzle-orm';
import { storedEventDetailsSchema } from '../../services/events';
import type { Database } from '../database';
import {
  bicycleEvents,
  testGatewayBalanceTransactions,
  testGatewayCoupons,
  testGatewayCustomerBalances,
  testGatewayCustomerDiscounts,
  testGatewayPaymentMethods,
  testGatewayPromotionCodes,
  users,
} from '../schema';
import { DEMO_CUSTOMER_EMAIL } from './demoCustomer';

interface SeedCoupon {
  couponId: string;
  name: string;
  percentOff?: number;
  amountOffCents?: number;
  minimumAmountCents?: number;
}

/** The shop's own promotions: a percent and a fixed coupon, each with a minimum. */
const SHOP_PROMOTIONS: readonly { code: string; coupon: SeedCoupon }[] = [
  {
    code: 'RIDE10',
    coupon: {
      couponId: 'coupon_ride10',
      name: '10% off orders of $50 or more',
      percentOff: 10,
      minimumAmountCents: 50_00,
    },
  },
  {
    code: 'SAVE20',
    coupon: {
      couponId: 'coupon_save20',
      name: '$20 off orders of $150 or more',
      amountOffCents: 20_00,
      minimumAmountCents: 150_00,
    },
  },
];

/**
 * DECISION: an event's or partner's coupon code is a promotion code. By default it takes 10 %
 * off with no minimum (a rider travelling to the event); partners listed here have their own terms.
 */
const EVENT_CODE_DEFAULT: Omit<SeedCoupon, 'couponId' | 'name'> = { percentOff: 10 };
const EVENT_CODE_TERMS: Readonly<Record<string, Omit<SeedCoupon, 'couponId' | 'name'>>> = {
  ARTOURS: { amountOffCents: 15_00, minimumAmountCents: 100_00 },
  DESERTSKY: { amountOffCents: 10_00, minimumAmountCents: 75_00 },
};

/** The demo customer's loyalty coupon: 5 % off any order. */
const DEMO_LOYALTY_COUPON: SeedCoupon = {
  couponId: 'coupon_demo_loyalty',
  name: 'Loyal rider: 5% off',
  percentOff: 5,
};
/** $25 of credit, as Stripe keeps it: a negative balance. */
const DEMO_CREDIT_CENTS = 25_00;
/** Marks the demo customer's payment data as seeded: never seeded twice, never re-added. */
const DEMO_SEED_KEY = 'seed:demo-customer-credit';

function couponValues(coupon: SeedCoupon) {
  return {
    couponId: coupon.couponId,
    name: coupon.name,
    percentOff: coupon.percentOff ?? null,
    amountOffCents: coupon.amountOffCents ?? null,
    minimumAmountCents: coupon.minimumAmountCents ?? null,
  };
}

function describe(terms: Omit<SeedCoupon, 'couponId' | 'name'>, code: string): string {
  const off =
    terms.percentOff !== undefined
      ? `${terms.percentOff}% off`
      : `$${(terms.amountOffCents ?? 0) / 100} off`;
  const minimum =
    terms.minimumAmountCents !== undefined
      ? ` orders of $${terms.minimumAmountCents / 100} or more`
      : '';
  return `${code}: ${off}${minimum}`;
}

async function seedPromotion(db: Database, code: string, coupon: SeedCoupon): Promise<void> {
  await db.insert(testGatewayCoupons).values(couponValues(coupon)).onConflictDoNothing();
  await db
    .insert(testGatewayPromotionCodes)
    .values({ promotionCodeId: `promo_${code.toLowerCase()}`, code, couponId: coupon.couponId })
    .onConflictDoNothing();
}

/**
 * Seeds the embedded test gateway: the shop's promotion codes, one per event and
 * partner coupon code (read from the seeded events, so an event added later gets its code on the
 * next start), and for the demo customer a 5 % discount, $25 of credit and a saved Visa.
 * Runs after the events and the demo customer; inserts only what is missing, so a code the shop
 * deactivated stays deactivated and a card the demo customer removed stays removed.
 */
export async function seedPaymentTestData(db: Database, now: Date = new Date()): Promise<void> {
  for (const { code, coupon } of SHOP_PROMOTIONS) await seedPromotion(db, code, coupon);

  const events = await db.select({ event: bicycleEvents.event }).from(bicycleEvents);
  for (const { event } of events) {
    const details = storedEventDetailsSchema.safeParse(event);
    const code = details.success ? details.data.couponCode?.trim() : undefined;
    if (!code) continue;
    const terms = EVENT_CODE_TERMS[code.toUpperCase()] ?? EVENT_CODE_DEFAULT;
    await seedPromotion(db, code, {
      couponId: `coupon_${code.toLowerCase()}`,
      name: describe(terms, code),
      ...terms,
    });
  }

  const [demo] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_CUSTOMER_EMAIL));
  if (!demo) return;
  const [marker] = await db
    .insert(testGatewayBalanceTransactions)
    .values({
      userId: demo.id,
      amountCents: -DEMO_CREDIT_CENTS,
      description: 'Welcome credit',
      idempotencyKey: DEMO_SEED_KEY,
    })
    .onConflictDoNothing()
    .returning({ id: testGatewayBalanceTransactions.balanceTransactionId });
  if (!marker) return;
  await db
    .insert(testGatewayCustomerBalances)
    .values({ userId: demo.id, balanceCents: -DEMO_CREDIT_CENTS })
    .onConflictDoNothing();
  await db
    .insert(testGatewayCoupons)
    .values(couponValues(DEMO_LOYALTY_COUPON))
    .onConflictDoNothing();
  await db
    .insert(testGatewayCustomerDiscounts)
    .values({ userId: demo.id, couponId: DEMO_LOYALTY_COUPON.couponId })
    .onConflictDoNothing();
  await db
    .insert(testGatewayPaymentMethods)
    .values({
      paymentMethodId: 'pm_test_demoVisa4242',
      userId: demo.id,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: now.getUTCFullYear() + 2,
      fingerprint: 'pm_card_visa',
    })
    .onConflictDoNothing();
}
