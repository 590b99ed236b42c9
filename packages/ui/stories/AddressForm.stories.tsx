import { addressFromRecord, type QuotedPlace } from '@bikeship/core/rules';
import type { AddressRecord, AddressStage, StateProvince } from '@bikeship/core/schemas';
import type { Meta, StoryObj } from '@storybook/preact-vite';
import { useState } from 'react';
import { userEvent, within } from 'storybook/test';
import { AddressForm } from '../src/address/AddressForm';
import { type AddressField, addressErrors } from '../src/address/addressValidation';
import { type AvsOutcome, avsOutcomeOf } from '../src/address/avsOutcome';
import { useLocale } from '../src/messages/LocaleContext';

const usStates: StateProvince[] = [
  { stateprov: 'California', stateprovcode: 'CA' },
  { stateprov: 'Colorado', stateprovcode: 'CO' },
  { stateprov: 'Oregon', stateprovcode: 'OR' },
];
const provinces: StateProvince[] = [
  { stateprov: 'Alberta', stateprovcode: 'AB' },
  { stateprov: 'British Columbia', stateprovcode: 'BC' },
  { stateprov: 'Ontario', stateprovcode: 'ON' },
];

const boulder: AddressStage = {
  firstName: 'Ada',
  lastName: 'Rider',
  address1: '1500 Pearl St',
  city: 'Boulder',
  state: 'CO',
  postalCode: '80302',
  country: { name: 'United States', code: 'US' },
  phone: '303-555-0100',
  isResidential: false,
};
const quotedBoulder: QuotedPlace = { countryCode: 'US', postalCode: '80302' };

const savedInBoulder: AddressRecord[] = [
  {
    addressId: 11,
    firstName: 'Ada',
    lastName: 'Rider',
    address1: '2040 Spruce St',
    address2: 'Apt 4',
    city: 'Boulder',
    state: 'CO',
    postalCode: '80302',
    country: 'United States',
    countryCode: 'US',
    phone: '303-555-0142',
    isResidential: true,
  },
];

/**
 * The form as a surface keeps it: the address in state, the core checks' messages shown once a
 * field is left (or all of them, as after Continue).
 */
function AddressFormStory(props: {
  initial: AddressStage;
  quoted: QuotedPlace;
  states: readonly StateProvince[];
  side?: 'from' | 'to';
  saved?: readonly AddressRecord[];
  outcome?: AvsOutcome;
  showAllErrors?: boolean;
}) {
  const locale = useLocale();
  const [address, setAddress] = useState(props.initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [outcome, setOutcome] = useState(props.outcome);
  const errors = addressErrors(address, props.quoted, props.states, locale);
  const visible = props.showAllErrors
    ? errors
    : Object.fromEntries(Object.entries(errors).filter(([field]) => touched.has(field)));
  return (
    <AddressForm
      title={props.side === 'to' ? 'Stage 1, to Vancouver, BC' : 'Stage 1, from Boulder, CO'}
      side={props.side ?? 'from'}
      address={address}
      quoted={props.quoted}
      namePrefix="story"
      errors={visible}
      states={props.states}
      saved={props.saved ?? []}
      copyFrom={undefined}
      outcome={outcome}
      onChange={(patch) => {
        setAddress((current) => ({ ...current, ...patch }));
        setOutcome(undefined);
      }}
      onBlur={(field: AddressField) => setTouched((known) => new Set(known).add(field))}
      onUseSaved={(record) => setAddress(addressFromRecord(record, props.quoted))}
      onCopy={setAddress}
      onAccept={(suggested) => {
        setAddress((current) => ({ ...current, ...suggested, passedAvs: true }));
        setOutcome(undefined);
      }}
      onKeep={() => {
        setAddress((current) => ({
          ...current,
          passedAvs: false,
          avsStatus: { source: 'default', status: 'failed', result: 'rejected_by_user' },
        }));
        setOutcome(undefined);
      }}
    />
  );
}

const meta = {
  title: 'ui/AddressForm',
  component: AddressFormStory,
  args: {
    initial: { ...boulder, address1: '', phone: '' },
    quoted: quotedBoulder,
    states: usStates,
  },
} satisfies Meta<typeof AddressFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A US address prefilled from the quoted ZIP code: street and phone to type. */
export const UnitedStates: Story = {};

/** Every message of the core checks, as after Continue with fields missing. */
export const Errors: Story = {
  args: { showAllErrors: true },
};

/** A ZIP code written wrong says how to write one, under the field. */
export const BadZipCode: Story = {
  args: { initial: boulder, quoted: { countryCode: 'US', postalCode: '' } },
  play: async ({ canvasElement }) => {
    const zip = within(canvasElement).getByLabelText(/^ZIP code/);
    await userEvent.clear(zip);
    await userEvent.type(zip, '8030');
    await userEvent.tab();
  },
};

/** Canada: a province list and a postal code in its format (no quoted code: a city place). */
export const Canada: Story = {
  args: {
    side: 'to',
    initial: {
      firstName: 'Ada',
      lastName: 'Rider',
      city: 'Vancouver',
      state: 'BC',
      country: { name: 'Canada', code: 'CA' },
    },
    quoted: { countryCode: 'CA', postalCode: '' },
    states: provinces,
  },
};

/** A registered customer picks one of the saved addresses that fit where it was quoted. */
export const SavedAddresses: Story = {
  args: { saved: savedInBoulder },
};

/** The verifier suggests a correction ('Bouldr' → Boulder): take it or keep what was typed. */
export const VerifierSuggestion: Story = {
  args: {
    initial: { ...boulder, city: 'Bouldr' },
    outcome: { kind: 'suggestion', suggested: boulder },
  },
};

/** The verifier does not know the street: the customer checks it, or keeps it anyway. */
export const VerifierProblem: Story = {
  args: {
    initial: { ...boulder, address1: 'Pearl Street Mall' },
    outcome: avsOutcomeOf({ status: 'failed', result: 'street_not_found' }, 'en-US'),
  },
};
