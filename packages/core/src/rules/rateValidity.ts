/** The numbers of a rate option (quote §3) that validity reads. */
export interface RateNumbers {
  rate: number;
  transitDays: number;
  upsTransitDays: number;
}

/** The rates of one stage: a pickup fee and a list of rates (quote §3, shipping rate set). */
export interface StageRateList {
  pickupFee?: number | null;
  rates?: readonly RateNumbers[] | null;
}

/**
 * A shipping rate set, per stage. A stage is either its rate list (the shape of the schemas'
 * `ShippingRateSet`) or a list of them, of which the first entry counts (the carrier answer).
 */
export type RatesByStage = readonly (StageRateList | readonly StageRateList[] | null | undefined)[];

function isNonNegativeNumber(value: unknown): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** A rate is usable when rate, transitDays and upsTransitDays are all numbers ≥ 0 (quote §4). */
export function isRateOptionValid(rate: RateNumbers | null | undefined): boolean {
  return (
    !!rate &&
    isNonNegativeNumber(rate.rate) &&
    isNonNegativeNumber(rate.transitDays) &&
    isNonNegativeNumber(rate.upsTransitDays)
  );
}

/**
 * Rates are valid only if every stage has a first entry with a non-empty rate list and each
 * rate has rate, transitDays and upsTransitDays all at least 0 (quote §4, §5).
 * DECISION: a set with no stage at all is not valid (there is nothing to choose), and every
 * rate of every entry must pass, not only those of the first entry.
 */
export function areRatesValid(stages: RatesByStage | null | undefined): boolean {
  return (
    !!stages &&
    stages.length > 0 &&
    stages.every((stage) => {
      const entries: readonly (StageRateList | null | undefined)[] = Array.isArray(stage)
        ? stage
        : // Array.isArray does not narrow a readonly array out of the union: this is the entry.
          [stage as StageRateList | null | undefined];
      return (
        !!entries[0]?.rates?.length &&
        entries.every((entry) => (entry?.rates ?? []).every(isRateOptionValid))
      );
    })
  );
}
