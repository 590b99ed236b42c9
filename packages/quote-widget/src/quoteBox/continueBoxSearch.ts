import type { Translator } from '@bikeship/ui';
import type { QuoteRuntime } from '../runtime/quoteRuntime';
import { quoteEventCodeOf } from '../steps/search/quoteEvent';
import type { SearchDraft } from '../steps/search/searchDraft';
import type { SearchDraftErrors } from '../steps/search/searchDraftErrors';
import { handoffUrl } from '../steps/search/searchHandoff';
import { navigateTo } from './pageNavigation';

/**
 * Where the quote box's search went: another page, the wizard in place, or nowhere — no rates,
 * or a guest's name and email still to give (what is missing in them).
 */
export type BoxSearchOutcome =
  | 'handed-over'
  | 'wizard'
  | 'rates-failed'
  | { guestErrors: SearchDraftErrors['guest'] };

/**
 * Get rates of the quote box, once its draft is valid: fills the ship store as step 1 does,
 * then
 * - with `wizard-url`, hands the search to that page in the URL (searchHandoff.ts), whose
 *   step 1 asks a guest's name and email;
 * - else fetches the rates of what the box has (from, to, ship date, a box preset) and, when
 *   they came, the wizard opens in place on Costs with the search carried over — never on
 *   step 1 again, which would ask what the box already knew.
 *
 * DECISION (the box asks the least it must): the rates need no profile (quote §7), but a
 * guest proceeds with name and email only (quote §6) and no later step asks them before the
 * order needs them (the payment step refuses an order without them and sends the guest back to
 * step 1). So a guest the session does not know gives those three, in the box, before the
 * rates: `t` words what is missing (step 1's messages). The day a later step asks them, this
 * check goes and the box opens on Costs for everyone.
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
  t: Translator,
): Promise<BoxSearchOutcome> {
  const { applySearchDraft, enterGuest, knowsCustomer, requestRates } = await import(
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
  const guestErrors = knowsCustomer(runtime) ? null : enterGuest(runtime, draft.guest, t);
  if (guestErrors) return { guestErrors };
  return (await requestRates(runtime)) ? 'wizard' : 'rates-failed';
}
