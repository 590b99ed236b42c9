import { registerRequestSchema } from '@bikeship/core/schemas';
import * as z from 'zod/mini';
import type { ExternalProfile } from './oauthClient';
import type { SsoProviderName } from './providers';

/** The stand-in sign-in form: the same email and name rules as registration (shell §5). */
export const standInFormSchema = z.pick(registerRequestSchema, {
  email: true,
  firstName: true,
  lastName: true,
});
export type StandInForm = z.infer<typeof standInFormSchema>;

/**
 * The identity the local stand-in page vouches for. Its subject is the email typed, in a
 * namespace of its own so it never collides with a real provider's subject. DECISION: the
 * email is NOT verified — nobody proved they own it — so a stand-in sign-in can make a new
 * account but never enter an existing one by email (that would let anyone on a development
 * server into the demo customer's account).
 */
export function standInProfile(provider: SsoProviderName, form: StandInForm): ExternalProfile {
  const email = form.email.trim().toLowerCase();
  return {
    provider,
    subject: `stand-in:${email}`,
    email,
    emailVerified: false,
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
  };
}
