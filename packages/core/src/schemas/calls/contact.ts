import * as z from 'zod/mini';
import { FREE_TEXT_MAX_LENGTH } from '../../constants';
import { emailFieldSchema, nameField } from '../common';

/**
 * What a message to support is about (the contact page's topic list). DECISION (not in the
 * spec): the questions a shipping shop's support desk is asked, each routed by its subject line.
 */
export const CONTACT_TOPICS = [
  'quote',
  'order',
  'tracking',
  'damage',
  'account',
  'shop',
  'other',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** How a topic reads, on the page and in the subject of the mail support receives. */
export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  quote: 'A quote or a price',
  order: 'An order I placed',
  tracking: 'Where my bike is',
  damage: 'Damage, loss or a claim',
  account: 'My account',
  shop: 'Bike shops, events and partners',
  other: 'Something else',
};

/** An order number as the order mails print it: digits, with or without a leading '#'. */
const ORDER_NUMBER_PATTERN = /^#?\s*\d{1,10}$/;

/**
 * POST /api/Contact — a message to the support mailbox (the contact page). DECISION (not in the
 * spec): name, email (support answers it: the mail's Reply-To), an optional order number, a
 * topic and the message; the order number is only written into the mail — a visitor may name
 * any order, so nothing of the order is looked up or shown to them.
 */
export const contactRequestSchema = z.object({
  name: nameField,
  email: emailFieldSchema,
  orderNumber: z.optional(z.string().check(z.regex(ORDER_NUMBER_PATTERN))),
  topic: z.enum(CONTACT_TOPICS),
  message: z.string().check(z.minLength(1), z.maxLength(FREE_TEXT_MAX_LENGTH)),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/**
 * GET /api/Contact/config — how the contact page reaches support besides its form: the support
 * mailbox's address (SUPPORT_EMAIL) and the chat provider's script when one is configured
 * (CHAT_SCRIPT_URL), else null. Read at run time, as the analytics configuration is, so the
 * page's scripts stay files the CSP allows.
 */
export const contactConfigSchema = z.object({
  supportEmail: z.string(),
  chatScriptUrl: z.nullable(z.string()),
});
export type ContactConfig = z.infer<typeof contactConfigSchema>;
