import { PREMIUM_PROTECTION_MAX_COVERAGE } from '@bikeship/core/constants';
import { toMarketValue } from '@bikeship/core/rules';
import type { Box, InsuranceOption } from '@bikeship/core/schemas';

/**
 * Premium protection per box (quote §3 Box premiumProtection; priced by GET
 * /api/Protection/insurance-presets and insurance-option): the choices offered. The choice is
 * the ship store's `chooseProtection`; the sub-total charges each box's protection on every
 * stage (quote §5).
 */

/** A box's declared value in dollars; 0 without one. */
export function declaredValueOf(box: Pick<Box, 'marketValue'>): number {
  const value = toMarketValue(box.marketValue);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * The most a box can be covered for: its declared value, at most
 * PREMIUM_PROTECTION_MAX_COVERAGE (the box validation rule's bound). 0 without a value.
 */
export function maxCoverageOf(box: Pick<Box, 'marketValue'>): number {
  return Math.min(declaredValueOf(box), PREMIUM_PROTECTION_MAX_COVERAGE);
}

/**
 * The coverages offered for a box: the priced presets up to its most, and that most itself
 * (priced by insurance-option) when no preset matches it, smallest first. A preset that costs
 * nothing is what every box gets anyway, so it is not a choice.
 */
export function protectionChoicesOf(
  box: Pick<Box, 'marketValue'>,
  presets: readonly InsuranceOption[],
  fullValue: InsuranceOption | undefined,
): InsuranceOption[] {
  const most = maxCoverageOf(box);
  const offered = presets.filter((option) => option.cost > 0 && option.coverage <= most);
  if (
    fullValue &&
    fullValue.coverage === most &&
    fullValue.cost > 0 &&
    !offered.some((option) => option.coverage === most)
  ) {
    offered.push(fullValue);
  }
  return offered.sort((a, b) => a.coverage - b.coverage);
}

/** The coverage every box has at no charge (the free preset), if the presets name one. */
export function includedCoverageOf(presets: readonly InsuranceOption[]): number | undefined {
  return presets.find((option) => option.cost === 0)?.coverage;
}
