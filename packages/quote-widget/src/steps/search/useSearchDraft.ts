import type { Search } from '@bikeship/core/schemas';
import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import { useQuoteRuntime, useSession, useShip } from '../../runtime/QuoteRuntimeContext';
import { useQuoteEvent } from './quoteEvent';
import {
  countryOfPlace,
  draftOfSearch,
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
 */
export function useSearchDraft(): [
  SearchDraft,
  Dispatch<SetStateAction<SearchDraft>>,
  /** Starts again from the store's search (after a resume of the same search id). */
  () => void,
] {
  const runtime = useQuoteRuntime();
  const search = useShip((state) => state.search);
  const guestName = useSession((state) => state.guestName);
  const guestEmail = useSession((state) => state.session?.guestEmail);
  const draftFor = (of: Search = search) => ({
    ...draftOfSearch(of, runtime.settings.units),
    guest: { firstName: '', lastName: '', ...guestName, email: guestEmail ?? '' },
  });
  const [draft, setDraft] = useState(() => draftFor());
  const quoteEvent = useQuoteEvent();

  useEffect(() => {
    if (draft.searchId !== search.id) setDraft(draftFor());
  }, [search.id]);

  useEffect(() => {
    // Only a search nobody has filled yet takes the event: a resumed one keeps its places.
    if (!quoteEvent || draft.eventApplied || draft.searchId !== search.id) return;
    if (search.trips.length > 0) return;
    setDraft((current) => withEvent(current, quoteEvent.event, quoteEvent.venue));
  }, [quoteEvent, draft.searchId, draft.eventApplied, search.id]);

  const firstStage = draft.stages[0];
  useEffect(() => {
    if (!firstStage || firstStage.shipDate) return;
    let current = true;
    void firstShipDate(runtime.api.date, countryOfPlace(firstStage.from)).then((date) => {
      if (!current || !date) return;
      setDraft((latest) =>
        latest.stages[0]?.shipDate ? latest : withStage(latest, 0, { shipDate: date }),
      );
    });
    return () => {
      current = false;
    };
  }, [draft.searchId]);

  return [draft, setDraft, () => setDraft(draftFor(runtime.ship.getState().search))];
}
