import * as z from 'zod/mini';
import { falseByDefault } from './common';

/**
 * Cookie consent (shell §3, §5). The essential category cannot be unchecked: it is always true,
 * and a stored `essential: false` is refused (the banner then asks again).
 */
export const consentPreferencesSchema = z.object({
  essential: z._default(z.literal(true), true),
  analytics: falseByDefault,
  marketing: falseByDefault,
});
export type ConsentPreferences = z.infer<typeof consentPreferencesSchema>;
