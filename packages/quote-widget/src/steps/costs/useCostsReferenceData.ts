import type { Box, InsuranceOption, PickupOption } from '@bikeship/core/schemas';
import { useEffect, useState } from 'react';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';
import { maxCoverageOf } from './protection';

/**
 * The form-data pickup options (GET /api/FormData/pickup-options); null while loading, empty
 * when they could not be loaded (quote §8: the list call fails to an empty list).
 */
export function usePickupOptions(): PickupOption[] | null {
  const runtime = useQuoteRuntime();
  const [options, setOptions] = useState<PickupOption[] | null>(null);
  useEffect(() => {
    let live = true;
    void runtime.api.formData.getPickupOptions().then((list) => {
      if (live) setOptions(list);
    });
    return () => {
      live = false;
    };
  }, [runtime]);
  return options;
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
 * preset amount.
 */
export function useProtectionPrices(boxes: readonly Box[]): ProtectionPrices {
  const runtime = useQuoteRuntime();
  const [presets, setPresets] = useState<InsuranceOption[] | null>(null);
  const [priced, setPriced] = useState<ReadonlyMap<number, InsuranceOption>>(() => new Map());
  useEffect(() => {
    let live = true;
    void runtime.api.protection.getInsurancePresets().then((list) => {
      if (live) setPresets(list);
    });
    return () => {
      live = false;
    };
  }, [runtime]);

  // One string for the effect: the distinct whole-value coverages of the boxes.
  const coverages = [...new Set(boxes.map(maxCoverageOf).filter((most) => most > 0))].join(',');
  useEffect(() => {
    let live = true;
    for (const coverage of coverages.split(',').filter(Boolean).map(Number)) {
      void runtime.api.protection.getInsuranceOption({ query: { coverage } }).then((option) => {
        if (live && option) setPriced((known) => new Map(known).set(coverage, option));
      });
    }
    return () => {
      live = false;
    };
  }, [runtime, coverages]);

  return { presets, fullValueOf: (coverage) => priced.get(coverage) };
}
