import {
  addressInputOf,
  computeStageSubTotalCents,
  shipModeForTripCount,
} from '@bikeship/core/rules';
import {
  type AddressInput,
  addressInputSchema,
  type TemporaryOrderRequest,
} from '@bikeship/core/schemas';
import { and, eq } from 'drizzle-orm';
import type { TokenClaims } from '../auth/tokens';
import type { Database } from '../db/database';
import { orderPackages, orders, shipments } from '../db/schema';
import { HttpError } from '../http/httpError';
import { issuesToFieldErrors } from '../http/validation';
import { assertSavedAddress } from './addressChecks';
import { createAddress } from './addresses';
import { findOwnedOrder, hashOrderKey, newOrderKey, type OrderAccess } from './orderAccess';
import { type PricingDeps, priceTemporaryOrder, stageChargesOfOrder } from './orderPricing';
import { checkTemporaryOrder } from './orderRequest';
import { isPlaced } from './paymentAttempts';

/** Making an order (quote §7 POST /api/Order, create-order). */

export interface TemporaryOrderCreated {
  orderId: number;
  /** The guest's order key (orderAccess.ts); null for a registered customer's order. */
  orderKey: string | null;
}

/** Who places a temporary order, besides what its body says. */
export interface OrderPlacer {
  /** The signed-in customer; null for a guest. */
  user: TokenClaims | null;
  /** The partner (bike shop) whose embed sent the order (http/partner.ts); null for none. */
  partner: string | null;
}

/**
 * The step-3 addresses a signed-in customer asked to keep (quote §3 `needSaveAddress`), as the
 * address book takes them, each checked like POST /api/Address. DECISION: a guest has no address
 * book, so a guest's flag is ignored, as a saved card's is; an address given twice is one entry.
 */
function addressesToSave(
  request: TemporaryOrderRequest,
  user: TokenClaims | null,
): { userId: string; address: AddressInput }[] {
  if (!user) return [];
  const asked = request.stages.flatMap((stage, index) =>
    (['fromAddress', 'toAddress'] as const)
      .filter((side) => stage[side].needSaveAddress === true)
      .map((side) => ({ path: `stages.${index}.${side}`, input: addressInputOf(stage[side]) })),
  );
  return asked.map(({ path, input }) => {
    const parsed = addressInputSchema.safeParse(input);
    if (!parsed.success) {
      const errors = issuesToFieldErrors(parsed.error.issues).map((error) => ({
        ...error,
        propertyName: `${path}.${error.propertyName}`,
      }));
      throw new HttpError(400, 'The address to save is invalid', errors);
    }
    assertSavedAddress(parsed.data);
    return { userId: user.id, address: parsed.data };
  });
}

/**
 * POST /api/Order: a temporary order, priced by the server. Checks the stages (addresses filled
 * and where they were quoted), re-rates every stage with the carrier, prices it with the core
 * rules, and stores the order, one shipment per stage and each stage's packages in ONE
 * transaction. DECISION: a signed-in customer's order is theirs and carries the account's name
 * and email (the profile's `userId` is never trusted); a guest's carries the profile's and gets
 * an order key. The partner is recorded here, where the order comes into being: creating and
 * paying it are steps of the same order, not a second attribution. The addresses the customer
 * asked to save join the address book in the same transaction: the order and the book never
 * disagree about what was saved.
 */
export async function createTemporaryOrder(
  deps: PricingDeps & { db: Database; now: () => Date },
  request: TemporaryOrderRequest,
  { user, partner }: OrderPlacer,
): Promise<TemporaryOrderCreated> {
  checkTemporaryOrder(request);
  const toSave = addressesToSave(request, user);
  const priced = await priceTemporaryOrder(deps, request);
  const charges = stageChargesOfOrder(priced.fees, request.packages);
  const orderKey = user ? null : newOrderKey();
  const profile = request.session.profile;
  const now = deps.now();

  const orderId = await deps.db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        userId: user?.id ?? null,
        email: user?.email ?? profile.email,
        firstName: user?.firstName ?? profile.firstName,
        lastName: user?.lastName ?? profile.lastName,
        guestKeyHash: orderKey ? hashOrderKey(orderKey) : null,
        status: 'temporary',
        // Ship mode is derived from the trips (quote §1), whatever the client says.
        shipMode: shipModeForTripCount(request.stages.length),
        purpose: request.purpose ?? null,
        shipDate: request.shipDate,
        eventCode: request.session.eventCode ?? null,
        partner,
        timezone: request.timezoneData.timezone,
        request,
        fees: priced.fees,
        subTotalCents: priced.subTotalCents,
        totalCents: priced.subTotalCents,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ orderId: orders.orderId });
    if (!order) throw new Error('order insert returned nothing');

    for (const [index, stage] of request.stages.entries()) {
      const pricedStage = priced.stages[index];
      const stageCharges = charges[index];
      if (!pricedStage || !stageCharges) throw new Error(`stage ${stage.stage} was not priced`);
      const [shipment] = await tx
        .insert(shipments)
        .values({
          orderId: order.orderId,
          stage: stage.stage,
          serviceCode: pricedStage.rate.code,
          service: pricedStage.rate.name,
          shipDate: pricedStage.rate.ship ?? stage.shipDate,
          deliverDate: pricedStage.rate.deliver ?? stage.deliverDate ?? null,
          transitDays: pricedStage.rate.transitDays,
          from: stage.fromAddress,
          to: stage.toAddress,
          amountCents: computeStageSubTotalCents(stageCharges),
        })
        .returning({ shipmentId: shipments.shipmentId });
      if (!shipment) throw new Error('shipment insert returned nothing');
      await tx.insert(orderPackages).values(
        request.packages.map((pkg, packageIndex) => ({
          shipmentId: shipment.shipmentId,
          orderId: order.orderId,
          // The customs fields of an international stage sit with the box (commercial invoice).
          package: { ...pkg, ...(pricedStage.customs[packageIndex] ?? {}) },
        })),
      );
    }
    for (const { userId, address } of toSave) await createAddress(tx, userId, address);
    return order.orderId;
  });
  return { orderId, orderKey };
}

/**
 * POST /api/Order/create-order: the temporary order becomes an order awaiting payment.
 * Idempotent for a created order; 403 for one already paid (quote §8: "403 gives a distinct
 * forbidden result"); 409 for a cancelled one.
 */
export async function createOrder(
  db: Database,
  orderId: number,
  access: OrderAccess,
  now: Date,
): Promise<{ success: true; orderId: number }> {
  const order = await findOwnedOrder(db, orderId, access);
  if (isPlaced(order)) throw new HttpError(403, 'This order is already paid');
  if (order.status === 'cancelled') throw new HttpError(409, 'This order was cancelled');
  if (order.status === 'temporary') {
    await db
      .update(orders)
      .set({ status: 'created', updatedAt: now })
      .where(and(eq(orders.orderId, order.orderId), eq(orders.status, 'temporary')));
  }
  return { success: true, orderId: order.orderId };
}
