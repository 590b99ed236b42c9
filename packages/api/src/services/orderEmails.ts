import { EMAIL_EXTRA_RECIPIENTS_MAX } from '@bikeship/core/constants';
import { centsToDollars } from '@bikeship/core/rules';
import type { SendEmailRequest, StageFees } from '@bikeship/core/schemas';
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { TokenClaims } from '../auth/tokens';
import { orderPackages, refunds, shipments } from '../db/schema';
import type { AppDeps } from '../http/appEnv';
import { badField, HttpError, notFound } from '../http/httpError';
import { addressLines } from '../integrations/labels/pdfText';
import type { MailAttachment } from '../integrations/mail';
import {
  cancellationEmail,
  confirmationEmail,
  type FeeLine,
  labelsEmail,
  labelsFollowUpEmail,
  type OrderSummary,
  type PersonalNote,
  type RefundLine,
  type RenderedEmail,
  type StageSummary,
} from './emailTemplates';
import { COMMERCIAL_INVOICE_CATEGORY, createLabels } from './labels';
import { findOwnedOrder } from './orderAccess';
import {
  type AccessFor,
  findOwnedShipment,
  type OrderRow,
  type ShipmentRow,
} from './shipmentAccess';
import { documentFile, documentsOfShipment } from './shipmentDocuments';
import { readStageAddress, readStageFees } from './shipmentRecords';

export type EmailDeps = Pick<AppDeps, 'db' | 'mailer' | 'carrier' | 'config' | 'now'>;

/** DECISION: a confirmation is sent for an order that is paid for (see LABELABLE statuses). */
const CONFIRMED_ORDER_STATUSES: ReadonlySet<string> = new Set([
  'paid',
  'confirmed',
  'partially_refunded',
  'refunded',
]);

function dollars(cents: number): number {
  return centsToDollars(cents);
}

/** "Denver, CO, United States": where a stage starts or ends, on one line. */
function placeLine(stored: Record<string, unknown>): string {
  const address = readStageAddress(stored);
  const parts = [address.city, address.state, address.country?.name ?? address.country?.code];
  return parts.filter((part) => part?.trim()).join(', ') || 'address on file';
}

function feeLines(fees: StageFees | undefined): FeeLine[] {
  if (!fees) return [];
  const lines: FeeLine[] = [
    { label: 'Shipping', amount: fees.baseFee },
    { label: 'Pickup', amount: fees.pickupFee },
    { label: 'Residential delivery', amount: fees.residentialFee },
    { label: 'Premium protection', amount: fees.protectionFee },
    { label: 'Customs clearance', amount: fees.customsFee },
  ];
  return lines.filter((line, index) => index === 0 || line.amount > 0);
}

/** The order, its stages, fees and tracking numbers as the mails show them. */
async function summarizeOrder(deps: EmailDeps, order: OrderRow): Promise<OrderSummary> {
  const stageRows = await deps.db
    .select()
    .from(shipments)
    .where(eq(shipments.orderId, order.orderId))
    .orderBy(asc(shipments.stage));
  const packageRows = await deps.db
    .select({ shipmentId: orderPackages.shipmentId, trackingNumber: orderPackages.trackingNumber })
    .from(orderPackages)
    .where(eq(orderPackages.orderId, order.orderId))
    .orderBy(asc(orderPackages.boxId));
  const fees = readStageFees(order.fees);
  const stages = stageRows.map((row): StageSummary => {
    const lines = feeLines(fees.find((entry) => entry.stage === row.stage));
    return {
      stage: row.stage,
      service: row.service,
      shipDate: row.shipDate,
      deliverDate: row.deliverDate,
      from: placeLine(row.from),
      to: placeLine(row.to),
      cancelled: row.status === 'cancelled',
      labelled: row.labelCreatedAt !== null,
      trackingNumbers: packageRows
        .filter((pkg) => pkg.shipmentId === row.shipmentId && pkg.trackingNumber)
        .map((pkg) => pkg.trackingNumber as string),
      fees: lines,
      total: Math.round(lines.reduce((sum, line) => sum + line.amount, 0) * 100) / 100,
    };
  });
  const deductions: FeeLine[] = [
    { label: 'Discount', amount: dollars(order.discountCents) },
    { label: 'Promotion', amount: dollars(order.promoDiscountCents) },
    { label: 'Account balance', amount: dollars(order.balanceAppliedCents) },
  ].filter((line) => line.amount > 0);
  return {
    orderId: order.orderId,
    orderDate: order.createdAt.toISOString().slice(0, 10),
    firstName: order.firstName,
    po: order.po,
    stages,
    subTotal: dollars(order.subTotalCents),
    deductions,
    donation: dollars(order.donationCents),
    total: dollars(order.totalCents),
    refunded: dollars(order.refundedCents),
  };
}

/** A rendered mail and the files it carries. */
export interface MailWithAttachments extends RenderedEmail {
  attachments: MailAttachment[];
}

