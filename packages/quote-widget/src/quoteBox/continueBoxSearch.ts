import type { QuoteRuntime } from '../runtime/quoteRuntime';
import { quoteEventCodeOf } from '../steps/search/quoteEvent';
import type { SearchDraft } from '../steps/search/searchDraft';
import { handoffUrl } from '../steps/search/searchHandoff';
import { navigateTo } from './pageNavigation';

/** Where the quote box's search went: another page, the wizard in place, or nowhere (no rates). */
export type BoxSearchOutcome = 'handed-over' | 'wizard' | 'rates-failed';

/**
 * Get rates of the quote box, once its draft is valid: fills the ship store as step 1 does,
 * then
 * - with `wizard-url`, hands the search to that page in the URL (searchHandoff.ts);
 * - else the wizard opens in place with the search carried over: on Costs when the session
 *   knows the customer and the rates came, otherwise on step 1 where a guest gives name and
 *   email first (quote §6).
 *
 * It comes with the box; what it does with the stores (requestRates.ts, which the box's first
 * load does not carry: it reads the session store) is imported when the box is submitted, and
 * has arrived with the stores by then (QuoteBoxWidget.tsx).
 *
 * DECISION: not a lazy module of its own. The build merges a chunk this small into one it is
 * always loaded with (rollup.config.mjs, experimentalMinChunkSize) — the session store's, which
 * the wizard loads first — and the wizard's first load would carry the box's hand-over.
 */
export async function continueBoxSearch(
  runtime: QuoteRuntime,
  draft: SearchDraft,
): Promise<BoxSearchOutcome> {
  const { applySearchDraft, knowsCustomer, requestRates } = await import(
    '../steps/search/requestRates'
  );
  applySearchDraft(runtime, draft);
  const { wizardUrl } = runtime.settings;
  if (wizardUrl) {
    const handoff = {
      search: runtime.ship.getState().search,
      eventCode: quoteEventCodeOf(runtime),
    };
    navigateTo(handoffUrl(wizardUrl, handoff, window.location.href));
    return 'handed-over';
  }
  if (!knowsCustomer(runtime)) return 'wizard';
  return (await requestRates(runtime)) ? 'wizard' : 'rates-failed';
}
