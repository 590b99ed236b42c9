import type { QuotedPlace } from '@bikeship/core/rules';
import type { AddressStage, StateProvince } from '@bikeship/core/schemas';
import { render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { addTranslation } from '../messages/catalogue';
import { LocaleProvider, useLocale } from '../messages/LocaleContext';
import { AddressForm } from './AddressForm';
import { addressMessages } from './addressMessages';
import { type AddressField, addressErrors } from './addressValidation';
import { type AvsOutcome, avsOutcomeOf } from './avsOutcome';

const colorado: StateProvince[] = [{ stateprov: 'Colorado', stateprovcode: 'CO' }];
const britishColumbia: StateProvince[] = [{ stateprov: 'British Columbia', stateprovcode: 'BC' }];

const boulder: AddressStage = {
  firstName: 'Ada',
  lastName: 'Rider',
  address1: '1500 Pearl St',
  city: 'Boulder',
  state: 'CO',
  postalCode: '80302',
  country: { name: 'United States', code: 'US' },
  phone: '303-555-0100',
};
const vancouver: AddressStage = {
  firstName: 'Ada',
  lastName: 'Rider',
  address1: '800 Robson St',
  city: 'Vancouver',
  state: 'BC',
  postalCode: '',
  country: { name: 'Canada', code: 'CA' },
  phone: '604-555-0199',
};

/** An address form as a surface uses it: it keeps the address, shows errors of left fields. */
function Harness(props: {
  initial: AddressStage;
  quoted: QuotedPlace;
  states: readonly StateProvince[];
  outcome?: AvsOutcome;
  onAccept?: (suggested: AddressStage) => void;
  onKeep?: () => void;
  country?: ReactNode;
}) {
  const locale = useLocale();
  const [address, setAddress] = useState(props.initial);
  const [touched, setTouched] = useState<ReadonlySet<AddressField>>(() => new Set());
  const errors = Object.fromEntries(
    Object.entries(addressErrors(address, props.quoted, props.states, locale)).filter(([field]) =>
      touched.has(field as AddressField),
    ),
  );
  return (
    <AddressForm
      title="Stage 1, from Boulder, CO"
      side="from"
      address={address}
      quoted={props.quoted}
      namePrefix="stage-0-from"
      errors={errors}
      states={props.states}
      saved={[]}
      copyFrom={undefined}
      outcome={props.outcome}
      onChange={(patch) => setAddress((current) => ({ ...current, ...patch }))}
      onBlur={(field) => setTouched((known) => new Set(known).add(field))}
      onUseSaved={() => {}}
      onCopy={setAddress}
      onAccept={props.onAccept ?? (() => {})}
      onKeep={props.onKeep ?? (() => {})}
      country={props.country}
    />
  );
}

/** The error read with a control (its hint is read with it too, but is not an error). */
const errorOf = (control: HTMLElement) =>
  control
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.classList.contains('bs-field-error'))?.textContent;