/**
 * The label PDF and, for an international stage, the commercial invoice of every stage of the
 * order that is still shipping and has labels, in stage order.
 */
async function orderLabelAttachments(
  deps: EmailDeps,
  orderId: number,
): Promise<{ attachments: MailAttachment[]; hasInvoice: boolean }> {
  const labelled = await deps.db
    .select({ shipmentId: shipments.shipmentId })
    .from(shipments)
    .where(
      and(
        eq(shipments.orderId, orderId),
        ne(shipments.status, 'cancelled'),
        isNotNull(shipments.labelCreatedAt),
      ),
    )
    .orderBy(asc(shipments.stage));
  const attachments: MailAttachment[] = [];
  let hasInvoice = false;
  for (const { shipmentId } of labelled) {
    const labels = await labelAttachments(deps, shipmentId);
    attachments.push(...labels.attachments);
    hasInvoice ||= labels.hasInvoice;
  }
  return { attachments, hasInvoice };
}

/**
 * The Confirmation mail of a placed order: its stages, dates, services, fees and total, with the
 * labels made so far attached. The one rendering for the mail sent when the order is placed
 * (orderConfirmation.ts) and for the copy a customer asks for with POST /api/email/send.
 * `labelsFollow`: the labels not made yet follow in a mail of their own (the mail sent when the
 * order is placed knows); otherwise the mail tells the customer to make them from the order,
 * which is true whatever else is under way.
 */
export async function confirmationMailOf(
  deps: EmailDeps,
  order: OrderRow,
  options: { labelsFollow?: boolean; note?: PersonalNote } = {},
): Promise<MailWithAttachments> {
  const summary = await summarizeOrder(deps, order);
  const labels = await orderLabelAttachments(deps, order.orderId);
  const mail = confirmationEmail(
    summary,
    {
      hasInvoice: labels.hasInvoice,
      labelsFollow: options.labelsFollow ?? false,
    },
    options.note,
  );
  return { ...mail, attachments: labels.attachments };
}

/**
 * The labels mail that follows a confirmation sent without some labels (orderConfirmation.ts):
 * every label of the stages still shipping, attached.
 */
export async function labelsFollowUpMailOf(
  deps: EmailDeps,
  order: OrderRow,
): Promise<MailWithAttachments> {
  const summary = await summarizeOrder(deps, order);
  const labels = await orderLabelAttachments(deps, order.orderId);
  const mail = labelsFollowUpEmail(summary, { hasInvoice: labels.hasInvoice });
  return { ...mail, attachments: labels.attachments };
}

async function refundLines(deps: EmailDeps, order: OrderRow): Promise<RefundLine[]> {
  const rows = await deps.db
    .select({ refund: refunds, stage: shipments.stage })
    .from(refunds)
    .leftJoin(shipments, eq(shipments.shipmentId, refunds.shipmentId))
    .where(eq(refunds.orderId, order.orderId))
    .orderBy(asc(refunds.createdAt), asc(refunds.refundId));
  const names: Record<string, string> = {
    order: 'Order',
    label: 'Label',
    pickup: 'Pickup',
    payment: 'Payment',
  };
  return rows.map(({ refund, stage }) => ({
    what: `${names[refund.target] ?? refund.target}${stage === null ? '' : ` for stage ${stage}`}`,
    amount: dollars(refund.amountCents),
    date: refund.createdAt.toISOString().slice(0, 10),
  }));
}

/** The order (and the stage, when named) the mail is about, if the caller owns it. */
async function resolveSubject(
  deps: EmailDeps,
  body: SendEmailRequest,
  accessFor: AccessFor,
): Promise<{ order: OrderRow; shipment: ShipmentRow | null }> {
  if (body.shipmentId !== undefined) {
    const owned = await findOwnedShipment(deps.db, body.shipmentId, accessFor);
    if (body.orderId !== undefined && body.orderId !== owned.order.orderId) {
      throw notFound('Shipment');
    }
    return owned;
  }
  if (body.orderId === undefined) throw badField('orderId', 'An order is required');
  const order = await findOwnedOrder(deps.db, body.orderId, accessFor(body.orderId));
  return { order, shipment: null };
}

