import { RESUME_MAX_STEP } from '@bikeship/core/constants';
import type { Search } from '@bikeship/core/schemas';
import { selectActiveSearch } from '@bikeship/core/stores';
import { useEffect, useState } from 'react';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';

/**
 * A Resume asked for elsewhere on the page — the recent searches of `<bikeship-account>` —
 * opens in this wizard as it is: the session's `resumeRequest` names the search, now the active
 * one, and the ship store resumes it as on load (quote §2: its rates re-fetched, on to Costs, or
 * back to step 1 when they are no longer valid).
 *
 * DECISION: a wizard on Search or Costs follows, as its own Resume on step 1 does (the resumed
 * search takes the place of what step 1 holds). A wizard on Details, Contents or Payment — the
 * customer typing addresses, contents or a card — keeps what it has, and answers the search
 * waiting to be opened (ResumeRequestNotice offers it); a wizard showing a paid order keeps it.
 */
export function useFollowResumeRequests(): [Search | null, (waiting: Search | null) => void] {
  const runtime = useQuoteRuntime();
  const [waiting, setWaiting] = useState<Search | null>(null);
  useEffect(
    () =>
      runtime.session.subscribe((state, previous) => {
        const request = state.resumeRequest;
        // The store re-reads the request with every change of the session: `at` tells a new one.
        if (!request || request.at === previous.resumeRequest?.at) return;
        const search = selectActiveSearch(state);
        const ship = runtime.ship.getState();
        if (search?.id !== request.searchId || ship.paidOrder) return;
        if (ship.search.step > RESUME_MAX_STEP) return setWaiting(search);
        setWaiting(null);
        void ship.resume(search);
      }),
    [runtime],
  );
  return [waiting, setWaiting];
}