describe('the address form (quote §3 Address stage)', () => {
  it('a US address with a ZIP code of the wrong form says how to write it, under the field', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        initial={boulder}
        quoted={{ countryCode: 'US', postalCode: '' }}
        states={colorado}
      />,
    );
    const form = within(screen.getByRole('group', { name: 'Stage 1, from Boulder, CO' }));
    const zip = form.getByLabelText(/^ZIP code/);
    expect(errorOf(zip)).toBeUndefined();
    await user.clear(zip);
    await user.type(zip, '8030');
    await user.tab();
    expect(errorOf(zip)).toBe('Enter a ZIP code like 80302.');
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect((form.getByLabelText(/^State/) as HTMLSelectElement).value).toBe('CO');
  });

  it('a Canadian address asks for its province and postal code, with the format as a hint', async () => {
    render(
      <Harness
        initial={vancouver}
        quoted={{ countryCode: 'CA', postalCode: '' }}
        states={britishColumbia}
      />,
    );
    const province = screen.getByRole('combobox', { name: /^Province/ }) as HTMLSelectElement;
    expect(province.value).toBe('BC');
    const postalCode = screen.getByRole('textbox', { name: /^Postal code/ });
    expect(screen.getByText('Like V6B 1A1.').id).toBe(postalCode.getAttribute('aria-describedby'));
    expect(screen.queryByLabelText(/^ZIP code/)).toBeNull();
    expect(screen.queryByLabelText(/^State/)).toBeNull();
  });

  it('takes the search’s country, read only; a saved address of the account brings its own control', () => {
    const { unmount } = render(
      <Harness
        initial={boulder}
        quoted={{ countryCode: 'US', postalCode: '' }}
        states={colorado}
      />,
    );
    expect((screen.getByLabelText(/^Country/) as HTMLInputElement).readOnly).toBe(true);
    unmount();
    render(
      <Harness
        initial={boulder}
        quoted={{ countryCode: 'US', postalCode: '' }}
        states={colorado}
        country={<output aria-label="Country chooser">US</output>}
      />,
    );
    expect(screen.queryByRole('textbox', { name: /^Country/ })).toBeNull();
    expect(screen.getByLabelText('Country chooser')).toBeDefined();
  });

  it('a country without a state list lets the state be typed, and optional', () => {
    render(
      <Harness
        initial={{ ...boulder, state: '', country: { name: 'Germany', code: 'DE' } }}
        quoted={{ countryCode: 'DE', postalCode: '' }}
        states={[]}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'State or province (optional)' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Postal code/ })).toBeTruthy();
  });

  it('the verifier’s suggestion offers to take it or to keep the address as typed', async () => {
    const user = userEvent.setup();
    const onAccept = vi.fn();
    const onKeep = vi.fn();
    const suggested: AddressStage = { ...boulder, city: 'Boulder' };
    render(
      <Harness
        initial={{ ...boulder, city: 'Bouldr' }}
        quoted={{ countryCode: 'US', postalCode: '80302' }}
        states={colorado}
        outcome={{ kind: 'suggestion', suggested }}
        onAccept={onAccept}
        onKeep={onKeep}
      />,
    );
    const suggestion = within(screen.getByRole('region', { name: 'Did you mean this address?' }));
    expect(suggestion.getByText('1500 Pearl St, Boulder, CO 80302').tagName).toBe('STRONG');
    expect(suggestion.getByText('You typed: 1500 Pearl St, Bouldr, CO 80302')).toBeTruthy();
    await user.click(suggestion.getByRole('button', { name: 'Use the suggested address' }));
    expect(onAccept).toHaveBeenCalledWith(suggested);
    await user.click(suggestion.getByRole('button', { name: 'Keep the address as I typed it' }));
    expect(onKeep).toHaveBeenCalledOnce();
  });

  it('a problem the verifier found shows under its field, and may be kept when it allows', async () => {
    const user = userEvent.setup();
    const onKeep = vi.fn();
    render(
      <Harness
        initial={boulder}
        quoted={{ countryCode: 'US', postalCode: '80302' }}
        states={colorado}
        outcome={{
          kind: 'problem',
          field: 'address1',
          message: 'We could not find this street address. Check the house number and street.',
          canKeep: true,
        }}
        onKeep={onKeep}
      />,
    );
    expect(errorOf(screen.getByLabelText(/^Street address/))).toBe(
      'We could not find this street address. Check the house number and street.',
    );
    await user.click(screen.getByRole('button', { name: 'Use this address anyway' }));
    expect(onKeep).toHaveBeenCalledOnce();
  });

  it('messages say what to do: a problem that may be kept names the button that keeps it', () => {
    const outcome = avsOutcomeOf({ status: 'failed', result: 'modified_by_user' }, 'en-US');
    render(
      <Harness
        initial={boulder}
        quoted={{ countryCode: 'US', postalCode: '80302' }}
        states={colorado}
        outcome={outcome}
        onKeep={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Use this address anyway' })).toBeTruthy();
    // Not "keep it as typed": no control here says so.
    expect(errorOf(screen.getByLabelText(/^Street address/))).toBe(
      'We could not verify this address. Check it, or use it anyway.',
    );
  });

  it('speaks the surface’s language once its messages are added, English for what they lack', () => {
    addTranslation(addressMessages, 'fr', {
      'Postal code': 'Code postal',
      Province: 'Province',
      City: 'Ville',
    });
    render(
      <LocaleProvider locale="fr-CA">
        <Harness
          initial={vancouver}
          quoted={{ countryCode: 'CA', postalCode: '' }}
          states={britishColumbia}
        />
      </LocaleProvider>,
    );
    expect(screen.getByRole('textbox', { name: /^Code postal/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Ville/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Street address/ })).toBeTruthy();
  });
});
