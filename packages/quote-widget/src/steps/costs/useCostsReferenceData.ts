import { keepNonEmpty, type ReferenceLoad } from '@bikeship/core/runtime';
import type { Box, InsuranceOption, PickupOption } from '@bikeship/core/schemas';
import { useReferenceData, useReferenceDataAll } from '@bikeship/ui';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';
import type { QuoteApi } from '../../runtime/quoteRuntime';
import { maxCoverageOf } from './protection';

// The lists answer an empty list on failure (quote §8); an empty answer is shown, not kept, so
// that the step asks again the next time it opens.
const PICKUP_OPTIONS: ReferenceLoad<QuoteApi, PickupOption[]> = {
  key: 'form-data:pickup-options',
  load: (api) => api.formData.getPickupOptions(),
  keep: keepNonEmpty,
};

const INSURANCE_PRESETS: ReferenceLoad<QuoteApi, InsuranceOption[]> = {
  key: 'protection:insurance-presets',
  load: (api) => api.protection.getInsurancePresets(),
  keep: keepNonEmpty,
};

/** The price of covering `coverage` dollars; it fails (and is asked again later) on `false`. */
const insuranceOptionOf = (coverage: number): ReferenceLoad<QuoteApi, InsuranceOption> => ({
  key: `protection:insurance-option:${coverage}`,
  load: async (api) => {
    const option = await api.protection.getInsuranceOption({ query: { coverage } });
    if (!option) throw new Error(`No price for a coverage of ${coverage}`);
    return option;
  },
});

/**
 * The form-data pickup options (GET /api/FormData/pickup-options); null while loading, empty
 * when they could not be loaded (quote §8: the list call fails to an empty list).
 * @example const pickupOptions = usePickupOptions(); // null, then PickupOption[]
 */
export function usePickupOptions(): PickupOption[] | null {
  const read = useReferenceData(useQuoteRuntime().api, PICKUP_OPTIONS);
  if (read.status === 'loading') return null;
  return read.value ?? [];
}

export interface ProtectionPrices {
  /** GET /api/Protection/insurance-presets; empty when it failed; null while loading. */
  presets: InsuranceOption[] | null;
  /** The price of covering a box's whole (capped) value, when asked and answered. */
  fullValueOf(coverage: number): InsuranceOption | undefined;
}

/**
 * The premium protection prices the boxes need: the presets, and the insurance option of each
 * box's whole declared value (GET /api/Protection/insurance-option?coverage), which is rarely a
 * preset amount. Each price is asked for once per wizard.
 * @example const prices = useProtectionPrices(boxes); prices.fullValueOf(maxCoverageOf(box));
 */
export function useProtectionPrices(boxes: readonly Box[]): ProtectionPrices {
  const { api } = useQuoteRuntime();
  const presetsRead = useReferenceData(api, INSURANCE_PRESETS);
  const coverages = [...new Set(boxes.map(maxCoverageOf).filter((most) => most > 0))];
  const priced = useReferenceDataAll(api, coverages.map(insuranceOptionOf));
  return {
    presets: presetsRead.status === 'loading' ? null : (presetsRead.value ?? []),
    fullValueOf: (coverage) => priced[coverages.indexOf(coverage)]?.value,
  };
}
