import type { ContactRequest, ContactTopic } from '@bikeship/core/schemas';

/** The form's fields, in the order they show (and are focused when wrong). */
export const CONTACT_FIELDS = ['name', 'email', 'orderNumber', 'topic', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What the form holds: every field as typed; no topic chosen yet is ''. */
export type ContactValues = Record<ContactField, string>;

export const EMPTY_CONTACT: ContactValues = {
  name: '',
  email: '',
  orderNumber: '',
  topic: '',
  message: '',
};

/** What each field asks for when it is empty or not what the API takes. */
export const CONTACT_WORDING: Record<ContactField, string> = {
  name: 'Enter your name.',
  email: 'Enter your email address, such as name@example.com: our answer goes there.',
  orderNumber: 'An order number is digits only, such as 1042 — or leave it empty.',
  topic: 'Choose what your message is about.',
  message: 'Write your message.',
};

/**
 * The request of POST /api/Contact from the form: text trimmed (a message of spaces is an empty
 * message), an empty order number left out. The topic is checked by the schema: '' is none.
 */
export function contactRequestOf(values: ContactValues): ContactRequest {
  const orderNumber = values.orderNumber.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    ...(orderNumber ? { orderNumber } : {}),
    topic: values.topic as ContactTopic,
    message: values.message.trim(),
  };
}
