import { centsToDollars, dollarsToCents } from './cents';

/**
 * What one stage charges (quote §5, Sub-total), in dollars as the rate set gives them. A
 * selected rate option with its per-trip `pickupFee` fits as is (it carries `rate` and
 * `residentialFee`); add the landed cost's `clearanceFee` and the stage's boxes.
 */
export interface StageCharges {
  pickupFee?: number | null;
  rate?: number | null;
  clearanceFee?: number | null;
  residentialFee?: number | null;
  boxes?: readonly { premiumProtection?: { cost?: number | null } | null }[] | null;
}

/**
 * One charge in whole cents. Missing is 0; anything that is not a finite, non-negative amount
 * is a calculation error and throws, so the caller can zero the sub-total (quote §5).
 */
function chargeCents(dollars: number | null | undefined): number {
  if (dollars === undefined || dollars === null) return 0;
  const cents = dollarsToCents(dollars);
  if (!(cents >= 0 && Number.isFinite(cents))) throw new RangeError(`Not a charge: ${dollars}`);
  return cents;
}

/**
 * The sub-total of one stage in whole cents (quote §5): pickup fee + selected rate + clearance
 * fee + residential fee + the premium protection cost of the stage's boxes.
 * Throws a RangeError on a charge that is not a non-negative number.
 */
export function computeStageSubTotalCents(stage: StageCharges): number {
  const protection = (stage.boxes ?? []).reduce(
    (sum, box) => sum + chargeCents(box.premiumProtection?.cost),
    0,
  );
  return (
    chargeCents(stage.pickupFee) +
    chargeCents(stage.rate) +
    chargeCents(stage.clearanceFee) +
    chargeCents(stage.residentialFee) +
    protection
  );
}

/**
 * The sub-total of all stages in dollars (quote §5). On any calculation error the sub-total
 * becomes 0, as the spec says: a broken price is never shown or charged.
 */
export function computeSubTotal(stages: readonly StageCharges[]): number {
  try {
    return centsToDollars(stages.reduce((sum, stage) => sum + computeStageSubTotalCents(stage), 0));
  } catch {
    return 0;
  }
}
