import type { AddressStage, LinearUnit, WeightUnit } from '@bikeship/core/schemas';
import { toBuffer } from 'bwip-js/node';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { addressLines, drawableText, wrapText } from './pdfText';

/** A thermal label: 4 × 6 inches, portrait, in PDF points (72 per inch). */
export const LABEL_WIDTH_PT = 4 * 72;
export const LABEL_HEIGHT_PT = 6 * 72;

const MARGIN = 12;
const CONTENT_WIDTH = LABEL_WIDTH_PT - 2 * MARGIN;
const BLACK = rgb(0, 0, 0);

export interface LabelPackage {
  boxId: number;
  trackingNumber: string;
  name?: string;
  length: number;
  width: number;
  height: number;
  weight: number;
  linearUnit: LinearUnit;
  weightUnit: WeightUnit;
}

/** What the labels of one booked stage show. */
export interface LabelShipment {
  carrierName: string;
  service: string;
  serviceCode: number;
  orderId: number;
  shipmentId: number;
  stage: number;
  /** 'YYYY-MM-DD' */
  shipDate: string;
  deliverDate?: string | null;
  from: AddressStage;
  to: AddressStage;
  packages: readonly LabelPackage[];
}

/** Round to one decimal without trailing zeros: 12 → "12", 12.25 → "12.3". */
function measure(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/**
 * The Code128 barcode of a tracking number as a PNG. Code128 because every carrier's scanners
 * read it and it encodes letters and digits compactly; the number is printed under it by the
 * label itself, in a larger font than bwip-js draws.
 */
async function barcodePng(trackingNumber: string): Promise<Uint8Array> {
  return toBuffer({
    bcid: 'code128',
    text: trackingNumber,
    scale: 3,
    height: 18,
    includetext: false,
    paddingwidth: 0,
    paddingheight: 0,
  });
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

function rule(page: PDFPage, y: number, thickness = 1): void {
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: LABEL_WIDTH_PT - MARGIN, y },
    thickness,
    color: BLACK,
  });
}

/** Draws lines top-down from `y`; answers the y below the last one. */
function drawLines(
  page: PDFPage,
  lines: readonly string[],
  options: { x: number; y: number; font: PDFFont; size: number; leading?: number },
): number {
  const leading = options.leading ?? options.size * 1.2;
  let y = options.y;
  for (const line of lines) {
    y -= leading;
    page.drawText(drawableText(options.font, line), {
      x: options.x,
      y,
      size: options.size,
      font: options.font,
      color: BLACK,
    });
  }
  return y;
}

/** Address lines that fit the width, at most `maxLines` in all. */
function fittedAddress(
  font: PDFFont,
  address: AddressStage,
  size: number,
  width: number,
  maxLines: number,
): string[] {
  const lines = addressLines(address, { phone: true }).flatMap((line) =>
    wrapText(font, line, size, width, 2),
  );
  return lines.slice(0, maxLines);
}

