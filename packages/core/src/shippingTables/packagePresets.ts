import type { PackagePreset } from '../schemas/formData';

/**
 * Box presets (quote §3 "Form data lists"): common bike boxes and cases with their outside
 * size in inches and a typical packed weight in pounds (case + contents), so a customer who
 * picks one gets a quote close to what the carrier will bill.
 *
 * DECISION: sizes are outside dimensions rounded UP to the next whole inch, as carriers measure
 * (length = longest side, height = second, width = shortest): the makers' published sizes where
 * a comment gives them, otherwise the usual size of that kind of box or case. Packed weights
 * assume a typical 20–24 lb road or gravel bike (a 50 lb e-bike, a 30 lb mountain bike in the
 * large box). The customer can edit every figure after picking a preset. Every preset is within
 * the box bounds of constants.ts (a test checks it with the box-validation rule).
 */
export const PACKAGE_PRESETS: readonly PackagePreset[] = [
  {
    id: 1,
    name: 'Bike shop box (standard)',
    category: 'BIKE',
    length: 54,
    width: 8,
    height: 30,
    weight: 40,
    linearUnit: 'IN',
    weightUnit: 'LB',
  },
  {
    id: 2,
    name: 'BikeFlights bike box, large (BBL)',
    category: 'BIKE',
    // Published 64 × 14 × 32 in: fits a mountain bike with its wheels.
    length: 64,
    width: 14,
    height: 32,
    weight: 55,
    linearUnit: 'IN',
    weightUnit: 'LB',
  },
  {
    id: 3,
    name: 'E-bike box',
    category: 'EBIKE',
    length: 60,
    width: 12,
    height: 34,
    weight: 75,
    linearUnit: 'IN',
    weightUnit: 'LB',
  },
  {
    id: 4,
    name: 'EVOC Bike Travel Bag Pro',
    category: 'BIKE',
    // Published 138 × 39 × 85 cm, 9.1 kg empty.
    length: 55,
    width: 16,
    height: 34,
    weight: 45,
    linearUnit: 'IN',
    weightUnit: 'LB',
  },
  {
    id: 5,
    name: 'Thule RoundTrip Road',
    category: 'BIKE',
    length: 50,
    width: 16,
    height: 35,
    weight: 45,
    linearUnit: 'IN',
    weightUnit: 'LB',
  },
  {
    id: 6,
    name: 'Scicon AeroComfort Road 3.0 TSA',
    category: 'BIKE',
    length: 51,
    width: 11,
    height: 35,
    weight: 42,
    linearUnit: 'IN',
    weightUnit: 'LB',
  },
  {
    id: 7,
    name: 'Hard-shell bike case',
    category: 'BIKE',
    length: 47,
    width: 12,
    height: 34,
    weight: 52,
    linearUnit: 'IN',
    weightUnit: 'LB',
  },
  {
    id: 8,
    name: 'S&S coupled-bike case (26 × 26 × 10)',
    category: 'BIKE',
    // The airlines' 62 linear inches; a coupled frame and its wheels fit inside.
    length: 26,
    width: 10,
    height: 26,
    weight: 45,
    linearUnit: 'IN',
    weightUnit: 'LB',
  },
  {
    id: 9,
    name: 'Frameset box',
    category: 'FRAME',
    length: 48,
    width: 9,
    height: 28,
    weight: 15,
    linearUnit: 'IN',
    weightUnit: 'LB',
  },
  {
    id: 10,
    name: 'Wheel box (pair of 700c / 29 in wheels)',
    category: 'WHEELS',
    length: 31,
    width: 10,
    height: 31,
    weight: 12,
    linearUnit: 'IN',
    weightUnit: 'LB',
  },
  {
    id: 11,
    name: 'Golf travel bag',
    category: 'GOLF',
    length: 52,
    width: 14,
    height: 15,
    weight: 35,
    linearUnit: 'IN',
    weightUnit: 'LB',
  },
  {
    id: 12,
    name: 'Ski bag (one pair, 185 cm skis)',
    category: 'SKI',
    length: 77,
    width: 7,
    height: 13,
    weight: 25,
    linearUnit: 'IN',
    weightUnit: 'LB',
  },
  {
    id: 13,
    name: 'Large checked suitcase (62 linear in)',
    category: 'LUGGAGE',
    length: 30,
    width: 12,
    height: 20,
    weight: 50,
    linearUnit: 'IN',
    weightUnit: 'LB',
  },
];
