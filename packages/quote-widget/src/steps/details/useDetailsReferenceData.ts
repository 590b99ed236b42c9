import type { AddressRecord, StateProvince } from '@bikeship/core/schemas';
import { useEffect, useState } from 'react';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';

/**
 * The states or provinces of each country the trip touches (GET /api/FormData/states): a list
 * per country code, empty for a country without one (or when the call failed: the field is
 * then free text, quote §8).
 */
export function useStatesByCountry(
  countryCodes: readonly string[],
): ReadonlyMap<string, StateProvince[]> {
  const runtime = useQuoteRuntime();
  const [states, setStates] = useState<ReadonlyMap<string, StateProvince[]>>(() => new Map());
  // One string for the effect: the distinct codes.
  const codes = [...new Set(countryCodes.filter(Boolean))].sort().join(',');
  useEffect(() => {
    let live = true;
    for (const countryCode of codes.split(',').filter(Boolean)) {
      void runtime.api.formData.getStates({ query: { countryCode } }).then((list) => {
        if (live) setStates((known) => new Map(known).set(countryCode, list));
      });
    }
    return () => {
      live = false;
    };
  }, [runtime, codes]);
  return states;
}

/**
 * A registered customer's saved addresses (GET /api/Address); none for a guest. `failed` when
 * they could not be loaded (quote §8: address failures are passed to the caller — this one says
 * so and lets the customer type the address).
 */
export function useSavedAddresses(registered: boolean): {
  records: AddressRecord[];
  failed: boolean;
} {
  const runtime = useQuoteRuntime();
  const [records, setRecords] = useState<AddressRecord[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!registered) {
      setRecords([]);
      return;
    }
    let live = true;
    runtime.api.places.listAddresses().then(
      (list) => {
        if (!live) return;
        setRecords(list);
        setFailed(false);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [runtime, registered]);
  return { records, failed };
}
