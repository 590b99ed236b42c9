import { type LandedCostOutcome, landedCostOutcomeOf } from '@bikeship/core/rules';
import type { LandedCostRequest, LandedCostResponse } from '@bikeship/core/schemas';
import type { QuoteApi } from '../../runtime/quoteRuntime';

// A file of its own: the costs, details and payment steps all ask for estimates, and only the
// first two need the rest of landedCost.ts.

/**
 * Asks for the landed cost and reads the answer with the core rule (`landedCostOutcomeOf`).
 * Null when the core client skips or ignores it (same country; 'Domestic shipments are not
 * allowed'). A call that fails outright is a failure too (quote §8), never an exception.
 */
export async function fetchLandedCost(
  api: Pick<QuoteApi, 'landedCost'>,
  request: LandedCostRequest,
): Promise<LandedCostOutcome | null> {
  const answer = await api.landedCost
    .getLandedCost({ body: request })
    .catch((): LandedCostResponse => ({ success: false, packages: [] }));
  return landedCostOutcomeOf(answer);
}
