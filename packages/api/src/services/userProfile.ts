import type { UpdateUserRequest, User } from '@bikeship/core/schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { HttpError } from '../http/httpError';
import { findUserById, optionalText, requireName, type UserRow } from './accounts';

/**
 * The user as the API answers it (shell §3 "User"). `exp` is the expiry of the token the caller
 * holds, so the client's session clock (shell §4) follows the server's.
 */
export function toUserView(user: UserRow, tokenExpiry?: number): User {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    ...(user.companyName ? { companyName: user.companyName } : {}),
    email: user.email,
    ...(user.phoneNumber ? { phoneNumber: user.phoneNumber } : {}),
    ...(tokenExpiry === undefined ? {} : { exp: tokenExpiry }),
    hasPaypalId: Boolean(user.paypalCustomerId),
    ...(user.paypalCustomerId ? { paypalCustomerId: user.paypalCustomerId } : {}),
    MaxDimensionsVerified: user.maxDimensionsVerified,
    roles: user.roles,
    settings: user.settings,
  };
}

/**
 * The signed-in user's account. A valid token whose account is gone (deleted since the token
 * was issued) is no session: 401, and the client logs out (shell §4).
 */
export async function getAccount(db: Database, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(401, 'Your account no longer exists. Please sign in again.');
  return user;
}

/**
 * PUT /api/User: replaces the editable profile — names, company, phone — and, when sent, the
 * settings. A company or phone left out or blank is cleared; settings left out stay as they are.
 *
 * DECISION (core `updateUserRequestSchema`): the email is not changed here — a new address must
 * be proven by a mail to it first, a flow the spec does not show — so an `email` in the body is
 * ignored, like roles and payment ids.
 */
export async function updateProfile(
  db: Database,
  userId: string,
  request: UpdateUserRequest,
): Promise<UserRow> {
  const firstName = requireName('firstName', request.firstName, 'first name');
  const lastName = requireName('lastName', request.lastName, 'last name');
  const [user] = await db
    .update(users)
    .set({
      firstName,
      lastName,
      companyName: optionalText(request.companyName),
      phoneNumber: optionalText(request.phoneNumber),
      ...(request.settings ? { settings: request.settings } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new HttpError(401, 'Your account no longer exists. Please sign in again.');
  return user;
}
