import type { QuotedPlace } from '@bikeship/core/rules';
import type { AddressRecord, AddressStage, StateProvince } from '@bikeship/core/schemas';
import { Button, CheckboxField, SelectField, TextField } from '@bikeship/ui';
import { AvsSuggestion } from './AvsSuggestion';
import {
  type AddressField,
  type FieldErrors,
  postalCodeHint,
  postalCodeLabel,
  stateLabel,
} from './addressValidation';
import type { AvsOutcome } from './addressVerification';
import { savedAddressLabel } from './savedAddresses';

/** Another side of the trip at the same place, whose address this side may copy. */
export interface CopySource {
  title: string;
  address: AddressStage;
}

/**
 * One side (from or to) of a stage: the full address of quote §3 with country-aware state and
 * postal code fields, the phone, the residential flag, the customer's saved addresses and the
 * verifier's word on it.
 */
export function AddressFields(props: {
  title: string;
  side: 'from' | 'to';
  address: AddressStage;
  quoted: QuotedPlace;
  /** Prefix of the controls' names: the error summary finds a field by its name. */
  namePrefix: string;
  errors: FieldErrors;
  states: readonly StateProvince[];
  saved: readonly AddressRecord[];
  copyFrom: CopySource | undefined;
  outcome: AvsOutcome | undefined;
  onChange(patch: Partial<AddressStage>): void;
  onBlur(field: AddressField): void;
  onUseSaved(record: AddressRecord): void;
  /** Takes the address of `copyFrom` as it is (verified or kept already). */
  onCopy(address: AddressStage): void;
  onAccept(suggested: AddressStage): void;
  onKeep(): void;
}) {
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

  return (
    <fieldset className="bs-details-side">
      <legend>{props.title}</legend>
      {props.saved.length > 0 ? (
        <SelectField
          label="Use a saved address"
          name={name('saved')}
          placeholder="Choose one of your addresses…"
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
          Use the same address as {props.copyFrom.title}
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
      {text('company', 'Company (optional)', { autoComplete: 'organization' })}
      <div className="bs-details-row">
        {text('firstName', 'First name', { autoComplete: 'given-name', required: true })}
        {text('lastName', 'Last name', { autoComplete: 'family-name', required: true })}
      </div>
      {text('address1', 'Street address', { autoComplete: 'address-line1', required: true })}
      {text('address2', 'Apartment, suite or unit (optional)', {
        autoComplete: 'address-line2',
      })}
      <div className="bs-details-row">
        {text('city', 'City', { autoComplete: 'address-level2', required: true })}
        {props.states.length > 0 ? (
          <SelectField
            label={stateLabel(country)}
            name={name('state')}
            required={country === 'US'}
            placeholder="Choose…"
            value={address.state ?? ''}
            error={errorOf('state')}
            options={props.states.map((state) => ({
              value: state.stateprovcode,
              label: state.stateprov,
            }))}
            onChange={(value) => props.onChange({ state: value })}
          />
        ) : (
          text('state', `${stateLabel(country)}${country === 'US' ? '' : ' (optional)'}`, {
            autoComplete: 'address-level1',
            required: country === 'US',
          })
        )}
        {text('postalCode', postalCodeLabel(country), {
          autoComplete: 'postal-code',
          required: true,
          hint: postalCodeHint(quoted),
        })}
      </div>
      <TextField
        label="Country"
        name={name('country')}
        value={address.country?.name ?? ''}
        readOnly
        hint="From your search. To ship elsewhere, go back to Search."
        onChange={() => {}}
      />
      {text('phone', 'Phone', {
        autoComplete: 'tel',
        type: 'tel',
        required: true,
        hint: 'The carrier calls this number if there is a problem.',
      })}
      <CheckboxField
        label="This is a residential address (a home)"
        name={name('isResidential')}
        hint={props.side === 'to' ? 'Carriers charge a fee to deliver to a home.' : undefined}
        checked={address.isResidential === true}
        onChange={(checked) => props.onChange({ isResidential: checked })}
      />
      {problem?.canKeep ? (
        <Button variant="link" onClick={props.onKeep}>
          Use this address anyway
        </Button>
      ) : null}
      {address.passedAvs ? <p className="bs-details-avs-state">Address verified.</p> : null}
      {address.avsStatus?.result === 'rejected_by_user' ? (
        <p className="bs-details-avs-state">Address kept as you typed it.</p>
      ) : null}
    </fieldset>
  );
}
