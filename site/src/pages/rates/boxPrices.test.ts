import { PACKAGE_PRESETS, PRICE_TABLES, packagePriceCents } from '@bikeship/core/shippingTables';
import { describe, expect, it } from 'vitest';
import { servicePrices, weighedPresets, zonePrices } from './boxPrices';

describe('the dimensions and rates page prices a box from the carrier tables', () => {
  it('bills a box by the larger of its weight and its dimensional weight', () => {
    const [standard] = weighedPresets();
    // 54 × 8 × 30 in = 12,960 in³ ÷ 139 = 93.2, rounded up: 94 lb billed for a 40 lb box.
    expect(standard?.preset.name).toBe('Bike shop box (standard)');
    expect(standard?.dimensionalWeightLb).toBe(94);
    expect(standard?.billableWeightLb).toBe(94);
    const wheels = weighedPresets().find((item) => item.preset.name.startsWith('Wheel box'));
    expect(wheels?.billableWeightLb).toBe(Math.max(12, wheels?.dimensionalWeightLb ?? 0));
  });

  it("gives the carrier table's price for the box's weight bracket: 94 lb by Ground to zone 8 is the 100 lb bracket, $170.00", () => {
    const ground = zonePrices(94, 'domestic', 5);
    expect(ground.zones).toEqual(['2', '3', '4', '5', '6', '7', '8']);
    expect(ground.cents.at(-1)).toBe(17_000);
    const row = PRICE_TABLES.domestic[5]?.['8'];
    expect(row && packagePriceCents(row, 94)).toBe(17_000);
  });

  it('lists the services offered in a zone set, fastest first; 3 Day Select is domestic only', () => {
    expect(servicePrices(94, 'domestic').map((service) => service.code)).toEqual([1, 2, 3, 5, 8]);
    expect(servicePrices(94, 'international').map((service) => service.code)).toEqual([1, 2, 5, 8]);
    for (const service of servicePrices(94, 'international')) {
      expect(service.zones).toEqual(['I1', 'I2', 'I3', 'I4', 'I5']);
      expect(service.cents.every((cents) => typeof cents === 'number' && cents > 0)).toBe(true);
    }
  });

  it('prices every preset higher the farther it goes', () => {
    for (const { billableWeightLb } of weighedPresets(PACKAGE_PRESETS)) {
      const { cents } = zonePrices(billableWeightLb, 'domestic', 5);
      expect(cents).toEqual([...cents].sort((a, b) => (a ?? 0) - (b ?? 0)));
    }
  });
});
