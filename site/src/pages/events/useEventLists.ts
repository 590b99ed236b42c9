import { createApiClient, createEventsApi } from '@bikeship/core/api';
import type { BicycleEvent } from '@bikeship/core/schemas';
import { useEffect, useState } from 'react';

/** The events page's lists: loading, loaded, or not reachable (said on the page, never hidden). */
export type EventLists =
  | { state: 'loading' }
  | { state: 'loaded'; events: BicycleEvent[]; partners: BicycleEvent[] }
  | { state: 'unreachable' };

/**
 * The upcoming events and the partners (quote §7 GET /api/BicycleEvent and /partners), fetched
 * after hydration — the prerendered page carries no API data. Which events are upcoming is the
 * API's rule (services/events.ts: listed until their last bookable date), not a second copy here.
 */
export function useEventLists(): EventLists {
  const [lists, setLists] = useState<EventLists>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    const api = createEventsApi(createApiClient({ baseURL: window.location.origin }));
    void Promise.all([api.loadEvents(), api.loadPartnerEvents()]).then(([events, partners]) => {
      if (!live) return;
      setLists(
        events.ok && partners.ok
          ? { state: 'loaded', events: events.value, partners: partners.value }
          : { state: 'unreachable' },
      );
    });
    return () => {
      live = false;
    };
  }, []);
  return lists;
}
