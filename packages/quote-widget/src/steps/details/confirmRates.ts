import { dollarsToCents } from '@bikeship/core/rules';
import type { RateOption } from '@bikeship/core/schemas';
import type { ShipStore } from '@bikeship/core/stores';
import type { QuoteApi } from '../../runtime/quoteRuntime';
import { refreshLandedCosts } from '../costs/landedCost';
import { refreshRates } from '../costs/refreshRates';
import type { StageRequote } from '../costs/requote';

/** Something the step-3 addresses changed in what the customer pays. */
export type PriceChange =
  /** New rates moved a chosen speed (quote §4) by $5 or more, or replaced it. */
  | { kind: 'requote'; requote: StageRequote }
  /** A residential delivery fee now applies, or no longer does. */
  | { kind: 'residential'; stageIndex: number; option: RateOption; before: number }
  /** The duties and taxes of an international stage came out differently. */
  | { kind: 'customs'; stageIndex: number; before: number; after: number };

const differ = (a: number, b: number) => dollarsToCents(a) !== dollarsToCents(b);

/**
 * Prices the trip again with the step-3 addresses before step 4: the server rates an order
 * with these addresses' residential flags and estimates its customs with them (api
 * services/orderRequest.ts, orderPricing.ts), so the browser's fees must too or the payment is
 * refused. The rates are fetched again and the choices requoted (quote §4), and the landed cost
 * of each international stage asked again. The changes the customer should see, or false when
 * no valid rates came back.
 */
export async function confirmRates(
  api: Pick<QuoteApi, 'landedCost'>,
  ship: ShipStore,
): Promise<PriceChange[] | false> {
  const customsBefore = ship.getState().fees.map((fees) => fees.customsFee);
  const requotes = await refreshRates(ship);
  if (requotes === false) return false;
  await refreshLandedCosts(api, ship);
  const changes: PriceChange[] = [];
  for (const requote of requotes) {
    if (requote.status !== 'validWithoutChange') changes.push({ kind: 'requote', requote });
    if (differ(requote.current.residentialFee, requote.previous.residentialFee)) {
      changes.push({
        kind: 'residential',
        stageIndex: requote.stageIndex,
        option: requote.current,
        before: requote.previous.residentialFee,
      });
    }
  }
  ship.getState().fees.forEach((fees, stageIndex) => {
    const before = customsBefore[stageIndex] ?? 0;
    if (differ(fees.customsFee, before)) {
      changes.push({ kind: 'customs', stageIndex, before, after: fees.customsFee });
    }
  });
  return changes;
}
