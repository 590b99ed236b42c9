import {
  CONTACT_TOPIC_LABELS,
  type ContactConfig,
  type ContactRequest,
  type SuccessResponse,
} from '@bikeship/core/schemas';
import type { AppDeps } from '../http/appEnv';
import { badField, HttpError } from '../http/httpError';
import { renderEmail } from './emailTemplates';

/** One line of a header-like text: a name with its line breaks and runs of spaces folded. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** '# 1234' or '1234' → '1234' (the order mails print '#1234'). */
const orderDigits = (orderNumber: string | undefined) => orderNumber?.replace(/\D/g, '') || null;

/** The mail the support mailbox receives: everything the visitor wrote, Reply-To them. */
function supportMail(request: ContactRequest, name: string, message: string) {
  const topic = CONTACT_TOPIC_LABELS[request.topic];
  const order = orderDigits(request.orderNumber);
  return renderEmail({
    // ASCII punctuation: a subject of plain words stays readable in the raw mail and its filters.
    subject: `Contact: ${topic} - ${name}${order ? ` - order #${order}` : ''}`,
    blocks: [
      {
        kind: 'rows',
        rows: [
          { label: 'From', value: name },
          { label: 'Email', value: request.email },
          { label: 'Topic', value: topic },
          { label: 'Order', value: order ? `#${order}` : 'none given' },
        ],
      },
      { kind: 'note', from: name, text: message },
      { kind: 'paragraph', text: 'Sent from the contact form. Reply to this mail to answer.' },
    ],
  });
}

/**
 * The acknowledgement the visitor receives. DECISION: it names the topic and where the answer
 * comes from, and does NOT quote the message: a form that mails any text to any address would
 * be a relay for spam.
 */
function acknowledgementMail(request: ContactRequest, name: string, supportEmail: string) {
  return renderEmail({
    subject: 'We have your message - bikeship support',
    blocks: [
      { kind: 'paragraph', text: `Hello ${name},` },
      {
        kind: 'paragraph',
        text: `Your message about "${CONTACT_TOPIC_LABELS[request.topic]}" has reached bikeship support. Our answer will come by email from ${supportEmail}.`,
      },
      { kind: 'paragraph', text: 'If you did not write to us, you can ignore this mail.' },
    ],
  });
}

/**
 * POST /api/Contact: the visitor's message goes to the support mailbox (SUPPORT_EMAIL), with the
 * visitor's address as Reply-To, then an acknowledgement goes to the visitor. Nothing is stored:
 * the mailbox is the record. A message the mailbox could not receive is a 503 (the visitor keeps
 * their text and tries again); a failed acknowledgement is only logged — the message arrived.
 */
export async function sendContactMessage(
  deps: Pick<AppDeps, 'mailer' | 'config' | 'logger'>,
  request: ContactRequest,
): Promise<SuccessResponse> {
  const name = oneLine(request.name);
  const message = request.message.trim();
  if (!name) throw badField('name', 'Enter your name');
  if (!message) throw badField('message', 'Write your message');
  const email = request.email.trim();
  const support = deps.config.SUPPORT_EMAIL;
  try {
    await deps.mailer.send({ to: support, replyTo: email, ...supportMail(request, name, message) });
  } catch (error) {
    deps.logger.error({ err: error }, 'contact message could not be sent to support');
    throw new HttpError(503, 'Your message could not be sent just now. Please try again shortly.');
  }
  try {
    await deps.mailer.send({ to: email, ...acknowledgementMail(request, name, support) });
  } catch (error) {
    deps.logger.error({ err: error }, 'contact acknowledgement could not be sent');
  }
  return { success: true };
}

/** GET /api/Contact/config: the support address and the chat provider's script, if any. */
export function contactConfigOf(
  config: Pick<AppDeps['config'], 'SUPPORT_EMAIL' | 'CHAT_SCRIPT_URL'>,
): ContactConfig {
  return { supportEmail: config.SUPPORT_EMAIL, chatScriptUrl: config.CHAT_SCRIPT_URL ?? null };
}
