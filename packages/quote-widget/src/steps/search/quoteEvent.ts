import type { BicycleEvent, Location } from '@bikeship/core/schemas';
import { useEffect, useState } from 'react';
import { useQuoteBasics } from '../../runtime/QuoteRuntimeContext';
import type { QuoteBasics } from '../../runtime/quoteBasics';

/** The event of the wizard (`event-code`) and its venue as a place for the trip. */
export interface QuoteEvent {
  event: BicycleEvent;
  /** The venue resolved to a place (GET /api/Location/resolve); null when it cannot be. */
  venue: Location | null;
}

// Per wizard (one per element; its runtime grows from these basics, the same object): the event
// code a hand-over brought, and the one event load.
const handedOverCodes = new WeakMap<QuoteBasics, string>();
const loads = new WeakMap<QuoteBasics, Promise<QuoteEvent | null>>();

/**
 * The wizard's event code: the element's `event-code`, else the one a quote box on another page
 * handed over with its search (searchHandoff.ts). The order's `session.eventCode` is this.
 */
export function quoteEventCodeOf(runtime: QuoteBasics): string | undefined {
  return runtime.settings.eventCode ?? handedOverCodes.get(runtime);
}

/** Adopts the event code a hand-over brought, when the element has none of its own. */
export function adoptHandedOverEventCode(runtime: QuoteBasics, code: string): void {
  if (!runtime.settings.eventCode) handedOverCodes.set(runtime, code);
}

/**
 * The wizard's event, loaded once per runtime; null without an event code or when it cannot be
 * loaded (quote §8: the page shows no event).
 *
 * DECISION (the event's coupon is for the payment step): the coupon is NOT copied into
 * a store — the ship store's search has no field for it and the payment store only holds a
 * validated promotion. The payment step reads it from here, with no second request:
 * `const quoteEvent = await loadQuoteEvent(runtime); quoteEvent?.event.couponCode`.
 */
export function loadQuoteEvent(runtime: QuoteBasics): Promise<QuoteEvent | null> {
  let load = loads.get(runtime);
  if (!load) {
    load = loadEvent(runtime);
    loads.set(runtime, load);
  }
  return load;
}

async function loadEvent(runtime: QuoteBasics): Promise<QuoteEvent | null> {
  const code = quoteEventCodeOf(runtime);
  if (!code) return null;
  const event = await runtime.api.events.eventOfUrlCode(code);
  if (!event) return null;
  const address = event.address;
  const countryCode = address?.country?.code;
  const venue =
    address && countryCode
      ? await runtime.api.places
          .resolveLocation({
            query: {
              city: address.city,
              stateCode: address.state,
              postalCode: address.postalCode,
              countryCode,
            },
          })
          // The place lookup's failures are the caller's (quote §8): without it the customer
          // picks the venue's town themselves.
          .catch(() => null)
      : null;
  return {
    event,
    venue: venue && { ...venue, company: address?.company, name: event.name },
  };
}

/** The wizard's event once loaded (null until then, or without one). */
export function useQuoteEvent(): QuoteEvent | null {
  const runtime = useQuoteBasics();
  const [quoteEvent, setQuoteEvent] = useState<QuoteEvent | null>(null);
  useEffect(() => {
    let current = true;
    void loadQuoteEvent(runtime).then((loaded) => current && setQuoteEvent(loaded));
    return () => {
      current = false;
    };
  }, [runtime]);
  return quoteEvent;
}
