import { formatUsd } from '@bikeship/core/rules';

/**
 * The order mails of POST /api/email/send (quote §7: LABELS, MAILLABEL, Confirmation,
 * CANCELORDER). Each template describes its content once as blocks; `renderEmail` writes the
 * plain-text body and the HTML body from the same blocks, so the two never disagree, and it is
 * the one place where text is escaped for HTML.
 */

/** An amount on a line of a mail. */
export interface FeeLine {
  label: string;
  /** Dollars. */
  amount: number;
}

/** One stage of an order as the mails show it. */
export interface StageSummary {
  stage: number;
  service: string;
  /** 'YYYY-MM-DD' */
  shipDate: string;
  deliverDate: string | null;
  /** One-line places, e.g. "Denver, CO, United States". */
  from: string;
  to: string;
  cancelled: boolean;
  /** Whether the stage's labels are made (its label PDF is among the shipment's documents). */
  labelled: boolean;
  trackingNumbers: string[];
  fees: FeeLine[];
  /** Dollars: the sum of `fees`. */
  total: number;
}

/** An order as the mails show it; money in dollars. */
export interface OrderSummary {
  orderId: number;
  /** 'YYYY-MM-DD' */
  orderDate: string;
  firstName: string;
  po: string | null;
  stages: StageSummary[];
  subTotal: number;
  /** The amounts taken off, each shown when not zero. */
  deductions: FeeLine[];
  donation: number;
  total: number;
  refunded: number;
}

/** A personal note the sender added (`AdditionalMessage`), with who wrote it. */
export interface PersonalNote {
  from: string;
  message: string;
}

export type EmailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  /** Label and value rows; a row with `strong` is a total. */
  | { kind: 'rows'; rows: { label: string; value: string; strong?: boolean }[] }
  | { kind: 'list'; items: string[] }
  | { kind: 'note'; from: string; text: string };

export interface EmailContent {
  subject: string;
  blocks: EmailBlock[];
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Escaped text with its line breaks kept. */
function htmlText(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'heading':
      return `${block.text}\n${'-'.repeat(block.text.length)}`;
    case 'rows': {
      const width = Math.max(...block.rows.map((row) => row.label.length));
      return block.rows.map((row) => `${`${row.label}:`.padEnd(width + 2)}${row.value}`).join('\n');
    }
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'note':
      return `Message from ${block.from}:\n${block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n')}`;
  }
}

function blockHtml(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p>${htmlText(block.text)}</p>`;
    case 'heading':
      return `<h3 style="margin:20px 0 6px">${escapeHtml(block.text)}</h3>`;
    case 'rows':
      return `<table style="border-collapse:collapse">${block.rows
        .map((row) => {
          const style = row.strong ? 'font-weight:bold;' : '';
          return `<tr><td style="${style}padding:2px 16px 2px 0">${escapeHtml(row.label)}</td><td style="${style}padding:2px 0;text-align:right">${escapeHtml(row.value)}</td></tr>`;
        })
        .join('')}</table>`;
    case 'list':
      return `<ul>${block.items.map((item) => `<li>${htmlText(item)}</li>`).join('')}</ul>`;
    case 'note':
      return `<p>Message from ${escapeHtml(block.from)}:</p><blockquote style="margin:0 0 0 8px;padding-left:8px;border-left:3px solid #ccc">${htmlText(block.text)}</blockquote>`;
  }
}

const SIGN_OFF = 'The bikeship team';

/** The plain-text and HTML bodies of a mail. */
export function renderEmail(content: EmailContent): RenderedEmail {
  const text = `${content.blocks.map(blockText).join('\n\n')}\n\n${SIGN_OFF}\n`;
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="font-family:Helvetica,Arial,sans-serif;font-size:14px;color:#222;max-width:640px">
${content.blocks.map(blockHtml).join('\n')}
<p>${escapeHtml(SIGN_OFF)}</p>
</body></html>
`;
  return { subject: content.subject, text, html };
}

function money(amount: number): string {
  return formatUsd(amount);
}

function stageTitle(stage: StageSummary): string {
  return `Stage ${stage.stage}: ${stage.from} to ${stage.to}`;
}

function stageBlocks(stage: StageSummary, options: { fees: boolean }): EmailBlock[] {
  const dates = stage.deliverDate
    ? `ships ${stage.shipDate}, delivery by ${stage.deliverDate}`
    : `ships ${stage.shipDate}`;
  const blocks: EmailBlock[] = [
    { kind: 'heading', text: stageTitle(stage) },
    {
      kind: 'paragraph',
      text: `${stage.service}, ${dates}${stage.cancelled ? ' (cancelled)' : ''}`,
    },
  ];
  if (stage.trackingNumbers.length > 0) {
    blocks.push({
      kind: 'paragraph',
      text: `Tracking: ${stage.trackingNumbers.join(', ')}`,
    });
  }
  if (options.fees) {
    blocks.push({
      kind: 'rows',
      rows: [
        ...stage.fees.map((fee) => ({ label: fee.label, value: money(fee.amount) })),
        { label: `Stage ${stage.stage} total`, value: money(stage.total), strong: true },
      ],
    });
  }
  return blocks;
}

