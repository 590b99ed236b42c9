import type { Location } from '@bikeship/core/schemas';
import { useEffect, useState } from 'react';
import { useQuoteBasics } from '../../runtime/QuoteRuntimeContext';

/** DECISION: a lookup waits until the customer pauses typing this long… */
export const PLACE_LOOKUP_DEBOUNCE_MS = 250;
/** …and until two characters are typed (one letter matches half the world's towns). */
export const PLACE_LOOKUP_MIN_CHARS = 2;

/**
 * The places found for a text; `query` is the text they answer, null before any answer;
 * `failed`: the lookup got no answer (the API down, the connection lost), which is not "none".
 */
export interface PlaceSuggestions {
  places: Location[];
  query: string | null;
  failed: boolean;
}

const NONE: PlaceSuggestions = { places: [], query: null, failed: false };

/**
 * Suggestions for what the customer is typing (GET /api/Location/search). Each new text cancels
 * the lookup of the text before (its AbortSignal), so an outdated answer never shows. A failed
 * lookup is said as such, not as one that found nothing; the next keystroke tries again.
 */
export function usePlaceSuggestions(text: string, active: boolean): PlaceSuggestions {
  const { places } = useQuoteBasics().api;
  const [suggestions, setSuggestions] = useState(NONE);
  useEffect(() => {
    const query = text.trim();
    if (!active || query.length < PLACE_LOOKUP_MIN_CHARS) {
      setSuggestions(NONE);
      return;
    }
    const lookup = new AbortController();
    const timer = setTimeout(() => {
      places.searchLocationsResult({ query: { q: query }, signal: lookup.signal }).then(
        (found) =>
          lookup.signal.aborted ||
          setSuggestions(
            found.ok
              ? { places: found.value, query, failed: false }
              : { places: [], query, failed: true },
          ),
        () => {}, // cancelled
      );
    }, PLACE_LOOKUP_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      lookup.abort();
    };
  }, [text, active, places]);
  return suggestions;
}
