import { NEW_PASSWORD_MIN_LENGTH } from '@bikeship/core/constants';
import { isAcceptableNewPassword } from '@bikeship/core/rules';
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

/** 400 on `propertyName` (the form's field) unless it is acceptable as a new password (core rule). */
export function requireNewPassword(password: string, propertyName = 'password'): string {
  if (!isAcceptableNewPassword(password)) {
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
