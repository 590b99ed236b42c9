import type { ServiceCode } from './serviceLevels';

/**
 * The built-in carrier's published tables (DESIGN.md §7: zone × billable weight × service), kept
 * as data in core so that the API's carrier quotes from them and the site's "dimensions and
 * rates" page prints them at prerender time from the same module: the page's prices are exactly
 * what a quote charges. Money in whole cents (house rule).
 *
 * DECISION (the spec shows no carrier pricing): modelled on a US carrier's 2024 retail tables.
 * - Zones come from the great-circle distance between the two places. Within one country, or
 *   between two EU countries (not international, quote §5), the domestic zones 2–8 apply, with
 *   the mileage bands US carriers use; otherwise the international zones I1–I5.
 * - A price row lists the price of a package up to each weight bracket's upper bound in pounds
 *   (billable weight: the larger of actual and dimensional weight, core `billableWeightLb`),
 *   then a price per pound above the last bracket (a bike box of 108 in by 165 in of girth can
 *   bill well over 150 lb dimensionally).
 * - Ground (5) grows from $11.05 (1 lb, zone 2) to $247.50 (150 lb, zone 8); Economy (8) is 12%
 *   below Ground; the air services cost more the faster they are. Internationally Worldwide
 *   Express (1) leads, Expedited is 18% below it, Standard 45% and Economy 55%.
 * - The residential surcharge is per package delivered to a home (UPS and FedEx charge it per
 *   package too); air services cost more to deliver to a home than ground ones.
 */

/** The domestic zones and the international zones, each from a distance in miles. */
export type ZoneSetId = 'domestic' | 'international';

export interface ZoneBand {
  /** The zone's name as the tables print it. */
  zone: string;
  /** The longest great-circle distance in miles of this zone; null for the last, open band. */
  maxMiles: number | null;
}

export interface ZoneSetTable {
  id: ZoneSetId;
  name: string;
  /** When this zone set applies, in words for the published page. */
  appliesWhen: string;
  zones: readonly ZoneBand[];
}

export const ZONE_SETS: Readonly<Record<ZoneSetId, ZoneSetTable>> = {
  domestic: {
    id: 'domestic',
    name: 'Domestic',
    appliesWhen: 'Both places in the same country, or both in the EU',
    zones: [
      { zone: '2', maxMiles: 150 },
      { zone: '3', maxMiles: 300 },
      { zone: '4', maxMiles: 600 },
      { zone: '5', maxMiles: 1000 },
      { zone: '6', maxMiles: 1400 },
      { zone: '7', maxMiles: 1800 },
      { zone: '8', maxMiles: null },
    ],
  },
  international: {
    id: 'international',
    name: 'International',
    appliesWhen: 'Different countries, not both in the EU',
    zones: [
      { zone: 'I1', maxMiles: 1000 },
      { zone: 'I2', maxMiles: 3000 },
      { zone: 'I3', maxMiles: 5000 },
      { zone: 'I4', maxMiles: 7000 },
      { zone: 'I5', maxMiles: null },
    ],
  },
};

/** The upper bounds of the weight brackets, in whole pounds of billable weight. */
export const WEIGHT_BRACKETS_LB: readonly number[] = [
  1, 2, 3, 5, 10, 15, 20, 30, 40, 50, 60, 70, 80, 90, 100, 120, 150,
];

/** The prices of one service in one zone. */
export interface PriceRow {
  /** The price up to each bracket of WEIGHT_BRACKETS_LB, same order. */
  upToCents: readonly number[];
  /** Each started pound above the last bracket. */
  perLbAboveCents: number;
}

/** Price rows by zone set, service code and zone. A service missing from a set is not offered. */
export const PRICE_TABLES: Readonly<
  Record<ZoneSetId, Partial<Record<ServiceCode, Readonly<Record<string, PriceRow>>>>>
