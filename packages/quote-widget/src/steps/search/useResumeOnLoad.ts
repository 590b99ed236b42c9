import { FIRST_STEP, RESUME_MAX_STEP } from '@bikeship/core/constants';
import { selectActiveSearch } from '@bikeship/core/stores';
import { useEffect } from 'react';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';
import type { QuoteRuntime } from '../../runtime/quoteRuntime';
import { adoptHandedOverEventCode } from './quoteEvent';
import { readHandoff, withoutHandoff } from './readSearchHandoff';
import { knowsCustomer } from './requestRates';

// A wizard resumes once, when it first shows: later visits to step 1 are the customer's own.
const started = new WeakSet<QuoteRuntime>();

/**
 * Resume on load (quote §2): a search handed over by a quote box on another page (the URL's
 * `bikeship-search`), else the session's active search. The ship store's `resume` re-fetches
 * the rates of a search past step 1 and falls back to step 1 when they are no longer valid.
 *
 * A wizard the quote box has already filled in place is not touched. DECISION: a handed-over
 * search goes on to Costs when this page already knows the customer (registered, or a guest
 * who gave name and email in this tab); otherwise it opens filled in at step 1, where a guest
 * gives name and email first (quote §6). The parameter is removed from the address so a reload
 * resumes from the session instead.
 */
export function useResumeOnLoad(): void {
  const runtime = useQuoteRuntime();
  useEffect(() => {
    if (started.has(runtime)) return;
    started.add(runtime);
    const ship = runtime.ship.getState();
    if (ship.search.trips.length > 0) return;
    const handoff = readHandoff(window.location.href);
    if (handoff) {
      window.history.replaceState(window.history.state, '', withoutHandoff(window.location.href));
      if (handoff.eventCode) adoptHandedOverEventCode(runtime, handoff.eventCode);
      const step = knowsCustomer(runtime) ? RESUME_MAX_STEP : FIRST_STEP;
      void ship.resume({ ...handoff.search, step });
      return;
    }
    const active = selectActiveSearch(runtime.session.getState());
    if (active) void ship.resume(active);
  }, [runtime]);
}
