import { createHash, randomBytes } from 'node:crypto';
import { CONFIRM_EMAIL_LINK_LIFETIME_HOURS } from '@bikeship/core/constants';
import type { RegisterRequest } from '@bikeship/core/schemas';
import { and, eq, gt, lte } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { pendingRegistrations, users } from '../db/schema';
import type { AppDeps } from '../http/appEnv';
import { badField } from '../http/httpError';
import {
  findUserByEmail,
  normalizeEmail,
  optionalText,
  REGISTERED_ROLES,
  requireName,
  requireNewPassword,
  type UserRow,
} from './accounts';
import { escapeHtml } from './emailTemplates';

/*
 * DECISION (registration tells an anonymous caller nothing about which emails have accounts):
 * POST /api/Authentication/register answers `{ success: true }` — the same status, body and
 * headers — for a new address and for one that already has an account, after the same work
 * (the field checks and one argon2 hash), and signs nobody in. What differs goes to the
 * address's inbox, as background work after the answer (as forgot-password does):
 * - a new address gets a "confirm your email" mail with a single-use link that works for
 *   CONFIRM_EMAIL_LINK_LIFETIME_MS; opening it (POST confirm-email) creates the account and
 *   answers a session, as login does. Until then there is no account: the address cannot sign
 *   in, and check-email says it is not registered.
 * - an address with an account gets "you already have an account": a link to sign in, where
 *   "Forgot password?" mails a reset link. Nothing about the account changes.
 * Field mistakes (names, password rules, email format) are still 400 with `propertyName`
 * (shell §5); none of them depends on whether the email is taken.
 *
 * DECISION (the same new address registered twice before it is confirmed): every mailed link
 * works for its own lifetime, and the first one opened creates the account with the details
 * of ITS registration; the others then fail. So a stranger who registers your address cannot
 * cancel the link you asked for (nor can they use theirs: it went to your inbox).
 */

/** A confirm link works once and for CONFIRM_EMAIL_LINK_LIFETIME_HOURS (core's DECISION). */
export const CONFIRM_EMAIL_LINK_LIFETIME_MS = CONFIRM_EMAIL_LINK_LIFETIME_HOURS * 3_600_000;

/**
 * The page the confirm link opens: the site's /registerthankyou (shell §2), which with a
 * `?token=` shows the account widget's confirm-email view.
 */
export const CONFIRM_EMAIL_PAGE = '/registerthankyou';

/**
 * The page the "you already have an account" mail sends the owner to: the site's /login (shell
 * §2), whose "Forgot password?" mails a reset link.
 */
export const SIGN_IN_PAGE = '/login';

const INVALID_LINK_MESSAGE =
  'This confirmation link is invalid, used or expired. Please register again to get a new one.';

const ACCOUNT_EXISTS_MESSAGE =
  'An account with this email already exists. Log in, or use "Forgot password?" to choose a new password.';

/** A registration whose fields passed the rules: what the account will be made of. */
export interface CheckedRegistration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
  phoneNumber: string | null;
  mailingListOptIn: boolean;
  newsLetterOptIn: boolean;
}

/** Only this is stored: a leaked table gives no working link. */
function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function confirmEmailLink(publicUrl: string, token: string): string {
  return `${publicUrl}${CONFIRM_EMAIL_PAGE}?token=${encodeURIComponent(token)}`;
}

/** The field rules of registration (400 on the field); none looks at the database. */
export function checkRegistration(request: RegisterRequest): CheckedRegistration {
  return {
    firstName: requireName('firstName', request.firstName, 'first name'),
    lastName: requireName('lastName', request.lastName, 'last name'),
    password: requireNewPassword(request.password),
    email: normalizeEmail(request.email),
    companyName: optionalText(request.companyName),
    phoneNumber: optionalText(request.phoneNumber),
    mailingListOptIn: request.mailingListOptIn ?? false,
    newsLetterOptIn: request.newsLetterOptIn ?? false,
  };
}

/**
 * POST /api/Authentication/register, the part the answer waits for: the field checks and the
 * password's argon2 hash — the same work for every address. The returned function is the rest
 * (the lookup, the pending row, the mail), which the route runs after answering.
 */
export async function prepareRegistration(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'logger' | 'now'>,
  request: RegisterRequest,
): Promise<() => Promise<void>> {
  const registration = checkRegistration(request);
  const passwordHash = await hashPassword(registration.password);
  return () => mailRegistration(deps, registration, passwordHash);
}

/**
 * The mail a registration sends: "confirm your email" with a new link for an address without an
 * account, "you already have an account" for one with. DECISION: a mail that cannot be sent is
 * logged, not told (telling would say which it was); the thank-you view says to register again
 * if no mail comes.
 */