> = {
  domestic: {
    1: {
      '2': {
        upToCents: [
          5780, 5975, 6175, 6570, 7560, 8550, 9540, 11520, 13500, 15480, 17460, 19440, 21420, 23400,
          25380, 29340, 35280,
        ],
        perLbAboveCents: 200,
      },
      '3': {
        upToCents: [
          6065, 6300, 6535, 7000, 8170, 9340, 10510, 12850, 15190, 17530, 19870, 22210, 24550,
          26890, 29230, 33910, 40930,
        ],
        perLbAboveCents: 235,
      },
      '4': {
        upToCents: [
          6425, 6730, 7040, 7650, 9180, 10710, 12240, 15300, 18360, 21420, 24480, 27540, 30600,
          33660, 36720, 42840, 52020,
        ],
        perLbAboveCents: 305,
      },
      '5': {
        upToCents: [
          6785, 7165, 7540, 8300, 10190, 12080, 13970, 17750, 21530, 25310, 29090, 32870, 36650,
          40430, 44210, 51770, 63110,
        ],
        perLbAboveCents: 380,
      },
      '6': {
        upToCents: [
          7110, 7560, 8010, 8910, 11160, 13410, 15660, 20160, 24660, 29160, 33660, 38160, 42660,
          47160, 51660, 60660, 74160,
        ],
        perLbAboveCents: 450,
      },
      '7': {
        upToCents: [
          7415, 7920, 8425, 9430, 11950, 14470, 16990, 22030, 27070, 32110, 37150, 42190, 47230,
          52270, 57310, 67390, 82510,
        ],
        perLbAboveCents: 505,
      },
      '8': {
        upToCents: [
          7760, 8315, 8875, 9990, 12780, 15570, 18360, 23940, 29520, 35100, 40680, 46260, 51840,
          57420, 63000, 74160, 90900,
        ],
        perLbAboveCents: 560,
      },
    },
    2: {
      '2': {
        upToCents: [
          3565, 3700, 3840, 4115, 4800, 5490, 6175, 7550, 8925, 10300, 11675, 13050, 14425, 15800,
          17175, 19925, 24050,
        ],
        perLbAboveCents: 140,
      },
      '3': {
        upToCents: [
          3765, 3925, 4090, 4415, 5225, 6040, 6850, 8475, 10100, 11725, 13350, 14975, 16600, 18225,
          19850, 23100, 27975,
        ],
        perLbAboveCents: 165,
      },
      '4': {
        upToCents: [
          4015, 4225, 4440, 4865, 5925, 6990, 8050, 10175, 12300, 14425, 16550, 18675, 20800, 22925,
          25050, 29300, 35675,
        ],
        perLbAboveCents: 215,
      },
      '5': {
        upToCents: [
          4265, 4525, 4790, 5315, 6625, 7940, 9250, 11875, 14500, 17125, 19750, 22375, 25000, 27625,
          30250, 35500, 43375,
        ],
        perLbAboveCents: 265,
      },
      '6': {
        upToCents: [
          4490, 4800, 5115, 5740, 7300, 8865, 10425, 13550, 16675, 19800, 22925, 26050, 29175,
          32300, 35425, 41675, 51050,
        ],
        perLbAboveCents: 315,
      },
      '7': {
        upToCents: [
          4700, 5050, 5400, 6100, 7850, 9600, 11350, 14850, 18350, 21850, 25350, 28850, 32350,
          35850, 39350, 46350, 56850,
        ],
        perLbAboveCents: 350,
      },
      '8': {
        upToCents: [
          4940, 5325, 5715, 6490, 8425, 10365, 12300, 16175, 20050, 23925, 27800, 31675, 35550,
          39425, 43300, 51050, 62675,
        ],
        perLbAboveCents: 390,
      },
    },
    3: {
      '2': {
        upToCents: [
          2600, 2705, 2810, 3020, 3540, 4065, 4585, 5630, 6675, 7720, 8765, 9810, 10855, 11900,
          12945, 15035, 18170,
        ],
        perLbAboveCents: 105,
      },
      '3': {
        upToCents: [
          2750, 2875, 3000, 3245, 3865, 4480, 5100, 6335, 7570, 8805, 10040, 11275, 12510, 13745,
          14980, 17450, 21155,
        ],
        perLbAboveCents: 125,
      },
      '4': {
        upToCents: [
          2940, 3105, 3265, 3590, 4395, 5205, 6010, 7625, 9240, 10855, 12470, 14085, 15700, 17315,
          18930, 22160, 27005,
        ],
        perLbAboveCents: 160,
      },
      '5': {
        upToCents: [
          3130, 3330, 3530, 3930, 4925, 5925, 6920, 8915, 10910, 12905, 14900, 16895, 18890, 20885,
          22880, 26870, 32855,
        ],
        perLbAboveCents: 200,
      },
      '6': {
        upToCents: [
          3305, 3540, 3780, 4255, 5440, 6630, 7815, 10190, 12565, 14940, 17315, 19690, 22065, 24440,
          26815, 31565, 38690,
        ],
        perLbAboveCents: 240,
      },
      '7': {
        upToCents: [
          3465, 3730, 3995, 4530, 5860, 7190, 8520, 11180, 13840, 16500, 19160, 21820, 24480, 27140,
          29800, 35120, 43100,
        ],
        perLbAboveCents: 265,
      },
      '8': {
        upToCents: [
          3645, 3940, 4235, 4825, 6295, 7770, 9240, 12185, 15130, 18075, 21020, 23965, 26910, 29855,
          32800, 38690, 47525,
        ],
        perLbAboveCents: 295,
      },
    },
    5: {
      '2': {
        upToCents: [
          1105, 1160, 1215, 1325, 1600, 1875, 2150, 2700, 3250, 3800, 4350, 4900, 5450, 6000, 6550,
          7650, 9300,
        ],
        perLbAboveCents: 55,
      },
      '3': {
        upToCents: [
          1185, 1250, 1315, 1445, 1770, 2095, 2420, 3070, 3720, 4370, 5020, 5670, 6320, 6970, 7620,
          8920, 10870,
        ],
        perLbAboveCents: 65,
      },
      '4': {
        upToCents: [
          1285, 1370, 1455, 1625, 2050, 2475, 2900, 3750, 4600, 5450, 6300, 7150, 8000, 8850, 9700,
          11400, 13950,
        ],
        perLbAboveCents: 85,
      },
      '5': {
        upToCents: [
          1385, 1490, 1595, 1805, 2330, 2855, 3380, 4430, 5480, 6530, 7580, 8630, 9680, 10730,
          11780, 13880, 17030,
        ],
        perLbAboveCents: 105,
      },
      '6': {
        upToCents: [
          1475, 1600, 1725, 1975, 2600, 3225, 3850, 5100, 6350, 7600, 8850, 10100, 11350, 12600,
          13850, 16350, 20100,
        ],
        perLbAboveCents: 125,
      },
      '7': {
        upToCents: [
          1560, 1700, 1840, 2120, 2820, 3520, 4220, 5620, 7020, 8420, 9820, 11220, 12620, 14020,
          15420, 18220, 22420,
        ],
        perLbAboveCents: 140,
      },
      '8': {
        upToCents: [
          1655, 1810, 1965, 2275, 3050, 3825, 4600, 6150, 7700, 9250, 10800, 12350, 13900, 15450,
          17000, 20100, 24750,
        ],
        perLbAboveCents: 155,
      },
    },
    8: {
      '2': {
        upToCents: [
          970, 1020, 1070, 1165, 1410, 1650, 1890, 2375, 2860, 3345, 3830, 4310, 4795, 5280, 5765,
          6730, 8185,
        ],
        perLbAboveCents: 50,
      },
      '3': {
        upToCents: [
          1045, 1100, 1155, 1270, 1560, 1845, 2130, 2700, 3275, 3845, 4420, 4990, 5560, 6135, 6705,
          7850, 9565,
        ],
        perLbAboveCents: 55,
      },
      '4': {
        upToCents: [
          1130, 1205, 1280, 1430, 1805, 2180, 2550, 3300, 4050, 4795, 5545, 6290, 7040, 7790, 8535,
          10030, 12275,
        ],
        perLbAboveCents: 75,
      },
      '5': {
        upToCents: [
          1220, 1310, 1405, 1590, 2050, 2510, 2975, 3900, 4820, 5745, 6670, 7595, 8520, 9440, 10365,
          12215, 14985,
        ],
        perLbAboveCents: 90,
      },
      '6': {
        upToCents: [
          1300, 1410, 1520, 1740, 2290, 2840, 3390, 4490, 5590, 6690, 7790, 8890, 9990, 11090,
          12190, 14390, 17690,
        ],
        perLbAboveCents: 110,
      },
      '7': {
        upToCents: [
          1375, 1495, 1620, 1865, 2480, 3100, 3715, 4945, 6180, 7410, 8640, 9875, 11105, 12340,
          13570, 16035, 19730,
        ],
        perLbAboveCents: 125,
      },
      '8': {
        upToCents: [
          1455, 1595, 1730, 2000, 2685, 3365, 4050, 5410, 6775, 8140, 9505, 10870, 12230, 13595,
          14960, 17690, 21780,
        ],
        perLbAboveCents: 135,
      },
    },
  },
  international: {
    1: {
      I1: {
        upToCents: [
          4720, 4940, 5160, 5600, 6700, 7800, 8900, 11100, 13300, 15500, 17700, 19900, 22100, 24300,
          26500, 30900, 37500,
        ],
        perLbAboveCents: 220,
      },
      I2: {
        upToCents: [
          6350, 6700, 7050, 7750, 9500, 11250, 13000, 16500, 20000, 23500, 27000, 30500, 34000,
          37500, 41000, 48000, 58500,
        ],
        perLbAboveCents: 350,
      },
      I3: {
        upToCents: [
          7980, 8460, 8940, 9900, 12300, 14700, 17100, 21900, 26700, 31500, 36300, 41100, 45900,
          50700, 55500, 65100, 79500,
        ],
        perLbAboveCents: 480,
      },
      I4: {
        upToCents: [
          9060, 9620, 10180, 11300, 14100, 16900, 19700, 25300, 30900, 36500, 42100, 47700, 53300,
          58900, 64500, 75700, 92500,
        ],
        perLbAboveCents: 560,
      },
      I5: {
        upToCents: [
          10150, 10800, 11450, 12750, 16000, 19250, 22500, 29000, 35500, 42000, 48500, 55000, 61500,
          68000, 74500, 87500, 107000,
        ],
        perLbAboveCents: 650,
      },
    },
    2: {
      I1: {
        upToCents: [
          3870, 4050, 4230, 4590, 5495, 6395, 7300, 9100, 10905, 12710, 14515, 16320, 18120, 19925,
          21730, 25340, 30750,
        ],
        perLbAboveCents: 180,
      },
      I2: {
        upToCents: [
          5205, 5495, 5780, 6355, 7790, 9225, 10660, 13530, 16400, 19270, 22140, 25010, 27880,
          30750, 33620, 39360, 47970,
        ],
        perLbAboveCents: 285,
      },
      I3: {
        upToCents: [
          6545, 6935, 7330, 8120, 10085, 12055, 14020, 17960, 21895, 25830, 29765, 33700, 37640,
          41575, 45510, 53380, 65190,
        ],
        perLbAboveCents: 395,
      },
      I4: {
        upToCents: [
          7430, 7890, 8350, 9265, 11560, 13860, 16155, 20745, 25340, 29930, 34520, 39115, 43705,
          48300, 52890, 62075, 75850,
        ],
        perLbAboveCents: 460,
      },
      I5: {
        upToCents: [
          8325, 8855, 9390, 10455, 13120, 15785, 18450, 23780, 29110, 34440, 39770, 45100, 50430,
          55760, 61090, 71750, 87740,
        ],
        perLbAboveCents: 535,
      },
    },
    5: {
      I1: {
        upToCents: [
          2595, 2715, 2840, 3080, 3685, 4290, 4895, 6105, 7315, 8525, 9735, 10945, 12155, 13365,
          14575, 16995, 20625,
        ],
        perLbAboveCents: 120,
      },
      I2: {
        upToCents: [
          3495, 3685, 3880, 4265, 5225, 6190, 7150, 9075, 11000, 12925, 14850, 16775, 18700, 20625,
          22550, 26400, 32175,
        ],
        perLbAboveCents: 195,
      },
      I3: {
        upToCents: [
          4390, 4655, 4915, 5445, 6765, 8085, 9405, 12045, 14685, 17325, 19965, 22605, 25245, 27885,
          30525, 35805, 43725,
        ],
        perLbAboveCents: 265,
      },
      I4: {
        upToCents: [
          4985, 5290, 5600, 6215, 7755, 9295, 10835, 13915, 16995, 20075, 23155, 26235, 29315,
          32395, 35475, 41635, 50875,
        ],
        perLbAboveCents: 310,
      },
      I5: {
        upToCents: [
          5585, 5940, 6300, 7015, 8800, 10590, 12375, 15950, 19525, 23100, 26675, 30250, 33825,
          37400, 40975, 48125, 58850,
        ],
        perLbAboveCents: 360,
      },
    },
    8: {
      I1: {
        upToCents: [
          2125, 2225, 2320, 2520, 3015, 3510, 4005, 4995, 5985, 6975, 7965, 8955, 9945, 10935,
          11925, 13905, 16875,
        ],
        perLbAboveCents: 100,
      },
      I2: {
        upToCents: [
          2860, 3015, 3175, 3490, 4275, 5065, 5850, 7425, 9000, 10575, 12150, 13725, 15300, 16875,
          18450, 21600, 26325,
        ],
        perLbAboveCents: 160,
      },
      I3: {
        upToCents: [
          3590, 3805, 4025, 4455, 5535, 6615, 7695, 9855, 12015, 14175, 16335, 18495, 20655, 22815,
          24975, 29295, 35775,
        ],
        perLbAboveCents: 215,
      },
      I4: {
        upToCents: [
          4075, 4330, 4580, 5085, 6345, 7605, 8865, 11385, 13905, 16425, 18945, 21465, 23985, 26505,
          29025, 34065, 41625,
        ],
        perLbAboveCents: 250,
      },
      I5: {
        upToCents: [
          4570, 4860, 5155, 5740, 7200, 8665, 10125, 13050, 15975, 18900, 21825, 24750, 27675,
          30600, 33525, 39375, 48150,
        ],
        perLbAboveCents: 295,
      },
    },
  },
};

/** The residential surcharge per package, by zone set and service code. */
export const RESIDENTIAL_SURCHARGE_CENTS: Readonly<
  Record<ZoneSetId, Partial<Record<ServiceCode, number>>>
> = {
  domestic: { 1: 610, 2: 610, 3: 610, 5: 555, 8: 555 },
  international: { 1: 650, 2: 650, 5: 650, 8: 650 },
};
