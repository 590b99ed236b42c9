import { type ApiError, createApiClient, createContactApi } from '@bikeship/core/api';
import { CONTACT_TOPIC_LABELS, CONTACT_TOPICS, contactRequestSchema } from '@bikeship/core/schemas';
import { useEffect, useId, useRef } from 'react';
import { FieldFrame } from '../forms/FormField';
import { useFieldForm } from '../forms/useFieldForm';
import {
  CONTACT_FIELDS,
  CONTACT_WORDING,
  type ContactField,
  type ContactValues,
  contactRequestOf,
  EMPTY_CONTACT,
} from './contactForm';

const HTTP_TOO_MANY = 429;

/** The confirmation: where the message went and what the sender receives (both are mailed). */
function Confirmation(props: { sent: ContactValues }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="site-form-done" aria-labelledby="contact-done-title">
      <h2 id="contact-done-title" ref={heading} tabIndex={-1}>
        Message sent
      </h2>
      <p>
        Thank you, {props.sent.name.trim()}. Your message is in our support team's mailbox, and an
        acknowledgement is on its way to <strong>{props.sent.email.trim()}</strong>. Our answer will
        come to that address.
      </p>
    </section>
  );
}

/** Above the button: a limit's own words, else what to do when the mailbox was not reached. */
function contactFailureText(error: ApiError): string {
  return error.status === HTTP_TOO_MANY
    ? error.message
    : 'Your message could not be sent just now. Everything you wrote is still here: press Send again in a moment.';
}

/**
 * The contact form (POST /api/Contact → the support mailbox, and an acknowledgement to the
 * sender): name, email, an optional order number, a topic and the message. Problems show at
 * their field and the first wrong field takes the focus; the button sends once; a failure keeps
 * every word typed (forms/useFieldForm.ts).
 */
export function ContactForm() {
  const id = useId();
  const { values, problems, failure, sending, submit, change, register } = useFieldForm({
    fields: CONTACT_FIELDS,
    empty: EMPTY_CONTACT,
    schema: contactRequestSchema,
    wording: CONTACT_WORDING,
    requestOf: contactRequestOf,
    send: (request) =>
      createContactApi(createApiClient({ baseURL: location.origin })).sendContactMessage({
        body: request,
      }),
    failureText: contactFailureText,
  });

  if (sending.state === 'sent') return <Confirmation sent={sending.sent} />;

  const common = (field: ContactField, describedBy: string | undefined) => ({
    ref: register(field),
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: change(field),
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby': describedBy,
  });

  return (
    <form
      className="site-form"
      // Without JavaScript the browser would send a GET, putting the visitor's email and words
      // in the address (and in logs); as a POST the page at least keeps them out of it.
      method="post"
      onSubmit={submit}
      noValidate
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">Write to us</h2>
      <p className="site-form-hint">Every field is required unless it says optional.</p>
      <FieldFrame id={`${id}-name`} label="Your name" problem={problems.name}>
        {(describedBy) => (
          <input {...common('name', describedBy)} autoComplete="name" aria-required />
        )}
      </FieldFrame>
      <FieldFrame id={`${id}-email`} label="Email" problem={problems.email}>
        {(describedBy) => (
          <input
            {...common('email', describedBy)}
            type="email"
            inputMode="email"
            autoComplete="email"
            aria-required
          />
        )}
      </FieldFrame>
      <FieldFrame
        id={`${id}-orderNumber`}
        label="Order number"
        optional
        hint="From your order email, such as 1042."
        problem={problems.orderNumber}
      >
        {(describedBy) => (
          <input {...common('orderNumber', describedBy)} inputMode="numeric" autoComplete="off" />
        )}
      </FieldFrame>
      <FieldFrame id={`${id}-topic`} label="Topic" problem={problems.topic}>
        {(describedBy) => (
          <select {...common('topic', describedBy)} aria-required>
            <option value="">Choose a topic</option>
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {CONTACT_TOPIC_LABELS[topic]}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame id={`${id}-message`} label="Message" problem={problems.message}>
        {(describedBy) => <textarea {...common('message', describedBy)} rows={6} aria-required />}
      </FieldFrame>
      {failure ? (
        <p className="site-form-problem" role="alert">
          {failure}
        </p>
      ) : null}
      <button
        type="submit"
        className="site-cta"
        aria-disabled={sending.state === 'sending' ? true : undefined}
      >
        {sending.state === 'sending' ? 'Sending…' : 'Send'}
      </button>
    </form>
  );
}
