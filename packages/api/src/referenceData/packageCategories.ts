import type { PackageCategory } from '@bikeship/core/schemas';

/**
 * What a box holds (quote §3 "Form data lists"); `code` is what a box keeps as its category and
 * what landed-cost requests send as categoryCode. DECISION: the goods a bike-shipping shop
 * carries — bicycles first, then the other sports and travel gear riders send ahead of a trip.
 */
export const PACKAGE_CATEGORIES: readonly PackageCategory[] = [
  { id: 1, code: 'BIKE', name: 'Bicycle' },
  { id: 2, code: 'EBIKE', name: 'E-bike' },
  { id: 3, code: 'FRAME', name: 'Frame or frameset' },
  { id: 4, code: 'WHEELS', name: 'Wheels' },
  { id: 5, code: 'PARTS', name: 'Bike parts and accessories' },
  { id: 6, code: 'GOLF', name: 'Golf clubs' },
  { id: 7, code: 'SKI', name: 'Skis or snowboard' },
  { id: 8, code: 'LUGGAGE', name: 'Luggage' },
  { id: 9, code: 'OTHER', name: 'Other' },
];
