import { ApiError } from '@bikeship/core/api';
import { type User, type UserSettings, updateUserRequestSchema } from '@bikeship/core/schemas';
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
import { useState } from 'react';
import { accountMessages } from '../account/accountMessages';
import { useLoadAccountRuntime } from '../runtime/AccountRuntimeContext';
import { SignedInOnly } from '../saved/SignedInOnly';
import { useProfile } from './useProfile';

const PROFILE_FIELDS = ['firstName', 'lastName', 'companyName', 'phoneNumber'] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];

const SETTINGS = [
  'savePackages',
  'saveAddresses',
  'savePaymentMethods',
  'mailingListOptIn',
  'newsLetterOptIn',
] as const satisfies readonly (keyof UserSettings)[];

/**
 * Profile (/profile, shell §2, §3): the customer's name, company and phone, and their settings
 * (save boxes, addresses and cards while ordering; the two mailing opt-ins) — saved with PUT
 * /api/User, checked with its request schema (core), the server's field errors under their
 * fields. The session's user follows the save, so a menu showing the name does too.
 * DECISION (core updateUserRequestSchema): the email is shown, not edited — changing it needs
 * a verified address, which the API does not offer.
 */
export function ProfileView() {
  const t = useMessages(accountMessages);
  const user = useProfile();
  return (
    <SignedInOnly title={t('Profile')}>
      {user ? <ProfileForm key={user.id} user={user} /> : <p role="status">{t('Loading…')}</p>}
    </SignedInOnly>
  );
}

function ProfileForm(props: { user: User }) {
  const t = useMessages(accountMessages);
  const loadRuntime = useLoadAccountRuntime();
  const { user } = props;
  const [values, setValues] = useState<Record<ProfileField, string>>({
    firstName: user.firstName,
    lastName: user.lastName,
    companyName: user.companyName ?? '',
    phoneNumber: user.phoneNumber ?? '',
  });
  const [settings, setSettings] = useState<UserSettings>(user.settings);
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  const field = (name: ProfileField) => ({
    value: values[name],
    onChange: (value: string) => {
      setSaved(false);
      setValues((current) => ({ ...current, [name]: value }));
    },
    error: errors[name],
    name,
  });
  const settingLabels: Record<(typeof SETTINGS)[number], string> = {
    savePackages: t('Save my boxes when I order'),
    saveAddresses: t('Save my addresses when I order'),
    savePaymentMethods: t('Save my cards when I pay'),
    mailingListOptIn: t('Send me shipping deals and offers'),
    newsLetterOptIn: t('Send me the bikeship newsletter'),
  };

  const save = async () => {
    const optional = (value: string) => value.trim() || undefined;
    const body = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      companyName: optional(values.companyName),
      phoneNumber: optional(values.phoneNumber),
      settings,
    };
    const checked = fieldErrorsOf<ProfileField>(updateUserRequestSchema, body, t);
    setErrors(checked);
    setFormError(null);
    setSaved(false);
    if (hasErrors(checked)) return;
    setBusy(true);
    try {
      const runtime = await loadRuntime();
      const answer = await runtime.api.user.updateUser({ body });
      runtime.session.getState().updateUser(answer.value);
      setSaved(true);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : [];
      const { byField, other } = serverFieldErrors(fieldErrors, PROFILE_FIELDS);
      setErrors(byField);
      if (other.length > 0 || !hasErrors(byField)) {
        setFormError(other.join(' ') || t('Your profile could not be saved. Please try again.'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {formError ? <Notice tone="danger">{formError}</Notice> : null}
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
        value={user.email}
        onChange={() => {}}
        readOnly
      />
      <AccountField
        label={t('Phone (optional)')}
        type="tel"
        autoComplete="tel"
        {...field('phoneNumber')}
      />
      <fieldset>
        <legend>{t('Settings')}</legend>
        {SETTINGS.map((name) => (
          <CheckboxField
            key={name}
            label={settingLabels[name]}
            name={name}
            checked={settings[name]}
            onChange={(checked) => {
              setSaved(false);
              setSettings((current) => ({ ...current, [name]: checked }));
            }}
          />
        ))}
      </fieldset>
      {saved ? <Notice tone="success">{t('Your profile is saved.')}</Notice> : null}
      <Button type="submit" variant="primary" busy={busy} className="bs-account-submit">
        {t('Save profile')}
      </Button>
    </form>
  );
}

/** Loaded when the element first shows the view (AccountWidget.tsx): the first-load budget. */
export default ProfileView;
