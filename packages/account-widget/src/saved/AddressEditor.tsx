import { ApiError } from '@bikeship/core/api';
import { addressInputOf } from '@bikeship/core/rules';
import type { AddressRecord, AddressStage } from '@bikeship/core/schemas';
import {
  type AddressFieldErrors,
  AddressForm,
  addressErrors,
  Button,
  isSideComplete,
  Notice,
  SelectField,
  serverFieldErrors,
  useLocale,
  useMessages,
} from '@bikeship/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { accountMessages } from '../account/accountMessages';
import { useLoadAccountRuntime } from '../runtime/AccountRuntimeContext';
import {
  ADDRESS_INPUT_FIELDS,
  DEFAULT_ADDRESS_COUNTRY,
  draftOfRecord,
  formErrorsOf,
} from './addressDraft';
import { useAddressPlaces } from './useAddressPlaces';

const NEW_ADDRESS: AddressStage = { country: DEFAULT_ADDRESS_COUNTRY, isResidential: true };

/**
 * Adds or changes one saved address with ui's address form, checked by core's address rules
 * (the quote's step 3 checks the same way) — with no quoted place to hold it to, any postal
 * area of its country fits. The server's field errors (`propertyName`) go under their fields.
 * Focus moves into the form when it opens; Cancel hands it back to the caller.
 */
export function AddressEditor(props: {
  record: AddressRecord | null;
  onSaved(record: AddressRecord): void;
  onCancel(): void;
}) {
  const t = useMessages(accountMessages);
  const locale = useLocale();
  const loadRuntime = useLoadAccountRuntime();
  const [draft, setDraft] = useState<AddressStage>(() =>
    props.record ? draftOfRecord(props.record) : NEW_ADDRESS,
  );
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<AddressFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const prefix = useId().replace(/:/g, '');
  const countryCode = draft.country?.code ?? '';
  const { countries, states } = useAddressPlaces(countryCode, draft.country);
  const quoted = { countryCode, postalCode: '' };
  const checked = addressErrors(draft, quoted, states, locale);
  const shown: AddressFieldErrors = { ...serverErrors };
  for (const [field, message] of Object.entries(checked)) {
    if (submitted || touched.has(field)) shown[field as keyof AddressFieldErrors] = message;
  }

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, []);

  const change = (patch: Partial<AddressStage>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setServerErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch)) delete next[field as keyof AddressFieldErrors];
      return next;
    });
  };

  const save = async () => {
    setSubmitted(true);
    setFormError(null);
    if (!isSideComplete(checked, draft)) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      const runtime = await loadRuntime();
      const body = addressInputOf(draft);
      const saved = props.record
        ? await runtime.api.places.updateAddress({
            params: { addressId: props.record.addressId },
            body,
          })
        : await runtime.api.places.createAddress({ body });
      props.onSaved(saved);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : [];
      const { byField, other } = serverFieldErrors(fieldErrors, ADDRESS_INPUT_FIELDS);
      const mapped = formErrorsOf(byField);
      setServerErrors(mapped);
      if (other.length > 0 || Object.keys(mapped).length === 0) {
        setFormError(other.join(' ') || t('The address could not be saved. Please try again.'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      className="bs-saved-editor"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {formError ? <Notice tone="danger">{formError}</Notice> : null}
      <AddressForm
        title={props.record ? t('Edit address') : t('New address')}
        side="from"
        address={draft}
        quoted={quoted}
        namePrefix={`address-${prefix}`}
        errors={shown}
        states={states}
        saved={[]}
        copyFrom={undefined}
        outcome={undefined}
        onChange={change}
        onBlur={(field) => setTouched((current) => new Set(current).add(field))}
        onUseSaved={() => {}}
        onCopy={() => {}}
        onAccept={() => {}}
        onKeep={() => {}}
        country={
          <SelectField
            label={t('Country')}
            name={`address-${prefix}-country`}
            required
            value={countryCode}
            error={shown.country}
            options={countries.map((country) => ({ value: country.code, label: country.name }))}
            onChange={(code) => {
              const country = countries.find((each) => each.code === code);
              if (country) change({ country, state: undefined });
            }}
          />
        }
      />
      <div className="bs-saved-actions">
        <Button type="submit" variant="primary" busy={busy}>
          {t('Save address')}
        </Button>
        <Button onClick={props.onCancel}>{t('Cancel')}</Button>
      </div>
    </form>
  );
}
