import { DOMESTIC_LANDED_COST_ERROR } from '@bikeship/core/constants';
import { isLandedCostAccepted, suggestHsCode } from '@bikeship/core/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const PATH = '/api/GCLandedCost/gcget-landed-cost';

interface Box {
  categoryCode?: string;
  value: number;
  protectionFee?: number;
}

function landedCostRequest(
  fromCountry: string,
  toCountry: string,
  boxes: Box[],
  extra: Record<string, unknown> = {},
) {
  return {
    stage: 1,
    result: 'GND',
    serviceLevelCode: 'GND',
    fromCountry,
    toCountry,
    itemsCreateWorkflow: boxes.map((box, index) => ({
      name: `Box ${index + 1}`,
      dimensions: { length: 54, width: 8, height: 30, weight: 40 },
      ...box,
    })),
    ...extra,
  };
}

const ask = (body: unknown) => server.request('POST', PATH, { json: body });

describe('POST /api/GCLandedCost/gcget-landed-cost (duty and VAT by destination and HS code)', () => {
  it('US→DE bicycle: 14 % EU duty on CIF, 19 % German VAT on CIF + duty, brokerage fee', async () => {
    const response = await ask(
      landedCostRequest('US', 'DE', [{ categoryCode: 'BIKE', value: 1500 }], {
        costOfGoods: 1500,
        shippingCharge: 100,
        insuranceCharge: 10,
      }),
    );
    expect(response.status).toBe(200);
    // CIF 1610.00 → duty 225.40; VAT 19 % of 1835.40 = 348.73; brokerage 2.5 % of 574.13 = 14.35
    expect(response.body).toMatchObject({ success: true, clearanceFee: 588.48, result: 'GND' });
    expect(response.body.packages).toEqual([
      expect.objectContaining({
        hsCode: '8712.00',
        commodityCurrencyCode: 'USD',
        commodityDuty: 225.4,
        commodityVAT: 348.73,
        totalCommodityDutyAndTax: 574.13,
        totalCommodityTaxesAndFees: 588.48,
        isCalculable: true,
        quoteId: response.body.quoteId,
      }),
    ]);
    expect(response.body.quoteId).toMatch(/^LC-[0-9A-F]{20}$/);
    // quote §5: the client's acceptance rule takes this answer
    expect(isLandedCostAccepted(response.body)).toBe(true);
  });

  it('several boxes: shipping and insurance (protection fees) are spread by value; the minimum brokerage fee applies', async () => {
    const response = await ask(
      landedCostRequest(
        'US',
        'FR',
        [
          { categoryCode: 'BIKE', value: 1000, protectionFee: 15.75 },
          { categoryCode: 'PARTS', value: 200 },
        ],
        { shippingCharge: 120 },
      ),
    );
    // bike CIF 1000 + 100 + 13.13 → duty 155.84, VAT 20 % of 1268.97 = 253.79;
    // parts CIF 200 + 20 + 2.62 → duty 4.7 % = 10.46, VAT 20 % of 233.08 = 46.62;
    // 466.71 owed, 2.5 % = 11.67 < the 12.00 minimum
    expect(response.body.success).toBe(true);
    expect(response.body.clearanceFee).toBe(478.71);
    const [bike, parts] = response.body.packages;
    expect(bike).toMatchObject({ hsCode: '8712.00', commodityDuty: 155.84, commodityVAT: 253.79 });
    expect(parts).toMatchObject({ hsCode: '8714.99', commodityDuty: 10.46, commodityVAT: 46.62 });
    const fees = response.body.packages.reduce(
      (sum: number, box: { totalCommodityTaxesAndFees: number }) =>
        sum + box.totalCommodityTaxesAndFees,
      0,
    );
    expect(fees).toBeCloseTo(478.71, 2);
  });

  it('below the UK de minimis (£135): no duty, no VAT at the border, no fee', async () => {
    const response = await ask(
      landedCostRequest('US', 'GB', [{ categoryCode: 'PARTS', value: 100 }], {
        shippingCharge: 30,
      }),
    );
    expect(response.body).toMatchObject({ success: true, clearanceFee: 0 });
    expect(response.body.packages[0]).toMatchObject({ commodityDuty: 0, commodityVAT: 0 });
  });

  it('below the EU €150 duty relief: no duty, but import VAT from the first euro', async () => {
    const response = await ask(
      landedCostRequest('US', 'DE', [{ categoryCode: 'PARTS', value: 100 }], {
        shippingCharge: 40,
      }),
    );
    // VAT 19 % of 140.00 = 26.60, plus the 12.00 minimum fee
    expect(response.body).toMatchObject({ success: true, clearanceFee: 38.6 });
    expect(response.body.packages[0]).toMatchObject({ commodityDuty: 0, commodityVAT: 26.6 });
  });

  it('Switzerland: an import-tax bill of CHF 5 or less is not collected', async () => {
    const response = await ask(
      landedCostRequest('US', 'CH', [{ categoryCode: 'PARTS', value: 50 }], {
        shippingCharge: 10,
      }),
    );
    // 8.1 % of 60.00 = 4.86 USD ≤ CHF 5 (6.25 USD)
    expect(response.body).toMatchObject({ success: true, clearanceFee: 0 });
  });

  it.each([
    ['US', 'US'],
    ['DE', 'FR'],
    ['de', 'DE'],
  ])('%s→%s is not international (quote §5): the domestic answer', async (from, to) => {
    const response = await ask(landedCostRequest(from, to, [{ categoryCode: 'BIKE', value: 900 }]));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: false,
      error: DOMESTIC_LANDED_COST_ERROR,
      packages: [],
      result: 'GND',
    });
  });

  it('CA→US bicycle: HTSUS 11 % on the goods value (FOB), no import VAT, no de minimis', async () => {
    const response = await ask(
      landedCostRequest('CA', 'US', [{ categoryCode: 'BIKE', value: 2000 }], {
        shippingCharge: 150,
        insuranceCharge: 20,
      }),
    );
    // duty 11 % of 2000.00 = 220.00; 2.5 % = 5.50 < the 12.00 minimum
    expect(response.body).toMatchObject({ success: true, clearanceFee: 232 });
    expect(response.body.packages[0]).toMatchObject({ commodityDuty: 220, commodityVAT: 0 });
  });

  it('US→CA (Ontario): 13 % duty on FOB and 13 % HST on value + duty', async () => {
    const response = await ask(
      landedCostRequest('US', 'CA', [{ categoryCode: 'BIKE', value: 1500 }], {
        shippingCharge: 100,
        insuranceCharge: 10,
        toStateProv: 'ON',
      }),
    );
    // duty 195.00; HST 13 % of 1695.00 = 220.35; fee 12.00 (2.5 % = 10.38)
    expect(response.body).toMatchObject({ success: true, clearanceFee: 427.35 });
  });

  it('Canada: CUSMA thresholds (CAD 150 duty, CAD 40 tax) from the US, CAD 20 from elsewhere', async () => {
    const fromUs = await ask(
      landedCostRequest('US', 'CA', [{ categoryCode: 'FRAME', value: 100 }], { toStateProv: 'ON' }),
    );
    // no duty (≤ CAD 150); HST 13 % of 100.00 = 13.00 (> CAD 40); fee 12.00
    expect(fromUs.body).toMatchObject({ success: true, clearanceFee: 25 });
    const fromUk = await ask(
      landedCostRequest('GB', 'CA', [{ categoryCode: 'FRAME', value: 100 }], { toStateProv: 'ON' }),
    );
    // duty 5 % = 5.00; HST 13 % of 105.00 = 13.65; fee 12.00
    expect(fromUk.body).toMatchObject({ success: true, clearanceFee: 30.65 });
  });

  it('e-bikes are classified 8711.60 (EU 6 %)', async () => {
    const response = await ask(
      landedCostRequest('US', 'NL', [{ categoryCode: 'EBIKE', value: 3000 }], {
        shippingCharge: 200,
      }),
    );
    // duty 6 % of 3200.00 = 192.00; VAT 21 % of 3392.00 = 712.32; fee 2.5 % of 904.32 = 22.61
    expect(response.body).toMatchObject({ success: true, clearanceFee: 926.93 });
    expect(response.body.packages[0].hsCode).toBe('8711.60');
  });

  it('each box is estimated under the HS code the contents step suggests and the invoice prints (wheels 8714.99, cases 4202.12)', async () => {
    const categories = ['BIKE', 'EBIKE', 'FRAME', 'WHEELS', 'PARTS', 'LUGGAGE'];
    const response = await ask(
      landedCostRequest(
        'US',
        'DE',
        categories.map((categoryCode) => ({ categoryCode, value: 500 })),
      ),
    );
    expect(response.body.success).toBe(true);
    const estimated = response.body.packages.map((box: { hsCode: string }) => box.hsCode);
    expect(estimated).toEqual(categories.map((category) => suggestHsCode(category)));
    expect(estimated).toEqual(['8712.00', '8711.60', '8714.91', '8714.99', '8714.99', '4202.12']);
  });

  it('the same request gets the same quote id; another value another one', async () => {
    const body = landedCostRequest('US', 'JP', [{ categoryCode: 'LUGGAGE', value: 400 }]);
    const first = await ask(body);
    const again = await ask(body);
    const other = await ask(
      landedCostRequest('US', 'JP', [{ categoryCode: 'LUGGAGE', value: 401 }]),
    );
    expect(first.body.quoteId).toBe(again.body.quoteId);
    expect(other.body.quoteId).not.toBe(first.body.quoteId);
    // Japan: 8 % on the case (CIF 400.00) = 32.00; consumption tax 10 % of 432.00 = 43.20
    expect(first.body.packages[0]).toMatchObject({ commodityDuty: 32, commodityVAT: 43.2 });
  });

  it('a box customs cannot classify (golf clubs) answers a failure naming the category', async () => {
    const response = await ask(
      landedCostRequest('US', 'DE', [
        { categoryCode: 'BIKE', value: 1000 },
        { categoryCode: 'GOLF', value: 800 },
      ]),
    );
    expect(response.body.success).toBe(false);
    expect(response.body.error).toMatch(/Box 2.*GOLF/);
    expect(response.body.error).not.toBe(DOMESTIC_LANDED_COST_ERROR);
  });

  it('a destination without tariff tables answers a failure', async () => {
    const response = await ask(
      landedCostRequest('US', 'BR', [{ categoryCode: 'BIKE', value: 900 }]),
    );
    expect(response.body).toMatchObject({ success: false });
    expect(response.body.error).toMatch(/BR/);
  });

  it('an estimate above the $10,000 clearance cap (quote §5) is a failure, not an answer the client refuses', async () => {
    const response = await ask(
      landedCostRequest('US', 'DK', [{ categoryCode: 'BIKE', value: 50000 }]),
    );
    expect(response.body.success).toBe(false);
    expect(response.body.error).toMatch(/\$10,000/);
  });

  it('answers a request without toCountry with 400 naming the field', async () => {
    const { toCountry: _left, ...body } = landedCostRequest('US', 'DE', [
      { categoryCode: 'BIKE', value: 100 },
    ]);
    const response = await ask(body);
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(
      expect.objectContaining({ propertyName: 'toCountry' }),
    );
  });
});
