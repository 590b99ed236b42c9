import type { RegisterRequest } from '@bikeship/core/schemas';
import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { badField } from '../http/httpError';

export type UserRow = typeof users.$inferSelect;

/**
 * DECISION (shell §6: "other role names are not shown"): a registered account carries the role
 * 'Customer'; [Guest] (DEFAULT_ROLES) stays what a token without roles — a visitor — means. The
 * analytics' visitor type "customer or guest" (shell §7) follows from it.
 */
export const REGISTERED_ROLES: readonly string[] = ['Customer'];

/**
 * DECISION (shell §5: registration rules "not shown"): a NEW password (register, reset,
 * change) has at least 8 characters; the login form keeps the spec's rule (required, at most
 * 60) so older passwords still sign in.
 */
export const NEW_PASSWORD_MIN_LENGTH = 8;

/** The spec's single answer to a bad login (shell §8), whatever was wrong. */
export const INVALID_CREDENTIALS_MESSAGE = 'You have entered an invalid username or password';

/** One account per address whatever the case typed: emails are kept lower-cased and trimmed. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return user ?? null;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/** GET /api/Authentication/check-email: whether an account uses this email. */
export async function isEmailRegistered(db: Database, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== null;
}

/** A name made of spaces passes the schema's length check but is no name: 400 on its field. */
export function requireName(propertyName: string, value: string, label: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw badField(propertyName, `Enter your ${label}`);
  return trimmed;
}

/** 400 on `propertyName` (the form's field) unless it is acceptable as a new password. */
export function requireNewPassword(password: string, propertyName = 'password'): string {
  if (password.length < NEW_PASSWORD_MIN_LENGTH) {
    throw badField(
      propertyName,
      `Choose a password of at least ${NEW_PASSWORD_MIN_LENGTH} characters`,
    );
  }
  return password;
}

/** An optional text field: blank means "none". */
export function optionalText(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Log in instead.';

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
 * POST /api/Authentication/register: a new customer account. Field failures are 400 items with
 * `propertyName` (shell §5), e.g. 'email' when an account already uses the address.
 *
 * DECISION: the saving settings start on for boxes and addresses (what "saved boxes" and "saved
 * addresses" promise a new account) and off for payment methods; the two mailing opt-ins are
 * what the form sent, off by default (consent is opt-in).
 */
export async function registerAccount(db: Database, request: RegisterRequest): Promise<UserRow> {
  const firstName = requireName('firstName', request.firstName, 'first name');
  const lastName = requireName('lastName', request.lastName, 'last name');
  const password = requireNewPassword(request.password);
  const email = normalizeEmail(request.email);
  if (await findUserByEmail(db, email)) throw badField('email', EMAIL_TAKEN_MESSAGE);
  const passwordHash = await hashPassword(password);
  try {
    const [user] = await db
      .insert(users)
      .values({
        email,
        passwordHash,
        firstName,
        lastName,
        companyName: optionalText(request.companyName),
        phoneNumber: optionalText(request.phoneNumber),
        roles: [...REGISTERED_ROLES],
        settings: {
          savePackages: true,
          saveAddresses: true,
          savePaymentMethods: false,
          mailingListOptIn: request.mailingListOptIn ?? false,
          newsLetterOptIn: request.newsLetterOptIn ?? false,
        },
      })
      .returning();
    if (!user) throw new Error('user insert returned nothing');
    return user;
  } catch (error) {
    // Two registrations of one address at once: the unique index decides, the loser gets 400.
    if (isUniqueViolation(error)) throw badField('email', EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}

/**
 * A hash of a password nobody has, made once: an unknown email is checked against it so that it
 * costs the same argon2 time as a wrong password and the answer's timing tells nothing.
 */
let dummyHash: Promise<string> | undefined;
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(`no-account-${crypto.randomUUID()}`);
  return dummyHash;
}

/**
 * The account whose password this is, or null — for an unknown email, a wrong password and an
 * account without a password (social sign-in only) alike, after the same argon2 work.
 */
export async function checkCredentials(
  db: Database,
  email: string,
  password: string,
): Promise<UserRow | null> {
  // Awaited on every path, so the one-time cost of making it falls on no particular email.
  const dummy = await dummyPasswordHash();
  const user = await findUserByEmail(db, email);
  const hash = user?.passwordHash ?? dummy;
  const matches = await verifyPassword(hash, password);
  return user?.passwordHash && matches ? user : null;
}
