import type { ChangePasswordRequest } from '@bikeship/core/schemas';
import { and, eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { users } from '../db/schema';
import type { AppDeps } from '../http/appEnv';
import { badField } from '../http/httpError';
import { requireNewPassword, type UserRow } from './accounts';
import { renderEmail } from './emailTemplates';

/**
 * DECISION: an account made by social sign-in has no password to change. It gets one the way a
 * forgotten one is replaced — the reset link mailed by "Forgot password" — which also proves
 * the caller reads the account's mail; this call does not set a first password on a session's
 * word alone.
 */
const NO_PASSWORD_MESSAGE =
  'This account signs in with Google, Facebook or Apple and has no password yet. To set one, ' +
  'use "Forgot password" on the login page: we will email you a link.';

const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct';

const SAME_PASSWORD_MESSAGE = 'Choose a new password that differs from your current one';

/** The site's page that mails a reset link (shell §2). */
function forgotPasswordLink(publicUrl: string): string {
  return `${publicUrl}/forgotPassword`;
}

/**
 * The checks of POST /api/Authentication/change-password that need no password hashing and
 * tell nothing the caller does not know: the account has a password, and the new one is
 * acceptable (the rule of register and reset) and new. The route runs them before it counts an
 * attempt, so a form mistake never uses up the guesses of the rate limit. Returns the hash of
 * the current password.
 */
export function checkPasswordChange(account: UserRow, request: ChangePasswordRequest): string {
  if (!account.passwordHash) throw badField('currentPassword', NO_PASSWORD_MESSAGE);
  requireNewPassword(request.newPassword, 'newPassword');
  if (request.newPassword === request.currentPassword) {
    throw badField('newPassword', SAME_PASSWORD_MESSAGE);
  }
  return account.passwordHash;
}

/**
 * POST /api/Authentication/change-password: replaces the password of a signed-in account when
 * the current one is given, and ends every session of the account issued before the change
 * (users.sessionsValidFrom, as a reset does): whoever holds a session made with the old
 * password is out. The caller keeps going with the session the route starts after this.
 *
 * The update is conditional on the hash the check read, so of two changes racing with the same
 * current password one wins and the other is told its current password is not correct.
 * Returns the account as changed. 400 on `currentPassword` when it is wrong.
 */
export async function changePassword(
  deps: Pick<AppDeps, 'db' | 'now'>,
  account: UserRow,
  request: ChangePasswordRequest,
): Promise<UserRow> {
  const currentHash = checkPasswordChange(account, request);
  if (!(await verifyPassword(currentHash, request.currentPassword))) {
    throw badField('currentPassword', WRONG_CURRENT_PASSWORD_MESSAGE);
  }
  const passwordHash = await hashPassword(request.newPassword);
  const now = deps.now();
  const [changed] = await deps.db
    .update(users)
    .set({ passwordHash, updatedAt: now, sessionsValidFrom: now })
    .where(and(eq(users.id, account.id), eq(users.passwordHash, currentHash)))
    .returning();
  if (!changed) throw badField('currentPassword', WRONG_CURRENT_PASSWORD_MESSAGE);
  return changed;
}

function passwordChangedMail(firstName: string, publicUrl: string) {
  return renderEmail({
    subject: 'Your bikeship password was changed',
    blocks: [
      { kind: 'paragraph', text: `Hello ${firstName},` },
      {
        kind: 'paragraph',
        text:
          'The password of your bikeship account was just changed. Every other device that was ' +
          'signed in to the account has been signed out.',
      },
      {
        kind: 'paragraph',
        text: `If you did not change it, choose a new password at once: ${forgotPasswordLink(publicUrl)}`,
      },
    ],
  });
}

/**
 * Tells the account's owner that the password changed, so a change they did not make (someone
 * at a session they left open) does not go unnoticed. DECISION: a mail that cannot be sent is
 * logged, not told to the caller: the password has changed either way, and the answer carries
 * the caller's new session.
 */
export async function mailPasswordChanged(
  deps: Pick<AppDeps, 'mailer' | 'config' | 'logger'>,
  account: UserRow,
): Promise<void> {
  try {
    await deps.mailer.send({
      to: account.email,
      ...passwordChangedMail(account.firstName, deps.config.publicUrl),
    });
  } catch (error) {
    deps.logger.error({ err: error }, 'password changed mail could not be sent');
  }
}
