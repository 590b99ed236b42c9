import { formatUsd, toPounds } from '@bikeship/core/rules';
import type { AddressStage, WeightUnit } from '@bikeship/core/schemas';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { addressLines, drawableText, wrapText } from './pdfText';

/** US Letter, portrait, in PDF points: the paper a customer prints an invoice on. */
export const INVOICE_WIDTH_PT = 612;
export const INVOICE_HEIGHT_PT = 792;

const MARGIN = 40;
const RIGHT = INVOICE_WIDTH_PT - MARGIN;
const BLACK = rgb(0, 0, 0);
const GREY = rgb(0.35, 0.35, 0.35);
const KG_PER_LB = 0.45359237;

/** One box of the shipment as declared to customs. */
export interface InvoiceLine {
  /** 1-based number of the box in the shipment. */
  boxNumber: number;
  /** What is inside (the step-4 inside description, else the category's name). */
  description: string;
  /** What the box looks like from outside, for the customs officer who opens it. */
  outsideDescription?: string;
  /** Harmonized System code, e.g. '8712.00'; '' when unknown. */
  hsCode: string;
  /** ISO 3166-1 alpha-2 country where the goods were made. */
  countryOfOrigin: string;
  quantity: number;
  /** Declared value of one item, in `currency`. */
  unitValue: number;
  weight: number;
  weightUnit: WeightUnit;
  trackingNumber?: string;
}

/** Everything a commercial invoice of one international stage shows. */
export interface CommercialInvoice {
  invoiceNumber: string;
  /** 'YYYY-MM-DD': the ship date. */
  date: string;
  orderId: number;
  shipmentId: number;
  stage: number;
  carrierName: string;
  service: string;
  shipper: AddressStage;
  consignee: AddressStage;
  /** e.g. 'Personal effects', 'Sale', 'Repair and return'. */
  reasonForExport: string;
  /** Incoterm, e.g. 'DAP'. */
  termsOfSale: string;
  currency: 'USD';
  lines: readonly InvoiceLine[];
  /** The shipper's name, printed under the signature line. */
  signatureName: string;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** The columns of the goods table: left edge, width and alignment. */
const COLUMNS = {
  box: { x: MARGIN, width: 24, align: 'left' },
  description: { x: MARGIN + 26, width: 164, align: 'left' },
  hsCode: { x: MARGIN + 200, width: 56, align: 'left' },
  origin: { x: MARGIN + 258, width: 40, align: 'left' },
  quantity: { x: MARGIN + 300, width: 30, align: 'right' },
  weight: { x: MARGIN + 334, width: 56, align: 'right' },
  unitValue: { x: MARGIN + 394, width: 64, align: 'right' },
  totalValue: { x: MARGIN + 462, width: RIGHT - (MARGIN + 462), align: 'right' },
} as const;
type Column = (typeof COLUMNS)[keyof typeof COLUMNS];

function cell(page: PDFPage, column: Column, y: number, text: string, font: PDFFont, size = 8) {
  const drawable = drawableText(font, text);
  const width = font.widthOfTextAtSize(drawable, size);
  const x = column.align === 'right' ? column.x + column.width - width : column.x;
  page.drawText(drawable, { x, y, size, font, color: BLACK });
}

function weightText(pounds: number): string {
  const kilograms = pounds * KG_PER_LB;
  return `${(Math.round(pounds * 10) / 10).toFixed(1)} lb (${(Math.round(kilograms * 10) / 10).toFixed(1)} kg)`;
}

/** A labelled block of lines (shipper, consignee); answers the y below it. */
function block(
  page: PDFPage,
  fonts: Fonts,
  title: string,
  lines: readonly string[],
  x: number,
  y: number,
  width: number,
): number {
  page.drawText(title, { x, y, size: 8, font: fonts.bold, color: GREY });
  let lineY = y - 2;
  for (const line of lines.flatMap((text) => wrapText(fonts.regular, text, 9, width, 2))) {
    lineY -= 11;
    page.drawText(line, { x, y: lineY, size: 9, font: fonts.regular, color: BLACK });
  }
  return lineY;
}

function drawTableHeader(page: PDFPage, fonts: Fonts, y: number): number {
  const labels: [Column, string][] = [
    [COLUMNS.box, 'Box'],
    [COLUMNS.description, 'Description of goods'],
    [COLUMNS.hsCode, 'HS code'],
    [COLUMNS.origin, 'Origin'],
    [COLUMNS.quantity, 'Qty'],
    [COLUMNS.weight, 'Weight (lb)'],
    [COLUMNS.unitValue, 'Unit value'],
    [COLUMNS.totalValue, 'Total value'],
  ];
  for (const [column, label] of labels) cell(page, column, y, label, fonts.bold, 8);
  page.drawLine({
    start: { x: MARGIN, y: y - 4 },
    end: { x: RIGHT, y: y - 4 },
    thickness: 0.8,
    color: BLACK,
  });
  return y - 16;
}

function newPage(document: PDFDocument): PDFPage {
  return document.addPage([INVOICE_WIDTH_PT, INVOICE_HEIGHT_PT]);
}

/**
 * The commercial invoice of an international stage: shipper and consignee, reason for
 * export, terms, one row per box with its description, HS code, country of origin, quantity,
 * weight and value in USD, the totals, and the shipper's declaration with a signature line.
 * Long tables continue on further pages.
 */
export async function renderCommercialInvoicePdf(invoice: CommercialInvoice): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(`Commercial invoice ${invoice.invoiceNumber}`);
  document.setAuthor(invoice.signatureName);
  document.setSubject(`Order ${invoice.orderId}, shipment ${invoice.shipmentId}`);
  const fonts: Fonts = {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
  };
  let page = newPage(document);
  let y = INVOICE_HEIGHT_PT - MARGIN - 18;
  page.drawText('COMMERCIAL INVOICE', { x: MARGIN, y, size: 18, font: fonts.bold });

