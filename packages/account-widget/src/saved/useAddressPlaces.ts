import type { Country, StateProvince } from '@bikeship/core/schemas';
import { useEffect, useState } from 'react';
import { useLoadedAccountRuntime } from '../runtime/AccountRuntimeContext';
import { DEFAULT_ADDRESS_COUNTRY } from './addressDraft';

/**
 * The countries an address may be in and the states or provinces of the chosen one (GET
 * /api/FormData/countries, /states). Until the countries come — or if they cannot — the
 * chosen country is the only choice, so the form still works; no states: the state is typed.
 */
export function useAddressPlaces(countryCode: string, chosen: Country | undefined) {
  const runtime = useLoadedAccountRuntime();
  const [countries, setCountries] = useState<readonly Country[]>([]);
  const [states, setStates] = useState<readonly StateProvince[]>([]);
  useEffect(() => {
    if (!runtime) return;
    let current = true;
    void runtime.api.formData.getCountries().then((found) => {
      if (current) setCountries(found);
    });
    return () => {
      current = false;
    };
  }, [runtime]);
  useEffect(() => {
    if (!runtime || !countryCode) return;
    let current = true;
    setStates([]);
    void runtime.api.formData.getStates({ query: { countryCode } }).then((found) => {
      if (current) setStates(found);
    });
    return () => {
      current = false;
    };
  }, [runtime, countryCode]);
  const known = countries.length > 0 ? countries : [chosen ?? DEFAULT_ADDRESS_COUNTRY];
  return { countries: known, states };
}