async function mailRegistration(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'logger' | 'now'>,
  registration: CheckedRegistration,
  passwordHash: string,
): Promise<void> {
  const { db, config } = deps;
  const now = deps.now();
  const existing = await findUserByEmail(db, registration.email);
  let mail: { subject: string; text: string; html: string };
  if (existing) {
    mail = alreadyRegisteredMail(existing.firstName, `${config.publicUrl}${SIGN_IN_PAGE}`);
  } else {
    const token = randomBytes(32).toString('base64url');
    // Links past their day are of no use to anyone: swept here, where new ones are made.
    await db.delete(pendingRegistrations).where(lte(pendingRegistrations.expiresAt, now));
    await db.insert(pendingRegistrations).values({
      tokenHash: hashLinkToken(token),
      email: registration.email,
      passwordHash,
      firstName: registration.firstName,
      lastName: registration.lastName,
      companyName: registration.companyName,
      phoneNumber: registration.phoneNumber,
      mailingListOptIn: registration.mailingListOptIn,
      newsLetterOptIn: registration.newsLetterOptIn,
      expiresAt: new Date(now.getTime() + CONFIRM_EMAIL_LINK_LIFETIME_MS),
    });
    mail = confirmEmailMail(registration.firstName, confirmEmailLink(config.publicUrl, token));
  }
  try {
    await deps.mailer.send({ to: registration.email, ...mail });
  } catch (error) {
    deps.logger.error({ err: error }, 'registration mail could not be sent');
  }
}

/** PostgreSQL's unique_violation, however the driver wraps it (drizzle puts it in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  while (current && typeof current === 'object') {
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/**
 * POST /api/Authentication/confirm-email: creates the account of the registration the link was
 * mailed for and returns it; the route answers a session. The link is claimed by one
 * conditional DELETE, so two requests racing with it cannot both succeed, and every other link
 * mailed to the address goes with it. 400 on `token` for an unknown, used or expired link, and
 * when the address got an account meanwhile (social sign-in) — only the inbox's owner holds
 * the link, so saying so tells nobody else anything.
 *
 * DECISION: a confirmed account's saving settings start on for boxes and addresses (what "saved
 * boxes" and "saved addresses" promise a new account) and off for payment methods; the two
 * mailing opt-ins are what the form sent, off by default (consent is opt-in).
 */
export async function confirmEmail(
  deps: Pick<AppDeps, 'db' | 'now'>,
  token: string,
): Promise<UserRow> {
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const [pending] = await tx
        .delete(pendingRegistrations)
        .where(
          and(
            eq(pendingRegistrations.tokenHash, hashLinkToken(token)),
            gt(pendingRegistrations.expiresAt, now),
          ),
        )
        .returning();
      if (!pending) throw badField('token', INVALID_LINK_MESSAGE);
      await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.email, pending.email));
      const [user] = await tx
        .insert(users)
        .values({
          email: pending.email,
          passwordHash: pending.passwordHash,
          firstName: pending.firstName,
          lastName: pending.lastName,
          companyName: pending.companyName,
          phoneNumber: pending.phoneNumber,
          roles: [...REGISTERED_ROLES],
          settings: {
            savePackages: true,
            saveAddresses: true,
            savePaymentMethods: false,
            mailingListOptIn: pending.mailingListOptIn,
            newsLetterOptIn: pending.newsLetterOptIn,
          },
        })
        .returning();
      if (!user) throw new Error('user insert returned nothing');
      return user;
    });
  } catch (error) {
    // The unique index on users.email decides; the transaction is undone, the links stay.
    if (isUniqueViolation(error)) throw badField('token', ACCOUNT_EXISTS_MESSAGE);
    throw error;
  }
}

function confirmEmailMail(firstName: string, link: string) {
  const hours = CONFIRM_EMAIL_LINK_LIFETIME_HOURS;
  const text = [
    `Hello ${firstName},`,
    '',
    'Thank you for creating a bikeship account. Confirm your email address to finish and sign in:',
    '',
    link,
    '',
    `The link works once and for ${hours} hours. If you did not register, ignore this email:`,
    'no account is made without it.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(firstName)},</p>
<p>Thank you for creating a bikeship account. Confirm your email address to finish and sign in:</p>
<p><a href="${escapeHtml(link)}">Confirm your email</a></p>
<p>The link works once and for ${hours} hours. If you did not register, ignore this email: no account is made without it.</p>`;
  return { subject: 'Confirm your email for bikeship', text, html };
}

function alreadyRegisteredMail(firstName: string, signInLink: string) {
  const text = [
    `Hello ${firstName},`,
    '',
    'Someone, hopefully you, just tried to create a bikeship account with this email address.',
    'You already have an account: log in here.',
    '',
    signInLink,
    '',
    'Forgot your password? Choose "Forgot password?" there and we will email you a link to',
    'choose a new one. If it was not you, ignore this email: your account stays as it is.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(firstName)},</p>
<p>Someone, hopefully you, just tried to create a bikeship account with this email address. You already have an account.</p>
<p><a href="${escapeHtml(signInLink)}">Log in to your account</a></p>
<p>Forgot your password? Choose "Forgot password?" there and we will email you a link to choose a new one. If it was not you, ignore this email: your account stays as it is.</p>`;
  return { subject: 'You already have a bikeship account', text, html };
}
