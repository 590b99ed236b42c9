/**
 * Cookie consent (shell §3, §5). The essential category cannot be unchecked: it is always true.
 */
export interface ConsentPreferences {
  essential: true;
  analytics: boolean;
  marketing: boolean;
}

/**
 * Saved consent as a store reads it back: a missing category is off (essential on), a stored
 * `essential: false` or a category that is not a boolean is refused (the banner then asks
 * again); undefined for anything refused.
 *
 * Plain code, not a zod schema like its neighbours: the cookie banner is the first part a new
 * visitor's page loads after its first paint — the largest thing on a phone's screen — and zod
 * (≈ 9 KB gzip) rode with it only for these three booleans.
 */
export function consentPreferencesOf(value: unknown): ConsentPreferences | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const {
    essential = true,
    analytics = false,
    marketing = false,
  } = value as Record<string, unknown>;
  if (essential !== true || typeof analytics !== 'boolean' || typeof marketing !== 'boolean') {
    return undefined;
  }
  return { essential, analytics, marketing };
}