/** Each address once, whatever its case; in the order given. */
function recipients(addresses: readonly string[]): string {
  const seen = new Set<string>();
  return addresses
    .map((address) => address.trim())
    .filter((address) => {
      const key = address.toLowerCase();
      if (address === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .join(', ');
}

/**
 * Refuses more than EMAIL_EXTRA_RECIPIENTS_MAX addresses besides the order's own contacts (400
 * on `additionalRecipients`). Each address counts once, whatever its case.
 * DECISION: the order's own contacts are its email — the address the order was placed with,
 * which every one of its mails goes to anyway. The addresses on its stages (core AddressStage)
 * hold a name, street and phone but no email, so they add none; the caller's account email is
 * not one either, as the order's email already is the owner's.
 */
function checkRecipientCount(order: OrderRow, additional: readonly string[]): void {
  const own = order.email.trim().toLowerCase();
  const extras = new Set(
    additional.map((address) => address.trim().toLowerCase()).filter((key) => key && key !== own),
  );
  if (extras.size > EMAIL_EXTRA_RECIPIENTS_MAX) {
    throw badField(
      'additionalRecipients',
      `At most ${EMAIL_EXTRA_RECIPIENTS_MAX} addresses besides the order's own`,
    );
  }
}

/** The label PDF and, for an international stage, the commercial invoice, as attachments. */
async function labelAttachments(
  deps: EmailDeps,
  shipmentId: number,
): Promise<{ attachments: MailAttachment[]; hasInvoice: boolean }> {
  const rows = await documentsOfShipment(deps, shipmentId, { generatedOnly: true });
  return {
    attachments: await Promise.all(rows.map((row) => documentFile(deps, row))),
    hasInvoice: rows.some((row) => row.category === COMMERCIAL_INVOICE_CATEGORY),
  };
}

/**
 * POST /api/email/send (quote §7): renders and sends one of the order mails.
 * - Confirmation: the stages, dates, services, fees and total, with the labels made so far, to
 *   the order's address.
 * - CANCELORDER: what was cancelled and refunded, to the order's address (409 when nothing was).
 * - LABELS: the label PDFs (and commercial invoice) to the addresses given (quote §5: needs a
 *   shipment and an address). The labels are made first when the stage has none yet.
 * - MAILLABEL: the customer asked for printed labels by post: DECISION they are posted to the
 *   stage's from address (where the boxes are packed); the mail tells the customer so and
 *   carries the PDFs too.
 * `additionalRecipients` get a copy (at most EMAIL_EXTRA_RECIPIENTS_MAX besides the order's own
 * email); `AdditionalMessage` appears as a note from the sender.
 * `beforeSend` (the route's per-order rate limit) runs once the caller is known to own the order
 * and the recipients are within bounds, before anything is made or sent; it throws to refuse.
 * DECISION: `id` (the user the mail is sent for) may only name the caller: acting for another
 * account would need a staff role the spec does not describe.
 */
export async function sendOrderEmail(
  deps: EmailDeps,
  body: SendEmailRequest,
  caller: {
    user: TokenClaims | null;
    accessFor: AccessFor;
    beforeSend?: (orderId: number) => Promise<void>;
  },
): Promise<{ success: boolean }> {
  const { user, accessFor } = caller;
  if (body.id !== undefined && body.id !== user?.id) throw notFound('User');
  const { order, shipment } = await resolveSubject(deps, body, accessFor);
  checkRecipientCount(order, body.additionalRecipients);
  await caller.beforeSend?.(order.orderId);
  const senderName = user ? `${user.firstName} ${user.lastName}`.trim() : order.firstName;
  const note: PersonalNote | undefined = body.AdditionalMessage
    ? { from: senderName, message: body.AdditionalMessage }
    : undefined;

  let to: string;
  let mail: RenderedEmail;
  let attachments: MailAttachment[] = [];
  switch (body.emailName) {
    case 'Confirmation': {
      if (!CONFIRMED_ORDER_STATUSES.has(order.status)) {
        throw new HttpError(409, 'This order is not confirmed yet');
      }
      to = recipients([order.email, ...body.additionalRecipients]);
      const confirmation = await confirmationMailOf(deps, order, note ? { note } : {});
      mail = confirmation;
      attachments = confirmation.attachments;
      break;
    }
    case 'CANCELORDER': {
      const summary = await summarizeOrder(deps, order);
      const refunded = await refundLines(deps, order);
      if (!summary.stages.some((stage) => stage.cancelled) && refunded.length === 0) {
        throw new HttpError(409, 'Nothing in this order has been cancelled or refunded');
      }
      to = recipients([order.email, ...body.additionalRecipients]);
      mail = cancellationEmail(summary, refunded, note);
      break;
    }
    case 'LABELS':
    case 'MAILLABEL': {
      // The schema already requires a shipment for both (quote §5); this narrows the type.
      if (!shipment) throw badField('shipmentId', 'A shipment is required');
      await createLabels(deps, shipment.shipmentId, accessFor);
      const labels = await labelAttachments(deps, shipment.shipmentId);
      attachments = labels.attachments;
      const summary = await summarizeOrder(deps, order);
      const stage = summary.stages.find((entry) => entry.stage === shipment.stage);
      if (!stage) throw notFound('Shipment');
      const mailedTo =
        body.emailName === 'MAILLABEL'
          ? addressLines(readStageAddress(shipment.from)).join('\n')
          : null;
      to =
        body.emailName === 'MAILLABEL'
          ? recipients([order.email, ...body.additionalRecipients])
          : recipients(body.additionalRecipients);
      mail = labelsEmail(summary, stage, {
        mailedTo,
        hasInvoice: labels.hasInvoice,
        ...(note ? { note } : {}),
      });
      break;
    }
  }
  await deps.mailer.send({ to, ...mail, attachments });
  return { success: true };
}
