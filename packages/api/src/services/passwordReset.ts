import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { passwordResetTokens, users } from '../db/schema';
import type { AppDeps } from '../http/appEnv';
import { badField } from '../http/httpError';
import { findUserByEmail, requireNewPassword } from './accounts';

/** DECISION: a reset link works for one hour, and once. */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

const INVALID_TOKEN_MESSAGE =
  'This password reset link is invalid, used or expired. Please ask for a new one.';

/** Only this is stored: a leaked table gives no working link. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The page the mailed link opens: the site's /reset-password (shell §2), which reads the token
 * and asks for the new password (the account widget's reset-password view).
 */
export const RESET_PASSWORD_PAGE = '/reset-password';

export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}${RESET_PASSWORD_PAGE}?token=${encodeURIComponent(token)}`;
}

function resetMail(firstName: string, link: string) {
  const hours = RESET_TOKEN_LIFETIME_MS / 3_600_000;
  const text = [
    `Hello ${firstName},`,
    '',
    'Someone, hopefully you, asked to reset the password of your bikeship account.',
    'Choose a new password here:',
    '',
    link,
    '',
    `The link works once and for ${hours} hour. If you did not ask for it, ignore this email:`,
    'your password stays as it is.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(firstName)},</p>
<p>Someone, hopefully you, asked to reset the password of your bikeship account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p>The link works once and for ${hours} hour. If you did not ask for it, ignore this email: your password stays as it is.</p>`;
  return { subject: 'Reset your bikeship password', text, html };
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * POST /api/Authentication/forgot-password: mails a single-use link valid for an hour. For an
 * email without an account nothing is sent. The route runs this after answering, so the caller
 * learns nothing — not from the answer, not from its timing — about which addresses have
 * accounts. A new link replaces any earlier one.
 *
 * DECISION: a mail that cannot be sent is logged, not told to the caller (telling would again
 * say the account exists); the page says the mail may take a few minutes and to try again.
 */
export async function requestPasswordReset(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'logger' | 'now'>,
  email: string,
): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  await deps.db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
  await deps.db.insert(passwordResetTokens).values({
    tokenHash: hashResetToken(token),
    userId: user.id,
    expiresAt: new Date(deps.now().getTime() + RESET_TOKEN_LIFETIME_MS),
  });
  try {
    await deps.mailer.send({
      to: user.email,
      ...resetMail(user.firstName, resetLink(deps.config.publicUrl, token)),
    });
  } catch (error) {
    deps.logger.error({ err: error }, 'password reset mail could not be sent');
  }
}

/** The condition of a token that can still be used: known, unused, unexpired. */
function usableToken(token: string, now: Date) {
  return and(
    eq(passwordResetTokens.tokenHash, hashResetToken(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
}

/** POST /api/Authentication/verify-reset-token: false for an unknown, used or expired token. */
export async function isResetTokenValid(
  deps: Pick<AppDeps, 'db' | 'now'>,
  token: string,
): Promise<boolean> {
  const rows = await deps.db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(usableToken(token, deps.now()))
    .limit(1);
  return rows.length > 0;
}

/**
 * POST /api/Authentication/reset-password: sets the new password and uses the token up, in one
 * transaction. The token is claimed by one conditional UPDATE, so two requests racing with the
 * same link cannot both succeed.
 *
 * Every session of the account issued before the reset ends with it (users.sessionsValidFrom,
 * checked with each token): whoever knew the old password — or holds a session made with it —
 * is out. The link never works again.
 */
export async function resetPassword(
  deps: Pick<AppDeps, 'db' | 'now'>,
  token: string,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(requireNewPassword(password));
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(usableToken(token, now))
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw badField('token', INVALID_TOKEN_MESSAGE);
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: now, sessionsValidFrom: now })
      .where(eq(users.id, claimed.userId));
  });
}
