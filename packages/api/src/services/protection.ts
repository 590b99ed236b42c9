import { PREMIUM_PROTECTION_MAX_COVERAGE } from '@bikeship/core/constants';
import { formatUsd } from '@bikeship/core/rules';
import type { InsuranceOption } from '@bikeship/core/schemas';
import { badField } from '../http/httpError';
import {
  INSURANCE_PRESET_COVERAGES,
  PROTECTION_COVERAGE_STEP,
  PROTECTION_INCLUDED_COVERAGE,
  PROTECTION_PRICE_PER_STEP_CENTS,
} from '../referenceData/protectionPriceTable';

/**
 * The price of premium protection for a coverage in dollars, from the price table
 * (referenceData/protectionPriceTable.ts): free up to the included $100, then a price per
 * started $100. Worked in whole cents so no float error reaches a price.
 * The order pricing of the next issue charges with this same function.
 */
export function premiumProtectionCost(coverage: number): number {
  const chargedCoverage = Math.max(0, coverage - PROTECTION_INCLUDED_COVERAGE);
  const steps = Math.ceil(chargedCoverage / PROTECTION_COVERAGE_STEP);
  return (steps * PROTECTION_PRICE_PER_STEP_CENTS) / 100;
}

/** Whole-dollar coverages read without cents ('$2,000'); prices always with them. */
function formatCoverage(coverage: number): string {
  return Number.isInteger(coverage) ? `$${coverage.toLocaleString('en-US')}` : formatUsd(coverage);
}

function optionLabel(coverage: number, cost: number): string {
  return cost === 0
    ? `Up to ${formatCoverage(coverage)} included`
    : `${formatCoverage(coverage)} coverage for ${formatUsd(cost)}`;
}

/**
 * GET /api/Protection/insurance-option?coverage (quote §7): the price of covering a box's value.
 * A coverage above PREMIUM_PROTECTION_MAX_COVERAGE is a 400 (the schema refuses negatives).
 */
export function insuranceOption(coverage: number): InsuranceOption {
  if (!Number.isFinite(coverage) || coverage > PREMIUM_PROTECTION_MAX_COVERAGE) {
    throw badField(
      'coverage',
      `Premium protection covers at most ${formatCoverage(PREMIUM_PROTECTION_MAX_COVERAGE)} per box`,
    );
  }
  const cost = premiumProtectionCost(coverage);
  return { coverage, cost, label: optionLabel(coverage, cost) };
}

/** GET /api/Protection/insurance-presets (quote §7): the one-click coverage choices, priced. */
export function insurancePresets(): InsuranceOption[] {
  return INSURANCE_PRESET_COVERAGES.map((coverage) => insuranceOption(coverage));
}
