import type { Search } from '@bikeship/core/schemas';
import { useStoreWhenLoaded } from '@bikeship/ui';
import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';
import { useLoadedQuoteRuntime, useQuoteBasics } from '../../runtime/QuoteRuntimeContext';
import { useQuoteEvent } from './quoteEvent';
import {
  countryOfPlace,
  draftOfSearch,
  freshDraft,
  NO_SEARCH_YET,
  type SearchDraft,
  withEvent,
  withStage,
} from './searchDraft';
import { firstShipDate } from './shipDateCalendar';

/**
 * Step 1's form state, shared by SearchStep and the quote box. It starts from the ship store's
 * search and starts again when the store holds another search (a resume, a flush); the event of
 * `event-code` fills a fresh search in; stage 1 ships on the first business day unless a date
 * is given.
 *
 * The quote box renders before its stores have loaded (QuoteBoxWidget.tsx): the draft then
 * starts fresh, and when the store's search arrives it is taken only if the customer has not
 * typed yet — what they typed is never replaced by a resumed search.
 */
export function useSearchDraft(): [
  SearchDraft,
  Dispatch<SetStateAction<SearchDraft>>,
  /** Starts again from the store's search (after a resume of the same search id). */
  () => void,
] {
  const basics = useQuoteBasics();
  const runtime = useLoadedQuoteRuntime();
  const search = useStoreWhenLoaded(runtime?.ship, (state) => state.search, null);
  const guestName = useStoreWhenLoaded(runtime?.session, (state) => state.guestName, null);
  const guestEmail = useStoreWhenLoaded(runtime?.session, (state) => state.session?.guestEmail, '');
  const draftFor = (of: Search) => ({
    ...draftOfSearch(of, basics.settings.units),
    guest: { firstName: '', lastName: '', ...guestName, email: guestEmail ?? '' },
  });
  const [draft, setDraft] = useState(() =>
    search ? draftFor(search) : freshDraft(basics.settings.units),
  );
  // Whether the customer has edited the draft (not the event, not the default ship date).
  const edited = useRef(false);
  const quoteEvent = useQuoteEvent();

  useEffect(() => {
    if (!search || draft.searchId === search.id) return;
    const arrived = draft.searchId === NO_SEARCH_YET;
    if (arrived && (edited.current || search.trips.length === 0)) {
      // The stores came after the customer began (or with nothing to resume): keep the draft.
      setDraft((current) => ({ ...current, searchId: search.id, guest: draftFor(search).guest }));
    } else {
      setDraft(draftFor(search));
    }
  }, [search?.id]);

  useEffect(() => {
    // Only a search nobody has filled yet takes the event: a resumed one keeps its places.
    if (!search || !quoteEvent || draft.eventApplied || draft.searchId !== search.id) return;
    if (search.trips.length > 0) return;
    setDraft((current) => withEvent(current, quoteEvent.event, quoteEvent.venue));
  }, [quoteEvent, draft.searchId, draft.eventApplied, search?.id]);

  const firstStage = draft.stages[0];
  useEffect(() => {
    if (!firstStage || firstStage.shipDate) return;
    let current = true;
    void firstShipDate(basics.api.date, countryOfPlace(firstStage.from)).then((date) => {
      if (!current || !date) return;
      setDraft((latest) =>
        latest.stages[0]?.shipDate ? latest : withStage(latest, 0, { shipDate: date }),
      );
    });
    return () => {
      current = false;
    };
  }, [draft.searchId]);

  const edit: Dispatch<SetStateAction<SearchDraft>> = (update) => {
    edited.current = true;
    setDraft(update);
  };
  const restart = () => {
    if (runtime) setDraft(draftFor(runtime.ship.getState().search));
  };
  return [draft, edit, restart];
}
