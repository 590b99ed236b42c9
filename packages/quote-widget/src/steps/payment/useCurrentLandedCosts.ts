import { selectLandedCostStates } from '@bikeship/core/stores';
import { useShip } from '@bikeship/ui';
import { useEffect, useState } from 'react';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';
import { estimatePendingLandedCosts, type LandedCostChange } from './pendingLandedCosts';

/**
 * Keeps the landed cost of every stage current while the payment step is open: a stage whose
 * estimate no longer answers the search (it reached payment without Contents asking again, or
 * a resumed search) is estimated again before anything can be paid — the server charges the
 * estimate of the figures as they are, and the fee list sent must hold it. `estimating` holds
 * Pay back meanwhile; `changes` are what the new estimates changed, for the customer to read.
 */
export function useCurrentLandedCosts(): {
  estimating: boolean;
  changes: LandedCostChange[];
} {
  const runtime = useQuoteRuntime();
  const estimating = useShip((state) => selectLandedCostStates(state).includes('pending'));
  const [changes, setChanges] = useState<LandedCostChange[]>([]);
  useEffect(() => {
    if (!estimating) return;
    void estimatePendingLandedCosts(runtime.api, runtime.ship).then((found) => {
      // Filing the answer ends `estimating` before this: the changes are kept all the same.
      if (found.length > 0) setChanges(found);
    });
  }, [runtime, estimating]);

  return { estimating, changes };
}
