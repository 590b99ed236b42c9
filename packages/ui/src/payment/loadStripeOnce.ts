import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

/**
 * Stripe.js, loaded once per publishable key (DESIGN.md §9, after stripe-js `src/shared.ts`):
 * the promise is memoised so every card entry on the page shares one script, and forgotten
 * when loading fails so that a retry loads again. The `pure` entry adds the script only when
 * this is first called — when a card entry opens with Stripe configured, never at import.
 */
let loading: { publishableKey: string; stripe: Promise<Stripe> } | null = null;

export function loadStripeOnce(publishableKey: string): Promise<Stripe> {
  if (loading?.publishableKey === publishableKey) return loading.stripe;
  const stripe = loadStripe(publishableKey).then((loaded) => {
    if (!loaded) {
      throw new Error(
        'Stripe.js did not load: the page has no window. Show the card entry in a browser.',
      );
    }
    return loaded;
  });
  const entry = { publishableKey, stripe };
  loading = entry;
  stripe.catch(() => {
    if (loading === entry) loading = null;
  });
  return stripe;
}
