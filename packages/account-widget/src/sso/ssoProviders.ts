import { SSO_PROVIDERS } from '@bikeship/core/constants';

/** A social sign-in provider (shell §6: google, facebook, apple). */
export type SsoProvider = (typeof SSO_PROVIDERS)[number];

/** The providers in the order their buttons are offered. */
export const SSO_PROVIDER_ORDER: readonly SsoProvider[] = SSO_PROVIDERS;

/** Each provider's own name, as its brand writes it (not translated). */
export const SSO_PROVIDER_NAMES: Record<SsoProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
};
