import type { QuotedPlace } from '@bikeship/core/rules';
import type { AddressRecord, AddressStage, StateProvince } from '@bikeship/core/schemas';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { CheckboxField, SelectField, TextField } from '../Field';
import { useLocale, useMessages } from '../messages/LocaleContext';
import { AvsSuggestion } from './AvsSuggestion';
import { savedAddressLabel } from './addressLines';
import { addressMessages } from './addressMessages';
import {
  type AddressField,
  type AddressFieldErrors,
  postalCodeHint,
  postalCodeLabel,
  stateLabel,
} from './addressValidation';
import type { AvsOutcome } from './avsOutcome';

/** Another address at the same place (a round trip's return), which this one may copy. */
export interface CopySource {
  title: string;
  address: AddressStage;
}

export interface AddressFormProps {
  /** The group's legend, also its accessible name: "Stage 1, from Boulder, CO". */
  title: string;
  /** Which end of a stage: a delivery to a home costs more, so `to` says so. */
  side: 'from' | 'to';
  address: AddressStage;
  /** Where the address was quoted: its country sets the labels, checks and hints. */
  quoted: QuotedPlace;
  /** Prefix of the controls' names: an error summary finds a field by its name. */
  namePrefix: string;
  /** The messages to show under the fields (`addressErrors`, filtered by the caller). */
  errors: AddressFieldErrors;
  /** The country's states or provinces; empty: the state is typed. */
  states: readonly StateProvince[];
  /** The customer's saved addresses that fit here (none: no choice is offered). */
  saved: readonly AddressRecord[];
  copyFrom: CopySource | undefined;
  /** The verifier's word on the address, once it was asked. */
  outcome: AvsOutcome | undefined;
  onChange(patch: Partial<AddressStage>): void;
  onBlur(field: AddressField): void;
  onUseSaved(record: AddressRecord): void;
  /** Takes the address of `copyFrom` as it is (verified or kept already). */
  onCopy(address: AddressStage): void;
  onAccept(suggested: AddressStage): void;
  onKeep(): void;
  /**
   * The country control. Default: the country of the search, read only (a quote's address
   * cannot move country); a saved address of the account chooses its own.
   */
  country?: ReactNode;
  /**
   * A control that keeps this address in the customer's saved addresses (the wizard's "Save
   * this address"), shown inside the group so it reads as this side's; none: not offered.
   */
  saveControl?: ReactNode;
}

/**
 * The full address of one side of a stage (quote §3 Address stage), with country-aware state
 * and postal code fields, the phone, the residential flag, the customer's saved addresses and
 * the verifier's word on it. It shows; the caller checks (`addressErrors`), verifies and stores.
 * @example
 * <AddressForm
 *   title="Stage 1, from Boulder, CO" side="from" address={address} quoted={quoted}
 *   namePrefix="stage-0-from" errors={addressErrors(address, quoted, states, locale)}
 *   states={states} saved={[]} copyFrom={undefined} outcome={undefined}
 *   onChange={(patch) => setAddress({ ...address, ...patch })} onBlur={touch}
 *   onUseSaved={useSaved} onCopy={setAddress} onAccept={accept} onKeep={keep}
 * />
 */
