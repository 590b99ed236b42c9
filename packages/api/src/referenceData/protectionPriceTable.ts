/**
 * The premium-protection price table (quote §3 "insurance options"; prices are not shown in the
 * spec). DECISION, modelled on the carriers' declared-value charges:
 * - the first $100 of a box's value is covered at no charge (the carriers' included liability);
 * - each further $100 of coverage, or part of $100, costs $1.75;
 * - coverage is capped at PREMIUM_PROTECTION_MAX_COVERAGE ($10,000) per box (constants.ts).
 * So $2,000 costs 19 × $1.75 = $33.25 and the maximum $10,000 costs $173.25.
 */
export const PROTECTION_INCLUDED_COVERAGE = 100;
export const PROTECTION_COVERAGE_STEP = 100;
export const PROTECTION_PRICE_PER_STEP_CENTS = 175;

/**
 * The coverage amounts offered as one-click choices. DECISION: steps a rider recognises from
 * bike prices — entry road bike ($1,000) to a top-end race bike ($10,000).
 */
export const INSURANCE_PRESET_COVERAGES: readonly number[] = [
  100, 500, 1_000, 1_500, 2_000, 3_000, 4_000, 5_000, 7_500, 10_000,
];