function noteBlocks(note: PersonalNote | undefined): EmailBlock[] {
  return note?.message.trim() ? [{ kind: 'note', from: note.from, text: note.message.trim() }] : [];
}

/** What the labels of an order's mail are: which are attached, and what about the others. */
export interface LabelsInMail {
  /** A commercial invoice (a stage that crosses a border) is attached. */
  hasInvoice: boolean;
  /**
   * The labels not made yet follow in a mail of their own (the carrier failed when the order was
   * paid, services/orderConfirmation.ts); otherwise the customer makes them from the order.
   */
  labelsFollow: boolean;
}

/** "stage 2", "stages 1 and 3", "stages 1, 2 and 3". */
function stageList(stages: readonly StageSummary[]): string {
  const numbers = stages.map((stage) => String(stage.stage));
  if (numbers.length === 1) return `stage ${numbers[0]}`;
  return `stages ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
}

/**
 * How to use the attached labels (and invoices): the same steps in every labels mail. `stage`
 * when the labels are one stage's (one PDF, its box count and ship date), null for several.
 */
function labelInstructions(options: { hasInvoice: boolean; stage: StageSummary | null }): string[] {
  const { stage } = options;
  const boxes = stage?.trackingNumbers.length ?? 0;
  return [
    stage
      ? `Print the attached label PDF: one 4 x 6 in label per box (${boxes} ${boxes === 1 ? 'box' : 'boxes'}).`
      : 'Print the attached label PDFs, one per stage: one 4 x 6 in label per box.',
    'Attach each label flat on the largest side of its box, over no seams, and remove old labels.',
    ...(options.hasInvoice
      ? [
          'Print the commercial invoice three times, sign each copy and put them in a pouch on the first box.',
        ]
      : []),
    stage
      ? `Have the boxes ready on ${stage.shipDate}.`
      : "Have each stage's boxes ready on its ship date.",
  ];
}

/**
 * The labels part of the confirmation: the stages whose labels are attached, how to use them,
 * and — only when some are missing — whether they follow by mail or are the customer's to make.
 * Cancelled stages need no labels and are not named.
 */
function confirmationLabelBlocks(order: OrderSummary, labels: LabelsInMail): EmailBlock[] {
  const live = order.stages.filter((stage) => !stage.cancelled);
  const attached = live.filter((stage) => stage.labelled);
  const missing = live.filter((stage) => !stage.labelled);
  if (live.length === 0) return [];
  const blocks: EmailBlock[] = [{ kind: 'heading', text: 'Your shipping labels' }];
  if (attached.length > 0) {
    blocks.push(
      {
        kind: 'paragraph',
        text: `${missing.length === 0 ? 'The shipping labels of your order are' : `The shipping labels of ${stageList(attached)} are`} attached to this mail${labels.hasInvoice ? ', with the commercial invoice of each stage that crosses a border' : ''}.`,
      },
      {
        kind: 'list',
        items: labelInstructions({
          hasInvoice: labels.hasInvoice,
          stage: attached.length === 1 ? (attached[0] ?? null) : null,
        }),
      },
    );
  }
  if (missing.length > 0) {
    blocks.push({
      kind: 'paragraph',
      text: labels.labelsFollow
        ? `The labels of ${stageList(missing)} could not be made yet: we send them in a separate mail as soon as they are made.`
        : `The labels of ${stageList(missing)} are not made yet: make them from your order before the ship date.`,
    });
  }
  blocks.push({
    kind: 'paragraph',
    text: 'You can download the labels again from your order, have them sent to another address by email, or ask for them printed and posted to you.',
  });
  return blocks;
}

/**
 * Confirmation: the order's stages, dates, services, fees and total, and its labels (attached
 * by the caller; `labels` says what this mail says about them).
 */
export function confirmationEmail(
  order: OrderSummary,
  labels: LabelsInMail,
  note?: PersonalNote,
): RenderedEmail {
  const totals = [
    { label: 'Sub-total', value: money(order.subTotal) },
    ...order.deductions.map((line) => ({ label: line.label, value: `-${money(line.amount)}` })),
    ...(order.donation > 0
      ? [{ label: 'Bucks for Bikes donation', value: money(order.donation) }]
      : []),
    { label: 'Total', value: money(order.total), strong: true },
  ];
  return renderEmail({
    subject: `Your bikeship order #${order.orderId} is confirmed`,
    blocks: [
      { kind: 'paragraph', text: `Hi ${order.firstName},` },
      {
        kind: 'paragraph',
        text: `Thank you for your order #${order.orderId} of ${order.orderDate}. Here is what you booked.`,
      },
      ...noteBlocks(note),
      ...order.stages.flatMap((stage) => stageBlocks(stage, { fees: true })),
      { kind: 'heading', text: 'Payment' },
      { kind: 'rows', rows: totals },
      ...(order.po ? [{ kind: 'paragraph' as const, text: `Purchase order: ${order.po}` }] : []),
      ...confirmationLabelBlocks(order, labels),
    ],
  });
}

