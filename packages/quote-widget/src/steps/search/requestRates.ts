import { selectSessionProfile } from '@bikeship/core/stores';
import { type Translator, translate } from '@bikeship/ui';
import type { QuoteRuntime } from '../../runtime/quoteRuntime';
import { guestDraftErrors } from './guestDraftErrors';
import { type GuestDraft, type SearchDraft, searchUpdateOf } from './searchDraft';
import type { SearchDraftErrors } from './searchDraftErrors';
import { searchMessages } from './searchMessages';

// The guest's fields ride with this module: the quote box shows them right after it has loaded
// it (continueBoxSearch.ts); as a lazy module of their own the build would merge them into the
// box's first load (rollup.config.mjs, experimentalMinChunkSize).
export { GuestFields } from './GuestFields';

/** Puts step 1's trips, boxes, units and purpose into the ship store (quote §3 update rules). */
export function applySearchDraft(runtime: QuoteRuntime, draft: SearchDraft): void {
  const ship = runtime.ship.getState();
  ship.updateSearch(searchUpdateOf(draft, ship.search));
}

/** Whether the session knows who is asking: a registered user, or a guest with name and email. */
export const knowsCustomer = (runtime: QuoteRuntime): boolean =>
  selectSessionProfile(runtime.session.getState()) !== null;

/**
 * A guest's name and email into the session (quote §6), trimmed — when they are all there.
 * Otherwise answers what is missing, worded by `t` (step 1's messages), and leaves the session.
 */
export function enterGuest(
  runtime: QuoteRuntime,
  guest: GuestDraft,
  t: Translator,
): SearchDraftErrors['guest'] | null {
  const errors = guestDraftErrors(guest, t);
  if (Object.values(errors).some(Boolean)) return errors;
  runtime.session.getState().enterAsGuest({
    firstName: guest.firstName.trim(),
    lastName: guest.lastName.trim(),
    email: guest.email.trim(),
  });
  return null;
}

/**
 * Fetches the rates of the store's search; valid rates go on to step 2 (Costs). A failure is
 * told to the page (`bikeship:error`, in the element's locale); the caller shows it in place.
 * True on success.
 */
export async function requestRates(runtime: QuoteRuntime): Promise<boolean> {
  const ship = runtime.ship.getState();
  if (await ship.loadRates()) {
    runtime.ship.getState().setStep(2);
    return true;
  }
  runtime.emit('bikeship:error', {
    code: 'rates_unavailable',
    message: translate(
      searchMessages,
      runtime.settings.locale,
      'We could not get rates for this trip. Check the places, dates and boxes and try again; if it keeps happening, contact us.',
    ),
    step: 1,
  });
  return false;
}
