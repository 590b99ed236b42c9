import { dollarsToCents, type StageRequote } from '@bikeship/core/rules';
import type { RateOption } from '@bikeship/core/schemas';
import { type ShipStore, selectLastClearanceFees, selectStageFees } from '@bikeship/core/stores';
import type { QuoteApi } from '../../runtime/quoteRuntime';
import { refreshLandedCosts } from '../costs/landedCost';
import { refreshRates } from '../costs/refreshRates';

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
 * Whether the chosen rates were quoted for other residential flags than the step-3 addresses
 * now have. DECISION: a delivery address's residential flag is the only part of step 3 the
 * rate request reads that changes a price (the residential fee); rates quoted for a home carry
 * a residential fee, so a fee without the flag, or the flag without a fee, means the rates were
 * quoted for the other kind of address. Re-rating only then spares the customer a call (and the
 * page a `bikeship:quote` event) when nothing can have changed.
 */
function isQuotedForOtherAddresses(ship: ShipStore): boolean {
  const { trips, details } = ship.getState().search;
  return trips.some((trip, index) => {
    const toHome = details[index]?.to.isResidential === true;
    const quotedForHome = (trip.rateChoice?.residentialFee ?? 0) > 0;
    return toHome !== quotedForHome;
  });
}

/**
 * Prices the trip again with the step-3 addresses before step 4: the server rates an order
 * with these addresses' residential flags and estimates its customs with them (api
 * services/orderRequest.ts, orderPricing.ts), so the browser's fees must too or the payment is
 * refused. When the residential flags differ from the quote's the rates are fetched again and
 * the choices requoted (quote §4); the landed cost of each international stage is asked again
 * with the addresses. The changes the customer should see, or false when no valid rates came
 * back.
 */
export async function confirmRates(
  api: Pick<QuoteApi, 'landedCost'>,
  ship: ShipStore,
): Promise<PriceChange[] | false> {
  const customsBefore = selectLastClearanceFees(ship.getState());
  const requotes = isQuotedForOtherAddresses(ship) ? await refreshRates(ship) : [];
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
  selectStageFees(ship.getState()).forEach((fees, stageIndex) => {
    const before = customsBefore[stageIndex] ?? 0;
    if (differ(fees.customsFee, before)) {
      changes.push({ kind: 'customs', stageIndex, before, after: fees.customsFee });
    }
  });
  return changes;
}
