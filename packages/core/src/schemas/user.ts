import * as z from 'zod/mini';
import { DEFAULT_ROLES } from '../constants';
import { falseByDefault, optionalNumber, optionalString } from './common';

/** The account settings a registered user can switch (shell §3). */
export const userSettingsSchema = z.object({
  savePackages: falseByDefault,
  saveAddresses: falseByDefault,
  savePaymentMethods: falseByDefault,
  mailingListOptIn: falseByDefault,
  newsLetterOptIn: falseByDefault,
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** A user (shell §3). Roles come from the token; without any the user is a Guest (shell §6). */
export const userSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: optionalString,
  email: z.string(),
  phoneNumber: optionalString,
  /** Token expiry in seconds since the epoch (the JWT `exp` claim). */
  exp: optionalNumber,
  hasPaypalId: falseByDefault,
  paypalCustomerId: optionalString,
  MaxDimensionsVerified: falseByDefault,
  roles: z._default(z.array(z.string()), () => [...DEFAULT_ROLES]),
  settings: z.prefault(userSettingsSchema, {}),
});
export type User = z.infer<typeof userSchema>;
