import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@bikeship/core/constants';
import { TextField, useMessages } from '@bikeship/ui';
import { useEffect, useRef } from 'react';
import type { GuestDraft } from './searchDraft';
import type { SearchDraftErrors } from './searchDraftErrors';
import { searchStepMessages } from './searchStepMessages';

/**
 * A guest continues with name and email only (quote §6, shell §4). `focusOnShow`: the fields
 * appear at the customer's press (the quote box asks them then), so the first takes the focus.
 */
export function GuestFields(props: {
  guest: GuestDraft;
  /** The guest as now typed, and the field the customer changed. */
  onChange(guest: GuestDraft, field: keyof GuestDraft): void;
  errors: SearchDraftErrors['guest'] | null;
  focusOnShow?: boolean;
}) {
  const { guest, onChange, errors } = props;
  const t = useMessages(searchStepMessages);
  const fieldset = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (props.focusOnShow) fieldset.current?.querySelector('input')?.focus();
  }, []);
  return (
    <fieldset className="bs-search-guest" ref={fieldset}>
      <legend>{t('Your details')}</legend>
      <p className="bs-field-hint">
        {t('No account needed: we email your order confirmation and labels here.')}
      </p>
      <div className="bs-search-row">
        <TextField
          label={t('First name')}
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
          required
          value={guest.firstName}
          error={errors?.firstName}
          onChange={(firstName) => onChange({ ...guest, firstName }, 'firstName')}
        />
        <TextField
          label={t('Last name')}
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH}
          required
          value={guest.lastName}
          error={errors?.lastName}
          onChange={(lastName) => onChange({ ...guest, lastName }, 'lastName')}
        />
      </div>
      <TextField
        label={t('Email')}
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        required
        value={guest.email}
        error={errors?.email}
        onChange={(email) => onChange({ ...guest, email }, 'email')}
      />
    </fieldset>
  );
}