/** A refund of the order, as the cancellation mail lists it. */
export interface RefundLine {
  /** What was refunded: 'Order', 'Label for stage 2', 'Pickup for stage 1', 'Payment'. */
  what: string;
  amount: number;
  /** 'YYYY-MM-DD' */
  date: string;
}

/** CANCELORDER: what was cancelled and what was refunded. */
export function cancellationEmail(
  order: OrderSummary,
  refunds: readonly RefundLine[],
  note?: PersonalNote,
): RenderedEmail {
  const cancelled = order.stages.filter((stage) => stage.cancelled);
  const wholeOrder = cancelled.length === order.stages.length;
  const stillShipping = order.stages.filter((stage) => !stage.cancelled);
  return renderEmail({
    subject: wholeOrder
      ? `Your bikeship order #${order.orderId} is cancelled`
      : `Part of your bikeship order #${order.orderId} is cancelled`,
    blocks: [
      { kind: 'paragraph', text: `Hi ${order.firstName},` },
      {
        kind: 'paragraph',
        text: wholeOrder
          ? `Your order #${order.orderId} is cancelled.`
          : `${cancelled.length === 1 ? 'One stage' : `${cancelled.length} stages`} of your order #${order.orderId} ${cancelled.length === 1 ? 'is' : 'are'} cancelled.`,
      },
      ...noteBlocks(note),
      ...(cancelled.length > 0
        ? [
            { kind: 'heading' as const, text: 'Cancelled' },
            {
              kind: 'list' as const,
              items: cancelled.map(
                (stage) => `${stageTitle(stage)} (${stage.service}, ${stage.shipDate})`,
              ),
            },
          ]
        : []),
      ...(refunds.length > 0
        ? [
            { kind: 'heading' as const, text: 'Refunded' },
            {
              kind: 'rows' as const,
              rows: [
                ...refunds.map((refund) => ({
                  label: `${refund.what} (${refund.date})`,
                  value: money(refund.amount),
                })),
                { label: 'Refunded in all', value: money(order.refunded), strong: true },
              ],
            },
            {
              kind: 'paragraph' as const,
              text: 'Refunds go back to the card or account you paid with and usually show within 5 to 10 business days.',
            },
          ]
        : []),
      ...(stillShipping.length > 0
        ? [
            { kind: 'heading' as const, text: 'Still booked' },
            {
              kind: 'list' as const,
              items: stillShipping.map(
                (stage) => `${stageTitle(stage)} (${stage.service}, ${stage.shipDate})`,
              ),
            },
          ]
        : []),
    ],
  });
}

/**
 * LABELS (the labels sent to an address the customer gives, e.g. their bike shop's) and
 * MAILLABEL (the customer asked for printed labels by post; the PDFs come along in case they
 * would rather print them). Both carry the label PDF and, abroad, the commercial invoice.
 */
export function labelsEmail(
  order: OrderSummary,
  stage: StageSummary,
  options: { mailedTo: string | null; hasInvoice: boolean; note?: PersonalNote },
): RenderedEmail {
  const instructions = labelInstructions({ hasInvoice: options.hasInvoice, stage });
  return renderEmail({
    subject: options.mailedTo
      ? `Printed labels for order #${order.orderId}, stage ${stage.stage} are on their way`
      : `Shipping labels for order #${order.orderId}, stage ${stage.stage}`,
    blocks: [
      { kind: 'paragraph', text: 'Hello,' },
      {
        kind: 'paragraph',
        text: options.mailedTo
          ? `We are printing the labels of this shipment and posting them to:\n${options.mailedTo}\nThe PDFs are attached too, should you rather print them yourself.`
          : `Here are the shipping labels for order #${order.orderId}, sent for ${order.firstName}.`,
      },
      ...noteBlocks(options.note),
      ...stageBlocks(stage, { fees: false }),
      { kind: 'heading', text: 'What to do' },
      { kind: 'list', items: instructions },
    ],
  });
}

/**
 * The labels that follow a confirmation sent without them (the carrier failed when the order was
 * paid): every label of the order's stages still shipping, attached, to the order's address.
 */
export function labelsFollowUpEmail(
  order: OrderSummary,
  options: { hasInvoice: boolean },
): RenderedEmail {
  const live = order.stages.filter((stage) => !stage.cancelled);
  return renderEmail({
    subject: `Shipping labels for your bikeship order #${order.orderId}`,
    blocks: [
      { kind: 'paragraph', text: `Hi ${order.firstName},` },
      {
        kind: 'paragraph',
        text: `Here are the shipping labels of your order #${order.orderId}, which we could not make when you paid: the labels of ${live.length === 1 ? 'its stage' : `all its stages (${stageList(live)})`} are attached${options.hasInvoice ? ', with the commercial invoice of each stage that crosses a border' : ''}.`,
      },
      ...live.flatMap((stage) => stageBlocks(stage, { fees: false })),
      { kind: 'heading', text: 'What to do' },
      {
        kind: 'list',
        items: labelInstructions({
          hasInvoice: options.hasInvoice,
          stage: live.length === 1 ? (live[0] ?? null) : null,
        }),
      },
    ],
  });
}
