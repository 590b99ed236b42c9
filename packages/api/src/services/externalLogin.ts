import { userSettingsSchema } from '@bikeship/core/schemas';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { externalIdentities, externalLoginAttempts, users } from '../db/schema';
import type { AuthorizationSecrets, ExternalProfile } from '../integrations/sso/oauthClient';
import { randomUrlSafeValue } from '../integrations/sso/pkce';
import type { SsoProviderName } from '../integrations/sso/providers';

/**
 * DECISION: a sign-in must come back from the provider within 10 minutes (providers' own
 * authorization codes live about as long; Apple's 5 to 10 minutes, Google's 10).
 */
export const EXTERNAL_LOGIN_ATTEMPT_LIFETIME_MS = 10 * 60_000;

/**
 * DECISION: an account made by social sign-in is a registered customer like one made by
 * register; the token's default [Guest] (shell §6) is for callers without an account.
 */
export const EXTERNAL_LOGIN_ROLES: readonly string[] = ['Customer'];

export type UserRow = typeof users.$inferSelect;

/** Why a verified identity still cannot sign in; the popup shows the message. */
export class ExternalLoginRefused extends Error {
  override name = 'ExternalLoginRefused';
}

/**
 * Starts a sign-in: a fresh state, PKCE verifier and nonce, kept in the database (any server
 * process can finish the flow) until the callback takes them. Forgets expired attempts.
 */
export async function startExternalLoginAttempt(
  db: Database,
  provider: SsoProviderName,
  now: Date,
): Promise<AuthorizationSecrets> {
  await db.delete(externalLoginAttempts).where(lt(externalLoginAttempts.expiresAt, now));
  const secrets: AuthorizationSecrets = {
    state: randomUrlSafeValue(),
    codeVerifier: randomUrlSafeValue(),
    nonce: randomUrlSafeValue(),
  };
  await db.insert(externalLoginAttempts).values({
    ...secrets,
    provider,
    expiresAt: new Date(now.getTime() + EXTERNAL_LOGIN_ATTEMPT_LIFETIME_MS),
  });
  return secrets;
}

/**
 * Takes the attempt of this state and provider, once: the row is deleted in the same statement,
 * so a replayed callback (or a second process racing on it) finds nothing. Null when unknown,
 * already used, for another provider, or expired.
 */
export async function takeExternalLoginAttempt(
  db: Database,
  provider: SsoProviderName,
  state: string,
  now: Date,
): Promise<AuthorizationSecrets | null> {
  const [row] = await db
    .delete(externalLoginAttempts)
    .where(
      and(eq(externalLoginAttempts.state, state), eq(externalLoginAttempts.provider, provider)),
    )
    .returning();
  if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
  return { state: row.state, codeVerifier: row.codeVerifier, nonce: row.nonce };
}

/**
 * The account of a provider identity: the one already linked to (provider, subject);
 * else the account with the same VERIFIED email, which gets linked; else a new account without
 * a password. An unverified email that belongs to an account is refused: linking it would let
 * whoever typed the address at the provider into that account.
 */
export async function findOrCreateExternalUser(
  db: Database,
  profile: ExternalProfile,
): Promise<UserRow> {
  const [linked] = await db
    .select({ user: users })
    .from(externalIdentities)
    .innerJoin(users, eq(users.id, externalIdentities.userId))
    .where(
      and(
        eq(externalIdentities.provider, profile.provider),
        eq(externalIdentities.subject, profile.subject),
      ),
    )
    .limit(1);
  if (linked) return linked.user;

  if (!profile.email) {
    // DECISION: every account has an email (orders, receipts, password reset); without one
    // (a Facebook account registered by phone) we cannot make an account.
    throw new ExternalLoginRefused(
      'Your account did not share an email address with us. Please allow access to your email, or register with your email address instead.',
    );
  }
  const email = profile.email.trim().toLowerCase();

  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
    if (existing) {
      if (!profile.emailVerified) {
        throw new ExternalLoginRefused(
          `An account with ${email} already exists. Please log in with your email and password.`,
        );
      }
      await tx
        .insert(externalIdentities)
        .values({ provider: profile.provider, subject: profile.subject, userId: existing.id })
        .onConflictDoNothing();
      return existing;
    }
    const [created] = await tx
      .insert(users)
      .values({
        email,
        passwordHash: null,
        firstName: profile.firstName.trim(),
        lastName: profile.lastName.trim(),
        roles: [...EXTERNAL_LOGIN_ROLES],
        // DECISION: the core defaults (nothing saved, no mailing opt-in): a social sign-in asks
        // no questions, so the user opts in from the account page.
        settings: userSettingsSchema.parse({}),
      })
      .returning();
    if (!created) throw new Error('user insert returned nothing');
    await tx
      .insert(externalIdentities)
      .values({ provider: profile.provider, subject: profile.subject, userId: created.id });
    return created;
  });
}
