import { LANDED_COST_CLEARANCE_FEE_CAP } from '@bikeship/core/constants';
import type { LandedCostResponse } from '@bikeship/core/schemas';
import type { Translator } from '@bikeship/ui';

/** Why an estimate was refused, in the customer's words (or the service's own). */
export function refusalReason(answer: LandedCostResponse, t: Translator): string {
  return answer.success && (answer.clearanceFee ?? 0) > LANDED_COST_CLEARANCE_FEE_CAP
    ? t('the duties and taxes are more than can be prepaid')
    : answer.error?.trim() || t('the customs service did not answer');
}