  const facts = [
    `Invoice no. ${invoice.invoiceNumber}`,
    `Date ${invoice.date}`,
    `Order ${invoice.orderId} / shipment ${invoice.shipmentId} / stage ${invoice.stage}`,
    `Carrier ${invoice.carrierName} ${invoice.service}`,
  ];
  let factY = INVOICE_HEIGHT_PT - MARGIN - 4;
  for (const fact of facts.flatMap((text) => wrapText(fonts.regular, text, 9, 220, 2))) {
    const width = fonts.regular.widthOfTextAtSize(fact, 9);
    page.drawText(fact, { x: RIGHT - width, y: factY, size: 9, font: fonts.regular });
    factY -= 11;
  }
  y = Math.min(y, factY) - 20;

  const half = (RIGHT - MARGIN - 20) / 2;
  const shipperBottom = block(
    page,
    fonts,
    'SHIPPER / EXPORTER',
    addressLines(invoice.shipper, { phone: true }),
    MARGIN,
    y,
    half,
  );
  const consigneeBottom = block(
    page,
    fonts,
    'CONSIGNEE',
    addressLines(invoice.consignee, { phone: true }),
    MARGIN + half + 20,
    y,
    half,
  );
  y = Math.min(shipperBottom, consigneeBottom) - 20;

  const terms = [
    ['Reason for export', invoice.reasonForExport],
    ['Terms of sale', invoice.termsOfSale],
    ['Currency', invoice.currency],
    ['Number of packages', String(invoice.lines.length)],
  ];
  for (const [label, value] of terms) {
    page.drawText(`${label}:`, { x: MARGIN, y, size: 9, font: fonts.bold });
    page.drawText(drawableText(fonts.regular, value ?? ''), {
      x: MARGIN + 110,
      y,
      size: 9,
      font: fonts.regular,
    });
    y -= 12;
  }
  y -= 12;
  y = drawTableHeader(page, fonts, y);

