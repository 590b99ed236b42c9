import { createLazyRuntimeLoader } from '@bikeship/embed';
import type { QuoteBasics, QuoteRuntimeOptions } from '../runtime/quoteBasics';

/**
 * The quote box's stores, loaded after the box has rendered — when the customer turns to it
 * (QuoteBoxWidget.tsx) — not with it (the box accepts input within its 30 KB first load; the
 * stores bring zod's parsers and the core stores, ≈ 12 KB gzip). Grows the box's basics into the
 * runtime (quoteBasics.ts), so what is keyed by them is kept; starts the session, as the wizard
 * does when it mounts.
 */
export function createBoxRuntimeLoader(options: QuoteRuntimeOptions, basics: QuoteBasics) {
  return createLazyRuntimeLoader(
    () =>
      import('../runtime/quoteRuntime').then(
        ({ createQuoteRuntime }) =>
          () =>
            createQuoteRuntime(options, basics),
      ),
    'The quote box was removed',
  );
}
