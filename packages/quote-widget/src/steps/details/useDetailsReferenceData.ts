import { keepNonEmpty, type ReferenceLoad } from '@bikeship/core/runtime';
import type { AddressRecord, StateProvince } from '@bikeship/core/schemas';
import { selectUser } from '@bikeship/core/stores';
import { useReferenceData, useReferenceDataAll, useSession } from '@bikeship/ui';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';
import type { QuoteApi } from '../../runtime/quoteRuntime';

/**
 * The states of a country, asked for once per wizard. The call answers an empty list for a
 * country without states and on failure alike (quote §8), so an empty list is not kept.
 */
const statesOf = (countryCode: string): ReferenceLoad<QuoteApi, StateProvince[]> => ({
  key: `form-data:states:${countryCode}`,
  load: (api) => api.formData.getStates({ query: { countryCode } }),
  keep: keepNonEmpty,
});

/**
 * A customer's saved addresses, keyed by the customer so that they are never another's. Not kept:
 * an order may save new ones, so each visit to the step asks again.
 */
const savedAddressesOf = (userId: string): ReferenceLoad<QuoteApi, AddressRecord[]> => ({
  key: `user:${userId}:addresses`,
  load: (api) => api.places.listAddresses(),
  keep: () => false,
});

const NO_ADDRESSES: AddressRecord[] = [];

/**
 * The states or provinces of each country the trip touches (GET /api/FormData/states): a list
 * per country code, empty for a country without one (or when the call failed: the field is
 * then free text, quote §8); no entry while a country's list loads.
 * @example const states = useStatesByCountry(['US', 'CA']); states.get('CA') ?? [];
 */
export function useStatesByCountry(
  countryCodes: readonly string[],
): ReadonlyMap<string, StateProvince[]> {
  const codes = [...new Set(countryCodes.filter(Boolean))].sort();
  const reads = useReferenceDataAll(useQuoteRuntime().api, codes.map(statesOf));
  const states = new Map<string, StateProvince[]>();
  codes.forEach((countryCode, index) => {
    const read = reads[index];
    if (read && read.status !== 'loading') states.set(countryCode, read.value ?? []);
  });
  return states;
}

/**
 * A registered customer's saved addresses (GET /api/Address); none for a guest. `failed` when
 * they could not be loaded (quote §8: address failures are passed to the caller — this one says
 * so and lets the customer type the address).
 * @example const saved = useSavedAddresses(registered); saved.failed ? <Notice …/> : saved.records;
 */
export function useSavedAddresses(registered: boolean): {
  records: AddressRecord[];
  failed: boolean;
} {
  const { api } = useQuoteRuntime();
  const userId = useSession((state) => selectUser(state)?.id);
  const read = useReferenceData(api, registered && userId ? savedAddressesOf(userId) : null);
  return { records: read.value ?? NO_ADDRESSES, failed: read.status === 'failed' };
}