  let totalValue = 0;
  let totalQuantity = 0;
  let totalPounds = 0;
  for (const line of invoice.lines) {
    const descriptionLines = [
      ...wrapText(fonts.regular, line.description, 8, COLUMNS.description.width, 3),
      ...(line.outsideDescription
        ? wrapText(
            fonts.regular,
            `Outside: ${line.outsideDescription}`,
            8,
            COLUMNS.description.width,
            2,
          )
        : []),
      ...(line.trackingNumber ? [`Tracking ${line.trackingNumber}`] : []),
    ];
    const rowHeight = Math.max(1, descriptionLines.length) * 10 + 6;
    if (y - rowHeight < MARGIN + 20) {
      page = newPage(document);
      y = drawTableHeader(page, fonts, INVOICE_HEIGHT_PT - MARGIN - 10);
    }
    const pounds = toPounds(line.weight, line.weightUnit);
    const lineValue = Math.round(line.unitValue * line.quantity * 100) / 100;
    totalValue += lineValue;
    totalQuantity += line.quantity;
    totalPounds += pounds;
    cell(page, COLUMNS.box, y, String(line.boxNumber), fonts.regular);
    descriptionLines.forEach((text, index) => {
      cell(page, COLUMNS.description, y - index * 10, text, fonts.regular);
    });
    cell(page, COLUMNS.hsCode, y, line.hsCode || '—', fonts.regular);
    cell(page, COLUMNS.origin, y, line.countryOfOrigin, fonts.regular);
    cell(page, COLUMNS.quantity, y, String(line.quantity), fonts.regular);
    cell(page, COLUMNS.weight, y, (Math.round(pounds * 10) / 10).toFixed(1), fonts.regular);
    cell(page, COLUMNS.unitValue, y, formatUsd(line.unitValue), fonts.regular);
    cell(page, COLUMNS.totalValue, y, formatUsd(lineValue), fonts.regular);
    y -= rowHeight;
  }

  // Totals, declaration and signature stay together: a new page when they do not fit.
  const closingHeight = 170;
  if (y - closingHeight < MARGIN) {
    page = newPage(document);
    y = INVOICE_HEIGHT_PT - MARGIN - 10;
  }
  page.drawLine({ start: { x: MARGIN, y: y + 6 }, end: { x: RIGHT, y: y + 6 }, thickness: 0.8 });
  y -= 8;
  const totals = [
    ['Total quantity', String(totalQuantity)],
    ['Total weight', weightText(totalPounds)],
    [`Total declared value (${invoice.currency})`, formatUsd(Math.round(totalValue * 100) / 100)],
  ];
  for (const [label, value] of totals) {
    const valueText = value ?? '';
    const labelWidth = fonts.bold.widthOfTextAtSize(`${label}:`, 9);
    page.drawText(`${label}:`, { x: RIGHT - 130 - labelWidth, y, size: 9, font: fonts.bold });
    cell(page, COLUMNS.totalValue, y, valueText, fonts.bold, 9);
    y -= 13;
  }
  y -= 16;
  const declaration =
    'I declare that all the information contained in this invoice is true and correct, and ' +
    'that the contents of this shipment are as stated above.';
  for (const line of wrapText(fonts.regular, declaration, 9, RIGHT - MARGIN)) {
    page.drawText(line, { x: MARGIN, y, size: 9, font: fonts.regular });
    y -= 11;
  }
  y -= 36;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + 240, y }, thickness: 0.8 });
  page.drawLine({ start: { x: MARGIN + 300, y }, end: { x: MARGIN + 420, y }, thickness: 0.8 });
  y -= 11;
  page.drawText(drawableText(fonts.regular, `Signature of shipper: ${invoice.signatureName}`), {
    x: MARGIN,
    y,
    size: 8,
    font: fonts.regular,
    color: GREY,
  });
  page.drawText('Date', { x: MARGIN + 300, y, size: 8, font: fonts.regular, color: GREY });
  return document.save();
}
