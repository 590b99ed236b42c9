import { createApiClient, createMiscApi } from '@bikeship/core/api';
import { qbpTopShopRequestSchema } from '@bikeship/core/schemas';
import { useEffect, useId, useRef } from 'react';
import { FieldFrame } from '../forms/FormField';
import { useFieldForm } from '../forms/useFieldForm';
import {
  EMPTY_TOP_SHOP,
  TOP_SHOP_COUNTRIES,
  TOP_SHOP_FIELDS,
  TOP_SHOP_WORDING,
  type TopShopField,
  type TopShopValues,
  topShopRequestOf,
} from './qbpTopShopForm';

const HTTP_TOO_MANY = 429;

/** What the form says above its button when the API refused or could not be reached. */
function failureText(status: number, message: string | undefined): string {
  if (status === HTTP_TOO_MANY) return message ?? 'Too many applications: try again later.';
  if (status === 0 || status >= 500) {
    return 'Your application could not be sent just now. Your answers are still here: press Apply again in a moment.';
  }
  return message ?? 'Your application was not accepted. Check the fields above.';
}

/** The confirmation: what was filed and what happens next, nothing more. */
function Confirmation(props: { sent: TopShopValues }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="site-form-done" aria-labelledby="top-shop-done-title">
      <h2 id="top-shop-done-title" ref={heading} tabIndex={-1}>
        Application received
      </h2>
      <p>
        We have the application of <strong>{props.sent.shopName.trim()}</strong> (QBP account{' '}
        {props.sent.accountNumber.trim()}). A copy is on its way to{' '}
        <strong>{props.sent.email.trim()}</strong>.
      </p>
      <p>
        Our program desk reviews it and answers by email. Meanwhile the quote box on this page gives
        your customers' prices.
      </p>
    </section>
  );
}

/**
 * The QBP Top Shop enrolment form (POST /api/QbpTopShop): every field the API takes. Problems
 * show at their field (the core schema's rules first, then the server's — an account number it
 * refuses, one that has applied already), the first wrong field takes the focus, the button
 * sends once, and a failure keeps every answer (forms/useFieldForm.ts).
 */
export function QbpTopShopForm() {
  const id = useId();
  const { values, problems, failure, sending, submit, change, register } = useFieldForm({
    fields: TOP_SHOP_FIELDS,
    empty: EMPTY_TOP_SHOP,
    schema: qbpTopShopRequestSchema,
    wording: TOP_SHOP_WORDING,
    requestOf: topShopRequestOf,
    send: (request) =>
      createMiscApi(createApiClient({ baseURL: location.origin })).enrolQbpTopShop({
        body: request,
      }),
    failureText: (error, other) =>
      failureText(error.status, other[0] ?? (error.status ? error.message : undefined)),
  });

  if (sending.state === 'sent') return <Confirmation sent={sending.sent} />;

  const input = (
    field: TopShopField,
    label: string,
    extra: {
      autoComplete?: string;
      type?: string;
      hint?: string;
      optional?: boolean;
      inputMode?: 'tel' | 'email' | 'text';
    } = {},
  ) => (
    <FieldFrame
      id={`${id}-${field}`}
      label={label}
      problem={problems[field]}
      {...(extra.hint ? { hint: extra.hint } : {})}
      {...(extra.optional ? { optional: true } : {})}
    >
      {(describedBy) => (
        <input
          ref={register(field)}
          id={`${id}-${field}`}
          name={field}
          type={extra.type ?? 'text'}
          value={values[field]}
          onChange={change(field)}
          autoComplete={extra.autoComplete}
          inputMode={extra.inputMode}
          aria-invalid={problems[field] ? true : undefined}
          aria-describedby={describedBy}
          aria-required={extra.optional ? undefined : true}
        />
      )}
    </FieldFrame>
  );

  return (
    <form
      className="site-form"
      // Without JavaScript the browser would send a GET, putting the visitor's email and words
      // in the address (and in logs); as a POST the page at least keeps them out of it.
      method="post"
      onSubmit={submit}
      noValidate
      aria-labelledby="top-shop-form-title"
    >
      <h2 id="top-shop-form-title">Apply for your shop</h2>
      <p className="site-form-hint">Every field is required unless it says optional.</p>
      <fieldset>
        <legend>The shop</legend>
        {input('shopName', 'Shop name', { autoComplete: 'organization' })}
        {input('accountNumber', 'QBP account number', {
          hint: 'Your dealer account with QBP: letters, digits and dashes.',
        })}
      </fieldset>
      <fieldset>
        <legend>Who we write to</legend>
        {input('contactName', 'Contact name', { autoComplete: 'name' })}
        {input('email', 'Email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        {input('phone', 'Phone', { type: 'tel', autoComplete: 'tel', optional: true })}
      </fieldset>
      <fieldset>
        <legend>The shop's address</legend>
        {input('address1', 'Street address', { autoComplete: 'address-line1' })}
        {input('address2', 'Suite or unit', { autoComplete: 'address-line2', optional: true })}
        <div className="site-form-row">
          {input('city', 'City', { autoComplete: 'address-level2' })}
          {input('state', 'State or province', {
            autoComplete: 'address-level1',
            hint: 'Two letters, such as MN.',
            optional: true,
          })}
          {input('postalCode', 'ZIP or postal code', { autoComplete: 'postal-code' })}
        </div>
        <FieldFrame id={`${id}-countryCode`} label="Country" problem={problems.countryCode}>
          {(describedBy) => (
            <select
              ref={register('countryCode')}
              id={`${id}-countryCode`}
              name="countryCode"
              value={values.countryCode}
              onChange={change('countryCode')}
              autoComplete="country"
              aria-invalid={problems.countryCode ? true : undefined}
              aria-describedby={describedBy}
            >
              {TOP_SHOP_COUNTRIES.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      </fieldset>
      <FieldFrame
        id={`${id}-message`}
        label="Anything we should know"
        problem={problems.message}
        optional
        hint="How many bikes you ship, events you serve, questions."
      >
        {(describedBy) => (
          <textarea
            ref={register('message')}
            id={`${id}-message`}
            name="message"
            rows={4}
            value={values.message}
            onChange={change('message')}
            aria-invalid={problems.message ? true : undefined}
            aria-describedby={describedBy}
          />
        )}
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
        {sending.state === 'sending' ? 'Sending…' : 'Apply'}
      </button>
    </form>
  );
}