export function AddressForm(props: AddressFormProps) {
  const t = useMessages(addressMessages);
  const locale = useLocale();
  const { address, errors, quoted, outcome } = props;
  const country = quoted.countryCode;
  const name = (field: string) => `${props.namePrefix}-${field}`;
  const problem = outcome?.kind === 'problem' ? outcome : undefined;
  /** A field's own error first; else what the verifier found wrong with it. */
  const errorOf = (field: AddressField) =>
    errors[field] ?? (problem?.field === field ? problem.message : undefined);
  const text = (
    field: AddressField,
    label: string,
    options: { autoComplete: string; required?: boolean; hint?: string; type?: string },
  ) => (
    <TextField
      label={label}
      name={name(field)}
      type={options.type ?? 'text'}
      autoComplete={`section-${props.namePrefix} ${options.autoComplete}`}
      required={options.required}
      hint={options.hint}
      value={address[field] ?? ''}
      error={errorOf(field)}
      onChange={(value) => props.onChange({ [field]: value })}
      onBlur={() => props.onBlur(field)}
    />
  );
  const state = stateLabel(country, locale);

  return (
    <fieldset className="bs-address-form">
      <legend>{props.title}</legend>
      {props.saved.length > 0 ? (
        <SelectField
          label={t('Use a saved address')}
          name={name('saved')}
          placeholder={t('Choose one of your addresses…')}
          value={address.addressId !== undefined ? String(address.addressId) : ''}
          options={props.saved.map((record) => ({
            value: String(record.addressId),
            label: savedAddressLabel(record),
          }))}
          onChange={(value) => {
            const record = props.saved.find((saved) => String(saved.addressId) === value);
            if (record) props.onUseSaved(record);
          }}
        />
      ) : null}
      {props.copyFrom ? (
        <Button
          variant="link"
          onClick={() => props.copyFrom && props.onCopy(props.copyFrom.address)}
        >
          {t('Use the same address as {title}', { title: props.copyFrom.title })}
        </Button>
      ) : null}
      {outcome?.kind === 'suggestion' ? (
        <AvsSuggestion
          typed={address}
          suggested={outcome.suggested}
          name={name('suggestion')}
          onAccept={() => props.onAccept(outcome.suggested)}
          onKeep={props.onKeep}
        />
      ) : null}
      {text('company', t('Company (optional)'), { autoComplete: 'organization' })}
      <div className="bs-address-row">
        {text('firstName', t('First name'), {
          autoComplete: 'given-name',
          required: true,
        })}
        {text('lastName', t('Last name'), {
          autoComplete: 'family-name',
          required: true,
        })}
      </div>
      {text('address1', t('Street address'), {
        autoComplete: 'address-line1',
        required: true,
      })}
      {text('address2', t('Apartment, suite or unit (optional)'), {
        autoComplete: 'address-line2',
      })}
      <div className="bs-address-row">
        {text('city', t('City'), { autoComplete: 'address-level2', required: true })}
        {props.states.length > 0 ? (
          <SelectField
            label={state}
            name={name('state')}
            required={country === 'US'}
            placeholder={t('Choose…')}
            value={address.state ?? ''}
            error={errorOf('state')}
            options={props.states.map((known) => ({
              value: known.stateprovcode,
              label: known.stateprov,
            }))}
            onChange={(value) => props.onChange({ state: value })}
          />
        ) : (
          // Only the US requires a state (core addressProblemsOf).
          text('state', country === 'US' ? state : t('{label} (optional)', { label: state }), {
            autoComplete: 'address-level1',
            required: country === 'US',
          })
        )}
        {text('postalCode', postalCodeLabel(country, locale), {
          autoComplete: 'postal-code',
          required: true,
          hint: postalCodeHint(quoted, locale),
        })}
      </div>
      {props.country ?? (
        <TextField
          label={t('Country')}
          name={name('country')}
          value={address.country?.name ?? ''}
          readOnly
          hint={t('From your search. To ship elsewhere, go back to Search.')}
          onChange={() => {}}
        />
      )}
      {text('phone', t('Phone'), {
        autoComplete: 'tel',
        type: 'tel',
        required: true,
        hint: t('The carrier calls this number if there is a problem.'),
      })}
      <CheckboxField
        label={t('This is a residential address (a home)')}
        name={name('isResidential')}
        hint={props.side === 'to' ? t('Carriers charge a fee to deliver to a home.') : undefined}
        checked={address.isResidential === true}
        onChange={(checked) => props.onChange({ isResidential: checked })}
      />
      {props.saveControl}
      {problem?.canKeep ? (
        <Button variant="link" onClick={props.onKeep}>
          {t('Use this address anyway')}
        </Button>
      ) : null}
      {address.passedAvs ? <p className="bs-address-avs-state">{t('Address verified.')}</p> : null}
      {address.avsStatus?.result === 'rejected_by_user' ? (
        <p className="bs-address-avs-state">{t('Address kept as you typed it.')}</p>
      ) : null}
    </fieldset>
  );
}
