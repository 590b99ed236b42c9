import type { TariffArea } from './dutyRates';

/**
 * De minimis thresholds of the landed-cost estimate: below them a shipment clears
 * without duty, without import tax, or both. Thresholds are in the destination's currency, as
 * the law states them, and compared with the shipment's value converted at USD_PER_UNIT.
 * A shipment (consignment) is compared as a whole, never box by box, the way customs does.
 * "At or below" everywhere: every rule below reads "not exceeding" / "or less".
 */
export type CurrencyCode = 'USD' | 'EUR' | 'GBP' | 'CAD' | 'AUD' | 'JPY' | 'CHF';

export interface DeMinimisThresholds {
  /** No duty at or below this value; null: no relief. */
  dutyFreeUpTo: number | null;
  /** No import VAT/GST at or below this value; null: no relief. */
  taxFreeUpTo: number | null;
}

export interface DeMinimisRule extends DeMinimisThresholds {
  currency: CurrencyCode;
  /**
   * What the threshold is compared with: the goods alone (their intrinsic value), or the goods
   * with the international shipping and insurance (Japan's taxable value).
   */
  valueBasis: 'goods' | 'cif';
  /** An import tax bill of at most this much is not collected at all (Switzerland). */
  taxNotCollectedUpTo?: number;
  /** Other thresholds for shipments sent from these countries (Canada under CUSMA). */
  fromCountries?: DeMinimisThresholds & { countries: readonly string[] };
}

export const DE_MINIMIS: Readonly<Record<TariffArea, DeMinimisRule>> = {
  /**
   * Duty relief for consignments of negligible value up to €150 (Council Regulation (EC)
   * 1186/2009 art. 23). No VAT relief: the €22 exemption ended on 1 July 2021 (VAT e-commerce
   * package, Directive (EU) 2017/2455), so import VAT is due from the first euro. The EU has
   * agreed to end the €150 duty relief as well; update this table when it takes effect.
   */
  EU: { currency: 'EUR', dutyFreeUpTo: 150, taxFreeUpTo: null, valueBasis: 'goods' },
  /**
   * Goods of £135 or less: no customs duty, and no import VAT at the border — the seller
   * charges VAT at the point of sale instead (HMRC, "VAT and overseas goods sold directly to
   * customers in the UK", since 1 January 2021).
   */
  GB: { currency: 'GBP', dutyFreeUpTo: 135, taxFreeUpTo: 135, valueBasis: 'goods' },
  /**
   * DECISION: no de minimis. The statutory $800 of 19 U.S.C. §1321 is suspended for shipments
   * from every country since 29 August 2025 (Executive Order 14324), so every commercial
   * shipment now pays duty. Restore `800` here if the suspension is lifted.
   */
  US: { currency: 'USD', dutyFreeUpTo: null, taxFreeUpTo: null, valueBasis: 'goods' },
  /**
   * Courier Low Value Shipment Program: CAD 20 for duty and taxes in general; for shipments
   * from the United States or Mexico, CUSMA raised it to CAD 150 for duty and CAD 40 for taxes
   * (CBSA, from 1 July 2020). DECISION: the ship-from country decides which applies, as it
   * does for a courier's low-value entry.
   */
  CA: {
    currency: 'CAD',
    dutyFreeUpTo: 20,
    taxFreeUpTo: 20,
    valueBasis: 'goods',
    fromCountries: { countries: ['US', 'MX'], dutyFreeUpTo: 150, taxFreeUpTo: 40 },
  },
  /**
   * Low-value threshold AUD 1,000: no duty and no GST at the border (GST on low-value goods is
   * collected by the overseas seller since 1 July 2018).
   */
  AU: { currency: 'AUD', dutyFreeUpTo: 1000, taxFreeUpTo: 1000, valueBasis: 'goods' },
  /**
   * A total taxable value of ¥10,000 or less is free of duty and consumption tax (Japan
   * Customs, small-value exemption); the taxable value is the CIF value.
   */
  JP: { currency: 'JPY', dutyFreeUpTo: 10000, taxFreeUpTo: 10000, valueBasis: 'cif' },
  /**
   * Import tax amounts of CHF 5 or less are not collected (SR 641.204, ordinance of the
   * Federal Department of Finance on tax-free imports of small value). Duty is nil anyway on
   * industrial goods since 2024.
   */
  CH: {
    currency: 'CHF',
    dutyFreeUpTo: null,
    taxFreeUpTo: null,
    valueBasis: 'cif',
    taxNotCollectedUpTo: 5,
  },
};

/**
 * US dollars per unit of each currency, to compare a shipment's value (dollars) with the
 * thresholds above. DECISION / APPROX: fixed reference rates (rounded ECB reference rates of
 * late summer 2025) kept with the tariff tables and updated with them; the server works
 * offline, and a threshold moves a shipment across it only near the limit. A deployment with a
 * rate feed replaces this table, not the logic.
 */
export const USD_PER_UNIT: Readonly<Record<CurrencyCode, number>> = {
  USD: 1,
  EUR: 1.17,
  GBP: 1.35,
  CAD: 0.72,
  AUD: 0.66,
  JPY: 0.0068,
  CHF: 1.25,
};
