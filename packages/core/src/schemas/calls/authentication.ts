import * as z from 'zod/mini';
import { PASSWORD_MAX_LENGTH, SSO_PROVIDERS } from '../../constants';
import {
  emailFieldSchema,
  nameField,
  optionalBoolean,
  optionalNameField,
  optionalString,
  requiredString,
} from '../common';
import { userSchema } from '../user';

/** A password: required, at most PASSWORD_MAX_LENGTH (shell §5). */
export const passwordFieldSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH));

export const loginRequestSchema = z.object({
  email: emailFieldSchema,
  password: passwordFieldSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The answer carries the token (shell §7). DECISION: and the user, saving a GET /api/User. */
export const tokenResponseSchema = z.object({
  token: z.string(),
  user: z.optional(userSchema),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/**
 * DECISION (shell §5: "exact rules are not shown"): registration asks for name, email and
 * password; company, phone and the two mailing opt-ins are optional. Failures of the fields
 * themselves are 400 with `{ errors: [{ propertyName, message }] }`. Whether the email already
 * has an account is never one of them: the answer is `{ success: true }` either way and the
 * difference goes to the address's inbox (confirm-email below).
 */
export const registerRequestSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  companyName: optionalNameField,
  email: emailFieldSchema,
  password: passwordFieldSchema,
  phoneNumber: optionalString,
  mailingListOptIn: optionalBoolean,
  newsLetterOptIn: optionalBoolean,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailFieldSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const checkEmailQuerySchema = z.object({ email: emailFieldSchema });
/** DECISION: whether an account with this email exists (guest entry offers to log in). */
export const checkEmailResponseSchema = z.object({ exists: z.boolean() });
export type CheckEmailResponse = z.infer<typeof checkEmailResponseSchema>;

/** DECISION: the emailed reset token and the new password. */
export const resetPasswordRequestSchema = z.object({
  token: requiredString,
  password: passwordFieldSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/**
 * DECISION: the signed-in user's current password (the login rule: required, at most 60) and
 * the new one, which takes the same rules as the password of register and reset (the server's
 * new-password rule, services/accounts.ts, answers on `newPassword`).
 */
export const changePasswordRequestSchema = z.object({
  currentPassword: passwordFieldSchema,
  newPassword: passwordFieldSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * DECISION (not in the call tables): the token of the "confirm your email" link that
 * registration mails. Confirming creates the account and answers a session, as login does.
 */
export const confirmEmailRequestSchema = z.object({ token: requiredString });
export type ConfirmEmailRequest = z.infer<typeof confirmEmailRequestSchema>;

export const verifyResetTokenRequestSchema = z.object({ token: requiredString });
/** DECISION: `valid` false for an unknown, used or expired token. */
export const verifyResetTokenResponseSchema = z.object({ valid: z.boolean() });
export type VerifyResetTokenResponse = z.infer<typeof verifyResetTokenResponseSchema>;

export const externalLoginParamsSchema = z.object({ provider: z.enum(SSO_PROVIDERS) });
