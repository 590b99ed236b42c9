import { isInternationalShipment } from '@bikeship/core/rules';
import type { LabelResponse } from '@bikeship/core/schemas';
import { and, asc, eq } from 'drizzle-orm';
import { orderPackages, orders, shipmentDocuments, shipments } from '../db/schema';
import type { AppDeps } from '../http/appEnv';
import { HttpError, notFound } from '../http/httpError';
import { renderCommercialInvoicePdf } from '../integrations/labels/commercialInvoicePdf';
import { type LabelPackage, renderLabelPdf } from '../integrations/labels/labelPdf';
import { buildCommercialInvoice } from './commercialInvoice';
import { removeDocumentFile, saveDocumentFile } from './documentStore';
import { type AccessFor, findOwnedShipment } from './shipmentAccess';
import { countryCodeOf, readStageAddress, readStoredPackage } from './shipmentRecords';

type LabelDeps = Pick<AppDeps, 'db' | 'carrier' | 'config' | 'now'>;

/** The categories of the documents the server makes (quote §3 "Shipment document"). */
export const LABEL_CATEGORY = 'label';
export const COMMERCIAL_INVOICE_CATEGORY = 'commercial_invoice';

/**
 * DECISION: labels are made only for an order that is paid for — paid, confirmed (a PO or
 * zero-total order the shop accepted) or partly refunded (its other stages still ship).
 */
export const LABELABLE_ORDER_STATUSES: ReadonlySet<string> = new Set([
  'paid',
  'confirmed',
  'partially_refunded',
]);

/**
 * POST /api/Labels/create-label/{shipmentId} (quote §7): gives every package of the
 * stage a tracking number from the carrier, renders the 4 × 6 in labels (one page per package)
 * and, for an international stage (core `isInternationalShipment`), the commercial invoice, and
 * keeps both as documents of the shipment. Idempotent: once the stage has labels, a repeated
 * call answers the same tracking numbers and makes nothing new. The shipment row is locked for
 * the duration, so two concurrent calls cannot both make labels; a failure leaves no row and no
 * file behind.
 */
export async function createLabels(
  deps: LabelDeps,
  shipmentId: number,
  accessFor: AccessFor,
): Promise<LabelResponse> {
  await findOwnedShipment(deps.db, shipmentId, accessFor);
  return makeShipmentLabels(deps, shipmentId);
}

/**
 * `createLabels` without the caller's check: for the server's own work on an order it already
 * holds (the labels made when an order is paid, services/orderLabels.ts).
 */
export async function makeShipmentLabels(
  deps: LabelDeps,
  shipmentId: number,
): Promise<LabelResponse> {
  const writtenFiles: string[] = [];
  try {
    return await deps.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ shipment: shipments, order: orders })
        .from(shipments)
        .innerJoin(orders, eq(orders.orderId, shipments.orderId))
        .where(eq(shipments.shipmentId, shipmentId))
        .for('update', { of: shipments });
      if (!locked) throw notFound('Shipment');
      const { shipment, order } = locked;
      const packageRows = await tx
        .select()
        .from(orderPackages)
        .where(eq(orderPackages.shipmentId, shipmentId))
        .orderBy(asc(orderPackages.boxId));

      // Before the repeated call's answer: a stage labelled when it was paid and cancelled
      // since has a voided label, which is no label to hand out.
      if (shipment.status === 'cancelled') {
        throw new HttpError(409, 'This shipment was cancelled: it cannot get a label');
      }
      if (shipment.labelCreatedAt) {
        return {
          shipmentId,
          trackingNumbers: packageRows.flatMap((row) =>
            row.trackingNumber ? [row.trackingNumber] : [],
          ),
        };
      }
      if (!LABELABLE_ORDER_STATUSES.has(order.status)) {
        throw new HttpError(409, 'Labels can be made once the order is paid');
      }
      if (packageRows.length === 0) {
        throw new HttpError(409, 'This shipment has no packages to label');
      }

      const from = readStageAddress(shipment.from);
      const to = readStageAddress(shipment.to);
      const packages = packageRows.map((row) => ({
        row,
        pkg: readStoredPackage(row.package),
        trackingNumber:
          row.trackingNumber ??
          deps.carrier.trackingNumberFor({
            shipmentId,
            boxId: row.boxId,
            serviceCode: shipment.serviceCode,
          }),
      }));

      const labelPackages: LabelPackage[] = packages.map(({ row, pkg, trackingNumber }) => ({
        boxId: row.boxId,
        trackingNumber,
        ...(pkg.name ? { name: pkg.name } : {}),
        length: pkg.length,
        width: pkg.width,
        height: pkg.height,
        weight: pkg.weight,
        linearUnit: pkg.linearUnit,
        weightUnit: pkg.weightUnit,
      }));
      const labelPdf = await renderLabelPdf({
        carrierName: deps.carrier.name,
        service: shipment.service,
        serviceCode: shipment.serviceCode,
        orderId: order.orderId,
        shipmentId,
        stage: shipment.stage,
        shipDate: shipment.shipDate,
        deliverDate: shipment.deliverDate,
        from,
        to,
        packages: labelPackages,
      });
      const generated: { category: string; fileName: string; bytes: Uint8Array }[] = [
        {
          category: LABEL_CATEGORY,
          fileName: `labels-shipment-${shipmentId}.pdf`,
          bytes: labelPdf,
        },
      ];
      if (isInternationalShipment(countryCodeOf(from), countryCodeOf(to))) {
        const invoice = buildCommercialInvoice({
          order,
          shipment,
          shipper: from,
          consignee: to,
          carrierName: deps.carrier.name,
          packages,
        });
        generated.push({
          category: COMMERCIAL_INVOICE_CATEGORY,
          fileName: `commercial-invoice-shipment-${shipmentId}.pdf`,
          bytes: await renderCommercialInvoicePdf(invoice),
        });
      }

      for (const document of generated) {
        // Within the transaction: on PostgreSQL the PDFs commit with their rows, on the one
        // connection this call already holds.
        const storedName = await saveDocumentFile(deps.config, document.bytes, 'pdf', {
          transaction: tx,
        });
        writtenFiles.push(storedName);
        await tx.insert(shipmentDocuments).values({
          shipmentId,
          orderId: order.orderId,
          category: document.category,
          fileName: document.fileName,
          storedName,
          contentType: 'application/pdf',
          sizeBytes: document.bytes.byteLength,
          generated: true,
        });
      }
      for (const { row, trackingNumber } of packages) {
        if (row.trackingNumber === trackingNumber) continue;
        await tx
          .update(orderPackages)
          .set({ trackingNumber })
          .where(and(eq(orderPackages.boxId, row.boxId), eq(orderPackages.shipmentId, shipmentId)));
      }
      await tx
        .update(shipments)
        .set({ labelCreatedAt: deps.now() })
        .where(eq(shipments.shipmentId, shipmentId));
      return { shipmentId, trackingNumbers: packages.map((entry) => entry.trackingNumber) };
    });
  } catch (error) {
    // Files the rollback did not take back (the data folder's) go now.
    await Promise.all(writtenFiles.map((name) => removeDocumentFile(deps.config, name)));
    throw error;
  }
}
