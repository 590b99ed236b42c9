import type { AppliedConsent } from '@bikeship/core/stores';

declare global {
  interface Window {
    /** Google's tag queue: gtag.js reads what was pushed before it loaded. */
    dataLayer?: unknown[];
  }
}

/**
 * Google's `gtag()`: queues a command on `window.dataLayer`. A file of the bundle (the CSP
 * forbids inline script), used before and after gtag.js loads.
 */
export function gtag(..._command: unknown[]): void {
  window.dataLayer ??= [];
  // gtag.js reads `arguments` objects from the queue, not arrays: pushing an array is ignored.
  // biome-ignore lint/complexity/noArguments: the Arguments object is what gtag.js expects
  window.dataLayer.push(arguments);
}

let defaultsQueued = false;

/**
 * Consent mode's starting point, queued before any other command (shell §4: consent applied
 * "before any analytics runs"): advertising and analytics storage denied until the visitor
 * chooses, or their saved choice is applied right after.
 */
export function queueConsentDefaults(): void {
  if (defaultsQueued) return;
  defaultsQueued = true;
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  });
}

/** The visitor's choice as a consent-mode update (marketing governs the advertising signals). */
export function applyConsentMode(consent: AppliedConsent): void {
  gtag('consent', 'update', {
    ad_storage: consent.ad,
    ad_user_data: consent.ad,
    ad_personalization: consent.ad,
    analytics_storage: consent.analytics,
  });
}
