import { ApiError } from '@bikeship/core/api';
import {
  CONFIRM_EMAIL_LINK_LIFETIME_HOURS,
  NEW_PASSWORD_MIN_LENGTH,
} from '@bikeship/core/constants';
import { isAcceptableNewPassword } from '@bikeship/core/rules';
import { registerRequestSchema } from '@bikeship/core/schemas';
import {
  AccountField,
  Button,
  CheckboxField,
  type FieldErrors,
  fieldErrorsOf,
  hasErrors,
  Notice,
  serverFieldErrors,
  useMessages,
} from '@bikeship/ui';
import { useId, useRef, useState } from 'react';
import { accountMessages } from '../account/accountMessages';
import { useAccountView } from '../account/accountView';
import { useLoadAccountRuntime } from '../runtime/AccountRuntimeContext';

const REGISTER_FIELDS = [
  'firstName',
  'lastName',
  'companyName',
  'email',
  'password',
  'phoneNumber',
] as const;
type RegisterField = (typeof REGISTER_FIELDS)[number];

/**
 * Create Free Account (shell §2, §5): first and last name, email and password required, company
 * and phone optional, the two mailing opt-ins — checked before sending with the request's own
 * schema and the new-password rule (core, as the server checks them), every field at once, and
 * the server's failures (items with `propertyName`) shown against the matching field; the focus
 * goes to the first field in error. Then the
 * customer is thanked (/registerthankyou) and sent to their inbox: the server mails a link that
 * creates the account and signs them in (the confirm-email view), or, when the address already
 * has an account, a mail saying so — the answer here is the same either way, so that nobody
 * learns from this form which emails have accounts.
 */
export function RegisterView() {
  const t = useMessages(accountMessages);
  const loadRuntime = useLoadAccountRuntime();
  const { show } = useAccountView();
  const [values, setValues] = useState<Record<RegisterField, string>>({
    firstName: '',
    lastName: '',
    companyName: '',
    email: '',
    password: '',
    phoneNumber: '',
  });
  const [mailingListOptIn, setMailingListOptIn] = useState(false);
  const [newsLetterOptIn, setNewsLetterOptIn] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The address the link was mailed to, once the server took the registration. */
  const [mailedTo, setMailedTo] = useState<string | null>(null);
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);

  /** Shows the errors, each at its field, and puts the focus on the first of them. */
  const showErrors = (found: FieldErrors<RegisterField>) => {
    setErrors(found);
    const first = REGISTER_FIELDS.find((name) => found[name]);
    if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };

  const field = (name: RegisterField) => ({
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    error: errors[name],
    name,
  });

  if (mailedTo !== null) {
    return (
      <section className="bs-account" aria-labelledby={titleId}>
        <h2 className="bs-account-title" id={titleId}>
          {t('Thank you for registering')}
        </h2>
        <Notice tone="success">
          {t(
            'We have sent an email to {email}. Open the link in it to confirm your email address and log in.',
            { email: mailedTo },
          )}
        </Notice>
        <p>
          {t(
            'The link works for {hours} hours. No email after a few minutes? Check your spam folder, or register again.',
            { hours: CONFIRM_EMAIL_LINK_LIFETIME_HOURS },
          )}
        </p>
      </section>
    );
  }

  const submit = async () => {
    const optional = (value: string) => value.trim() || undefined;
    const body = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      companyName: optional(values.companyName),
      email: values.email.trim(),
      password: values.password,
      phoneNumber: optional(values.phoneNumber),
      mailingListOptIn,
      newsLetterOptIn,
    };
    const checked = fieldErrorsOf<RegisterField>(registerRequestSchema, body, t);
    if (!checked.password && !isAcceptableNewPassword(body.password)) {
      checked.password = t('Choose a password of at least {min} characters', {
        min: NEW_PASSWORD_MIN_LENGTH,
      });
    }
    showErrors(checked);
    setFormError(null);
    if (hasErrors(checked)) return;
    setBusy(true);
    try {
      const runtime = await loadRuntime();
      try {
        await runtime.api.auth.register({ body });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const { byField, other } = serverFieldErrors(error.fieldErrors, REGISTER_FIELDS);
        showErrors(byField);
        if (other.length > 0 || !hasErrors(byField)) {
          // Too many registrations (429) has no field: the server's message says how long to wait.
          const serverMessage = error.kind === 'http' ? error.message : '';
          setFormError(
            other.join(' ') ||
              serverMessage ||
              t('Your account could not be created. Please try again.'),
          );
        }
        return;
      }
      setMailedTo(body.email);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="bs-account" aria-labelledby={titleId}>
      <h2 className="bs-account-title" id={titleId}>
        {t('Create Free Account')}
      </h2>
      {formError ? <Notice tone="danger">{formError}</Notice> : null}
      <form
        ref={form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="bs-account-pair">
          <AccountField
            label={t('First name')}
            autoComplete="given-name"
            required
            {...field('firstName')}
          />
          <AccountField
            label={t('Last name')}
            autoComplete="family-name"
            required
            {...field('lastName')}
          />
        </div>
        <AccountField
          label={t('Company (optional)')}
          autoComplete="organization"
          {...field('companyName')}
        />
        <AccountField
          label={t('Email')}
          type="email"
          autoComplete="email"
          required
          {...field('email')}
        />
        <AccountField
          label={t('Password')}
          type="password"
          autoComplete="new-password"
          required
          {...field('password')}
        />
        <AccountField
          label={t('Phone (optional)')}
          type="tel"
          autoComplete="tel"
          {...field('phoneNumber')}
        />
        <CheckboxField
          label={t('Send me shipping deals and offers')}
          checked={mailingListOptIn}
          onChange={setMailingListOptIn}
        />
        <CheckboxField
          label={t('Send me the bikeship newsletter')}
          checked={newsLetterOptIn}
          onChange={setNewsLetterOptIn}
        />
        <Button type="submit" variant="primary" busy={busy} className="bs-account-submit">
          {t('Create Free Account')}
        </Button>
      </form>
      <div className="bs-account-links">
        <span>{t('Already have an account?')}</span>
        <Button variant="link" onClick={() => show('login')}>
          {t('Log In')}
        </Button>
      </div>
    </section>
  );
}
