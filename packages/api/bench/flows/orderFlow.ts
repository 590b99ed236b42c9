import { IDEMPOTENCY_KEY_HEADER, ORDER_KEY_HEADER } from '@bikeship/core/constants';
import { computePaymentBreakdown, dollarsToCents, stageChargesOf } from '@bikeship/core/rules';
import type { RateOption, StageFees, StageRates } from '@bikeship/core/schemas';
import type { Flow } from '../apiBench';
import { addressAt, boulder, box, sanFrancisco } from '../benchTrip';
import { benchRequest } from '../httpClient';
import { shipDateAhead } from './quoteFlows';

/**
 * The order-with-payment flow a guest makes after choosing a speed: POST /api/Order (the server
 * re-rates the stage), create-order, then the payment with `pm_card_visa` and the figures the
 * browser computes with the core rules. The quote itself is made once beforehand
 * (`prepareOrderFlow`): the quote flow is measured on its own.
 */

interface PreparedOrder {
  orderBody: Record<string, unknown>;
  fees: StageFees[];
  chosen: RateOption;
}
let prepared: PreparedOrder | undefined;

async function call<T>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  headers = {},
) {
  const response = await benchRequest(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${response.text()}`);
  return response.json() as T;
}

/** Quotes the trip once and prices it as the browser does (fees per stage, quote §3). */
export async function prepareOrderFlow(baseUrl: string): Promise<void> {
  const stage = {
    stage: 1,
    shipDate: shipDateAhead(7),
    pickupOption: 1,
    from: sanFrancisco,
    to: boulder,
  };
  const { id } = await call<{ id: string }>(baseUrl, 'POST', '/api/Rates', {
    stages: [stage],
    packages: [box],
  });
  const [stageRates] = await call<StageRates[]>(baseUrl, 'GET', `/api/Rates?id=${id}`);
  const chosen = stageRates?.rates[0];
  if (!stageRates || !chosen) throw new Error('no rates to order');
  const protection = await call<{ cost: number }>(
    baseUrl,
    'GET',
    `/api/Protection/insurance-option?coverage=${box.coverage}`,
  );
  prepared = {
    chosen,
    fees: [
      {
        stage: 1,
        baseFee: chosen.rate,
        customsFee: 0,
        protectionFee: protection.cost,
        pickupFee: stageRates.pickupFee,
        residentialFee: chosen.residentialFee,
        hazMatFee: 0,
        landedCost: [],
      },
    ],
    orderBody: {
      shipMode: 1,
      shipDate: stage.shipDate,
      stages: [
        {
          ...stage,
          rateCode: chosen.code,
          fromAddress: addressAt(sanFrancisco, '200 Folsom St', 'Bench'),
          toAddress: addressAt(boulder, '1500 Pearl St', 'Bench'),
        },
      ],
      packages: [box],
      session: { profile: { email: 'bench@example.com', firstName: 'Bench', lastName: 'Rider' } },
      timezoneData: { timezone: 'America/Los_Angeles', offset: 480 },
    },
  };
}

export const orderFlow: Flow = async (baseUrl, index) => {
  if (!prepared) throw new Error('prepareOrderFlow first');
  const { orderBody, fees, chosen } = prepared;
  const order = await call<{ id: number; orderKey?: string }>(
    baseUrl,
    'POST',
    '/api/Order',
    orderBody,
  );
  const keyHeaders = order.orderKey ? { [ORDER_KEY_HEADER]: order.orderKey } : {};
  await call(baseUrl, 'POST', '/api/Order/create-order', { orderId: order.id }, keyHeaders);
  const breakdown = computePaymentBreakdown({
    stages: stageChargesOf(
      {
        boxes: [{ premiumProtection: { cost: fees[0]?.protectionFee ?? 0 } }],
        trips: [{ rateChoice: chosen }],
      },
      fees,
    ),
    discount: null,
    promoDiscount: null,
    customerBalance: 0,
    buckForBikes: 0,
  });
  await call(
    baseUrl,
    'POST',
    '/api/Order/payment',
    {
      orderId: order.id,
      nonce: 'pm_card_visa',
      total: breakdown.total,
      discountAmount: breakdown.discountTotal,
      usedBalance: dollarsToCents(breakdown.customerBalanceApplied),
      donation: 0,
      fees,
    },
    { ...keyHeaders, [IDEMPOTENCY_KEY_HEADER]: `bench-${process.pid}-${index}` },
  );
  return 3;
};