async function drawLabelPage(
  document: PDFDocument,
  fonts: Fonts,
  shipment: LabelShipment,
  pkg: LabelPackage,
  index: number,
): Promise<void> {
  const page = document.addPage([LABEL_WIDTH_PT, LABEL_HEIGHT_PT]);
  const top = LABEL_HEIGHT_PT - MARGIN;
  const count = shipment.packages.length;

  // Sender, small, top left; package count and weight, top right.
  page.drawText('FROM', { x: MARGIN, y: top - 7, size: 6, font: fonts.bold });
  const fromBottom = drawLines(page, fittedAddress(fonts.regular, shipment.from, 7, 170, 6), {
    x: MARGIN,
    y: top - 8,
    font: fonts.regular,
    size: 7,
  });
  const rightX = MARGIN + 184;
  drawLines(
    page,
    [
      `PKG ${index + 1} OF ${count}`,
      `${measure(pkg.weight)} ${pkg.weightUnit}`,
      `SHIP ${shipment.shipDate}`,
    ],
    { x: rightX, y: top, font: fonts.bold, size: 9, leading: 12 },
  );
  let y = Math.min(fromBottom, top - 40) - 6;
  rule(page, y, 1.5);

  // Receiver: the largest text on the label, as a sorter reads it from a distance.
  page.drawText('SHIP TO', { x: MARGIN, y: y - 9, size: 7, font: fonts.bold });
  y = drawLines(page, fittedAddress(fonts.bold, shipment.to, 12, CONTENT_WIDTH - 10, 8), {
    x: MARGIN + 10,
    y: y - 10,
    font: fonts.bold,
    size: 12,
    leading: 14,
  });
  y -= 8;
  rule(page, y, 1.5);

  // Service.
  const serviceLine = wrapText(
    fonts.bold,
    `${shipment.carrierName} ${shipment.service}`.toUpperCase(),
    14,
    CONTENT_WIDTH,
    1,
  );
  y = drawLines(page, serviceLine, { x: MARGIN, y: y - 2, font: fonts.bold, size: 14 });
  if (shipment.deliverDate) {
    y = drawLines(page, [`DELIVER BY ${shipment.deliverDate}`], {
      x: MARGIN,
      y,
      font: fonts.regular,
      size: 8,
    });
  }
  y -= 6;
  rule(page, y);

  // Barcode and the tracking number under it.
  const barcode = await document.embedPng(await barcodePng(pkg.trackingNumber));
  const barcodeHeight = 72;
  const barcodeWidth = Math.min(CONTENT_WIDTH, (barcode.width / barcode.height) * barcodeHeight);
  page.drawText('TRACKING #', { x: MARGIN, y: y - 10, size: 7, font: fonts.bold });
  y -= 14 + barcodeHeight;
  page.drawImage(barcode, {
    x: (LABEL_WIDTH_PT - barcodeWidth) / 2,
    y,
    width: barcodeWidth,
    height: barcodeHeight,
  });
  const trackingText = drawableText(fonts.bold, pkg.trackingNumber);
  const trackingWidth = fonts.bold.widthOfTextAtSize(trackingText, 12);
  y -= 15;
  page.drawText(trackingText, {
    x: (LABEL_WIDTH_PT - trackingWidth) / 2,
    y,
    size: 12,
    font: fonts.bold,
  });
  y -= 8;
  rule(page, y);

  // Package and reference details.
  const details = [
    `DIMS ${measure(pkg.length)} x ${measure(pkg.width)} x ${measure(pkg.height)} ${pkg.linearUnit} · WEIGHT ${measure(pkg.weight)} ${pkg.weightUnit}`,
    pkg.name ? `CONTENTS ${pkg.name}` : undefined,
    `ORDER ${shipment.orderId} · SHIPMENT ${shipment.shipmentId} · STAGE ${shipment.stage} · BOX ${pkg.boxId}`,
    `SERVICE CODE ${shipment.serviceCode} · SHIP DATE ${shipment.shipDate}`,
  ]
    .filter((line): line is string => line !== undefined)
    .flatMap((line) => wrapText(fonts.regular, line, 8, CONTENT_WIDTH, 2));
  drawLines(page, details, { x: MARGIN, y: y - 2, font: fonts.regular, size: 8, leading: 10 });
}

/**
 * The labels of one stage: one 4 × 6 in page per package, each with the Code128
 * barcode of the package's tracking number, the from and to addresses, the service, the ship
 * date, weight and dimensions, "package n of m" and the order and shipment ids.
 */
export async function renderLabelPdf(shipment: LabelShipment): Promise<Uint8Array> {
  if (shipment.packages.length === 0) throw new Error('A label needs at least one package');
  const document = await PDFDocument.create();
  document.setTitle(`Labels for shipment ${shipment.shipmentId}`);
  document.setAuthor(shipment.carrierName);
  document.setSubject(`Order ${shipment.orderId}, stage ${shipment.stage}`);
  const fonts: Fonts = {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
  };
  for (const [index, pkg] of shipment.packages.entries()) {
    await drawLabelPage(document, fonts, shipment, pkg, index);
  }
  return document.save();
}
