import type { QbpTopShopRequest, SuccessResponse } from '@bikeship/core/schemas';
import type { Database } from '../db/database';
import { qbpTopShops } from '../db/schema';
import { badField, HttpError } from '../http/httpError';

/**
 * DECISION: a QBP dealer account number is letters, digits and dashes, 3 to 20 of them once
 * spaces are taken out; compared upper-case, so 'ab 123' and 'AB123' are the same account.
 */
const ACCOUNT_NUMBER_PATTERN = /^[A-Z0-9-]{3,20}$/;

const optional = (value: string | undefined): string | null => value?.trim() || null;

/**
 * POST /api/QbpTopShop (quote §7): stores a shop's application to the QBP top-shop
 * program — shop, account number, contact and address, as validated by the core schema. One
 * application per account number: a second one is a 409 naming `accountNumber` (the unique
 * index decides, so two simultaneous submissions cannot both pass).
 */
export async function enrolTopShop(
  db: Database,
  request: QbpTopShopRequest,
): Promise<SuccessResponse> {
  const accountNumber = request.accountNumber.replace(/\s+/g, '').toUpperCase();
  if (!ACCOUNT_NUMBER_PATTERN.test(accountNumber)) {
    throw badField('accountNumber', 'Enter your QBP account number (letters and digits)');
  }
  const inserted = await db
    .insert(qbpTopShops)
    .values({
      shopName: request.shopName.trim(),
      accountNumber,
      contactName: request.contactName.trim(),
      email: request.email.trim().toLowerCase(),
      phone: optional(request.phone),
      address1: request.address1.trim(),
      address2: optional(request.address2),
      city: request.city.trim(),
      state: optional(request.state)?.toUpperCase() ?? null,
      postalCode: request.postalCode.trim().toUpperCase(),
      countryCode: request.countryCode.trim().toUpperCase(),
      message: optional(request.message),
    })
    .onConflictDoNothing({ target: qbpTopShops.accountNumber })
    .returning({ enrolmentId: qbpTopShops.enrolmentId });
  if (inserted.length === 0) {
    const message = 'This QBP account has already applied to the top-shop program';
    throw new HttpError(409, message, [{ propertyName: 'accountNumber', message }]);
  }
  return { success: true };
}
