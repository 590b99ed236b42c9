import { suggestHsCode } from '@bikeship/core/rules';
import type { AddressStage } from '@bikeship/core/schemas';
import type { CommercialInvoice, InvoiceLine } from '../integrations/labels/commercialInvoicePdf';
import { personName } from '../integrations/labels/pdfText';
import { PACKAGE_CATEGORIES } from '../referenceData/packageCategories';
import { PACKAGE_PURPOSES } from '../referenceData/packagePurposes';
import type { OrderRow, ShipmentRow } from './shipmentAccess';
import { countryCodeOf, readStageFees, type StoredPackage } from './shipmentRecords';

/** The reason for export printed for each purpose's customs code (referenceData/packagePurposes). */
const REASON_BY_PURPOSE_CODE: Readonly<Record<string, string>> = {
  PERSONAL_EFFECTS: 'Personal effects, not for sale',
  SALE: 'Sale',
  REPAIR: 'Repair and return',
  GIFT: 'Gift',
  RETURN: 'Return',
};

/** DECISION: an order without a purpose ships the rider's own goods: personal effects. */
const DEFAULT_REASON = REASON_BY_PURPOSE_CODE.PERSONAL_EFFECTS as string;

export function reasonForExport(purposeEntryId: number | null): string {
  const code = PACKAGE_PURPOSES.find((purpose) => purpose.entryId === purposeEntryId)?.code;
  return (code && REASON_BY_PURPOSE_CODE[code]) || DEFAULT_REASON;
}

/**
 * DECISION: terms of sale DDP (delivered, duty paid) when the customer paid a customs
 * clearance fee for the stage with the order — duties are then settled by the shipper — and
 * DAP (the receiver pays them on delivery) otherwise.
 */
function termsOfSale(order: OrderRow, stage: number): string {
  const fees = readStageFees(order.fees).find((entry) => entry.stage === stage);
  const clearancePaid =
    (fees?.customsFee ?? 0) > 0 ||
    (fees?.landedCost ?? []).some((entry) => entry.result && entry.clearanceFee > 0);
  return clearancePaid ? 'DDP (delivered, duty paid)' : 'DAP (delivered at place)';
}

function describe(pkg: StoredPackage): string {
  const category = PACKAGE_CATEGORIES.find((entry) => entry.code === pkg.category)?.name;
  const parts = [pkg.insideDescription?.trim() || category || pkg.name?.trim() || 'Goods'];
  // The box's own name says more than the category when both exist ("Road bike" / "Bicycle").
  if (pkg.name?.trim() && !parts.includes(pkg.name.trim())) parts.push(`(${pkg.name.trim()})`);
  return parts.join(' ');
}

/**
 * One invoice line per box. DECISION: the country of origin is the box's own
 * `countryOfOrigin` when the order has one, else the shipper's country — the goods of a rider's
 * trip are declared as coming from where they are sent; a quantity of 1 per box unless given;
 * the declared value is the box's market value in USD (quote §9: payment currency USD).
 */
export function invoiceLines(
  packages: readonly { pkg: StoredPackage; trackingNumber?: string }[],
  shipper: AddressStage,
): InvoiceLine[] {
  const shipperCountry = countryCodeOf(shipper);
  return packages.map(({ pkg, trackingNumber }, index) => {
    const quantity = pkg.quantity ?? 1;
    const outside = pkg.outsideDescription?.trim();
    return {
      boxNumber: index + 1,
      description: describe(pkg),
      ...(outside ? { outsideDescription: outside } : {}),
      // The box's own HS code, else the heading of its category (core HS_CODE_BY_CATEGORY).
      hsCode: pkg.hsCode?.trim() || suggestHsCode(pkg.category),
      countryOfOrigin: pkg.countryOfOrigin?.toUpperCase() || shipperCountry,
      quantity,
      unitValue: Math.round((pkg.value / quantity) * 100) / 100,
      weight: pkg.weight,
      weightUnit: pkg.weightUnit,
      ...(trackingNumber ? { trackingNumber } : {}),
    };
  });
}

/** The commercial invoice of an international stage, from the order's own records. */
export function buildCommercialInvoice(input: {
  order: OrderRow;
  shipment: ShipmentRow;
  shipper: AddressStage;
  consignee: AddressStage;
  carrierName: string;
  packages: readonly { pkg: StoredPackage; trackingNumber?: string }[];
}): CommercialInvoice {
  const { order, shipment, shipper } = input;
  return {
    invoiceNumber: `CI-${order.orderId}-${shipment.shipmentId}`,
    date: shipment.shipDate,
    orderId: order.orderId,
    shipmentId: shipment.shipmentId,
    stage: shipment.stage,
    carrierName: input.carrierName,
    service: shipment.service,
    shipper,
    consignee: input.consignee,
    reasonForExport: reasonForExport(order.purpose),
    termsOfSale: termsOfSale(order, shipment.stage),
    currency: 'USD',
    lines: invoiceLines(input.packages, shipper),
    signatureName:
      personName(shipper) || shipper.company || `${order.firstName} ${order.lastName}`.trim(),
  };
}
