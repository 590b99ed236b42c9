import { suggestHsCode } from '@bikeship/core/rules';

/**
 * Customs tariff tables of the landed-cost estimate (duty and VAT/GST by destination
 * and HS code). The logic that reads them is `services/landedCost.ts`; de minimis thresholds and
 * exchange rates are in `deMinimis.ts`.
 *
 * Rates are the published most-favoured-nation ("third country", "general") ad-valorem rates
 * and standard import VAT/GST rates as of TARIFF_TABLES_AS_OF. A figure marked APPROX is a
 * deliberate simplification of a tariff that splits a class further than a box tells us.
 *
 * DECISION: what the estimate leaves out, on purpose —
 * - preferential origin (CUSMA, EU–UK TCA, EU–Swiss FTA, …): goods go at the MFN rate, because
 *   the ship-from country is not the country of origin and a shipper rarely holds a proof of
 *   origin for a used bike. The estimate errs high, never low;
 * - anti-dumping and countervailing duties (EU and UK on Chinese bicycles and e-bikes, Canada
 *   on bicycles from China and Taiwan) and the United States' 2025 additional duties (IEEPA
 *   "reciprocal" tariffs, Section 301): they depend on the maker and change by executive order;
 * - reliefs that need papers at clearance (returned goods, temporary admission of a bike
 *   travelling with its rider, personal effects of a move, gifts): the purpose does not change
 *   the estimate; the broker claims the relief and the difference is refunded.
 */
export const TARIFF_TABLES_AS_OF = '2025-09-01';

/** What customs classifies a box as; several package categories may share one class. */
export type GoodsClass = 'bicycle' | 'ebike' | 'frame' | 'wheels' | 'parts' | 'case';

export interface Classification {
  goods: GoodsClass;
  /** The HS-6 subheading, the same in every country; it goes on the commercial invoice. */
  hsCode: string;
}

/**
 * The goods class of each package category of `packageCategories.ts` (a box's `category`, sent
 * as landed-cost `categoryCode`) that customs can classify without asking more. The HS code of
 * each is core's HS_CODE_BY_CATEGORY, the one the contents step suggests and the invoice prints.
 * DECISION: GOLF, SKI and OTHER have no entry. Golf clubs and skis are Chapter 95 goods outside
 * this bike shop's tariff tables, and "Other" cannot be classified at all; their landed cost
 * answers a failure, so the customer sees that duties are paid on delivery (quote §8).
 */
const GOODS_CLASS_BY_CATEGORY: Readonly<Record<string, GoodsClass>> = {
  BIKE: 'bicycle',
  EBIKE: 'ebike',
  FRAME: 'frame',
  WHEELS: 'wheels',
  PARTS: 'parts',
  LUGGAGE: 'case',
};

export const CLASSIFICATION_BY_CATEGORY: Readonly<Record<string, Classification>> =
  Object.fromEntries(
    Object.entries(GOODS_CLASS_BY_CATEGORY).map(([category, goods]) => [
      category,
      { goods, hsCode: suggestHsCode(category) },
    ]),
  );

/**
 * What a rate applies to. CIF: the goods plus the international shipping and insurance (EU,
 * UK, Japan, Switzerland). FOB: the goods alone, as the transaction value excludes freight
 * abroad (United States, Canada, Australia's customs value).
 */
export type Valuation = 'CIF' | 'FOB';

/** One customs territory's tariff: duty by goods class and its import tax. */
export interface TariffSchedule {
  /** Ad-valorem duty, in percent of the duty valuation. */
  dutyPercent: Readonly<Record<GoodsClass, number>>;
  dutyValuation: Valuation;
  /** The import VAT/GST is charged on this valuation plus the duty. */
  taxValuation: Valuation;
  /** The import tax's name on the customs bill. */
  taxName: string;
  /** Standard rate in percent; EU members and Canadian provinces are looked up below. */
  taxPercent: number;
}

/** The customs territories the estimate covers (at least these). */
export type TariffArea = 'EU' | 'GB' | 'US' | 'CA' | 'AU' | 'JP' | 'CH';

