import { createApiClient, createEventsApi } from '@bikeship/core/api';
import type { BicycleEvent } from '@bikeship/core/schemas';
import { useEffect, useState } from 'react';

/** An event page's event: loading, found, unknown (the API's 404) or not reachable. */
export type EventLookup =
  | { state: 'loading' }
  | { state: 'found'; event: BicycleEvent }
  | { state: 'unknown' }
  | { state: 'unreachable' };

/**
 * The event of a url code (GET /api/BicycleEvent/byurlcode/{code}, quote §7). Only the API's
 * 404 is an unknown code — the page then is the 404 page, as the server answered the first load
 * of it; a failure to reach the API is not the visitor's typo.
 */
export function useEventByCode(code: string | undefined): EventLookup {
  const [lookup, setLookup] = useState<EventLookup>({ state: 'loading' });
  useEffect(() => {
    if (!code) return;
    let live = true;
    setLookup({ state: 'loading' });
    const events = createEventsApi(createApiClient({ baseURL: window.location.origin }));
    void events.lookupEventByUrlCode({ params: { code } }).then((result) => {
      if (!live) return;
      if (result.ok) setLookup({ state: 'found', event: result.value });
      else setLookup({ state: result.error.status === 404 ? 'unknown' : 'unreachable' });
    });
    return () => {
      live = false;
    };
  }, [code]);
  return lookup;
}