export const TARIFF_SCHEDULES: Readonly<Record<TariffArea, TariffSchedule>> = {
  /**
   * EU Common Customs Tariff (Combined Nomenclature, TARIC "third country duty"):
   * 8712 00 30/70 bicycles 14 %; 8711 60 10 pedelecs ≤ 250 W 6 %; 8714 91–99 bicycle parts
   * 4.7 %; 4202 12 11/19 cases with an outer surface of plastics 9.7 % (APPROX: textile-covered
   * 4202 12 91/99 pay 3.7 %; the hard case is the common bike case and the higher rate).
   * Import VAT on the customs value plus duty (Directive 2006/112/EC art. 85–86), at the
   * member state's standard rate (EU_VAT_PERCENT).
   */
  EU: {
    dutyPercent: { bicycle: 14, ebike: 6, frame: 4.7, wheels: 4.7, parts: 4.7, case: 9.7 },
    dutyValuation: 'CIF',
    taxValuation: 'CIF',
    taxName: 'VAT',
    taxPercent: 0,
  },
  /**
   * UK Global Tariff (2021, which kept 14 % on bicycles and rounded other rates down to its
   * bands): 8712 14 %; 8711 60 10 6 %; 8714 parts 4 %; 4202 12 19 8 % (APPROX, as for the EU).
   * Import VAT 20 % on value + shipping + insurance + duty (HMRC Notice 702).
   */
  GB: {
    dutyPercent: { bicycle: 14, ebike: 6, frame: 4, wheels: 4, parts: 4, case: 8 },
    dutyValuation: 'CIF',
    taxValuation: 'CIF',
    taxName: 'VAT',
    taxPercent: 20,
  },
  /**
   * Harmonized Tariff Schedule of the United States, general column 1:
   * - bicycles 11 % (8712.00.35 / .48) — APPROX: a light road bike (both wheels > 63.5 cm,
   *   under 16.3 kg, tyres ≤ 4.13 cm, 8712.00.25/.44) pays 5.5 %; a box does not say which, so
   *   the estimate takes the higher rate;
   * - e-bikes 8711.60.00 free; frames 8714.91.20/.30 3.9 %;
   * - built wheels and other parts 8714.99.80 10 % (APPROX: some part lines are lower, e.g.
   *   rims 8714.92.10 5 %, saddles 8714.95 free);
   * - cases 4202.12.20 (outer surface of plastics) 20 %.
   * No federal import VAT; state sales and use taxes are not collected by customs.
   */
  US: {
    dutyPercent: { bicycle: 11, ebike: 0, frame: 3.9, wheels: 10, parts: 10, case: 20 },
    dutyValuation: 'FOB',
    taxValuation: 'FOB',
    taxName: 'Sales tax',
    taxPercent: 0,
  },
  /**
   * Canada Customs Tariff, MFN: 8712.00.00 bicycles 13 %; 8711.60.00 e-bikes free;
   * 8714.91.90 frames and forks 5 %; 8714.99.10 bicycle wheels 6.5 %; 8714.99.90 other parts
   * free (APPROX: nearly every 8714.9x line is free); 4202.12 cases 11 %.
   * GST 5 % on the value for duty plus duty, HST where a province harmonised (CA_HST_PERCENT).
   */
  CA: {
    dutyPercent: { bicycle: 13, ebike: 0, frame: 5, wheels: 6.5, parts: 0, case: 11 },
    dutyValuation: 'FOB',
    taxValuation: 'FOB',
    taxName: 'GST',
    taxPercent: 5,
  },
  /**
   * Australia, Customs Tariff Act 1995 Schedule 3 general rate 5 %; bicycles 8712.00.00 enter
   * free under Tariff Concession Order 0104891 (APPROX: the TCO covers bicycles generally).
   * GST 10 % on the value of the taxable importation: customs value + duty + international
   * transport and insurance (A New Tax System (GST) Act 1999 s 13-20).
   */
  AU: {
    dutyPercent: { bicycle: 0, ebike: 5, frame: 5, wheels: 5, parts: 5, case: 5 },
    dutyValuation: 'FOB',
    taxValuation: 'CIF',
    taxName: 'GST',
    taxPercent: 10,
  },
  /**
   * Japan's Customs Tariff Schedule, WTO rate: Chapter 87 bicycles, e-bikes and parts free;
   * 4202.12 cases with an outer surface of plastic sheeting or textile 8 %. Consumption tax
   * 10 % (7.8 % national + 2.2 % local) on the CIF value plus duty.
   */
  JP: {
    dutyPercent: { bicycle: 0, ebike: 0, frame: 0, wheels: 0, parts: 0, case: 8 },
    dutyValuation: 'CIF',
    taxValuation: 'CIF',
    taxName: 'Consumption tax',
    taxPercent: 10,
  },
  /**
   * Switzerland abolished its duties on industrial goods (Chapters 25–97) on 1 January 2024,
   * so bicycles, parts and cases enter free. Import VAT 8.1 % (since 2024) on the value up to
   * the Swiss destination, i.e. goods + shipping + insurance + duty (MWSTG art. 54).
   */
  CH: {
    dutyPercent: { bicycle: 0, ebike: 0, frame: 0, wheels: 0, parts: 0, case: 0 },
    dutyValuation: 'CIF',
    taxValuation: 'CIF',
    taxName: 'VAT',
    taxPercent: 8.1,
  },
};

/**
 * Standard VAT rates of the EU member states, in percent (European Commission, "VAT rates
 * applied in the Member States", 2025), with the 2024–25 changes: Finland 25.5 % from
 * 1 September 2024, Slovakia 23 % from 1 January 2025, Estonia 24 % from 1 July 2025, Romania
 * 21 % from 1 August 2025. APPROX: a few states tax bicycles at a reduced rate; the estimate
 * uses the standard rate.
 */
export const EU_VAT_PERCENT: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 21,
  BG: 20,
  CY: 19,
  CZ: 21,
  DE: 19,
  DK: 25,
  EE: 24,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GR: 24,
  HR: 25,
  HU: 27,
  IE: 23,
  IT: 22,
  LT: 21,
  LU: 17,
  LV: 21,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SE: 25,
  SI: 22,
  SK: 23,
};

/**
 * Harmonized sales tax of the provinces that harmonised with the GST (Canada Revenue Agency):
 * HST replaces the 5 % GST at the border. Nova Scotia 14 % from 1 April 2025. APPROX: the
 * provincial sales taxes of British Columbia, Saskatchewan, Manitoba and Quebec are not
 * collected by the border agency on a courier shipment; the estimate leaves them out.
 */
export const CA_HST_PERCENT: Readonly<Record<string, number>> = {
  ON: 13,
  NB: 15,
  NL: 15,
  NS: 14,
  PE: 15,
};

/**
 * The brokerage (clearance) fee for paying duties and taxes on the receiver's behalf.
 * DECISION, modelled on the express carriers' duty-and-tax disbursement fees (a percentage of
 * what is advanced, with a minimum): 2.5 % of the duties and taxes, at least $12.00. No fee
 * when nothing is owed: a shipment under the de minimis clears without an entry to pay.
 */
export const BROKERAGE_FEE = { percentOfDutiesAndTaxes: 2.5, minimumCents: 1200 } as const;
