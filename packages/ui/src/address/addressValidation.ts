import {
  type AddressProblem,
  addressProblemsOf,
  type CheckedAddressField,
  isAddressFilled,
  postalCodeExample,
  type QuotedPlace,
} from '@bikeship/core/rules';
import type { AddressStage, StateProvince } from '@bikeship/core/schemas';
import { type Translator, translatorOf } from '../messages/catalogue';
import { addressMessages } from './addressMessages';

/**
 * The messages of an address: the core checks (`addressProblemsOf`, the ones the server enforces
 * on the order) worded under each field, in the surface's locale.
 */

/** The fields of an address the customer types. */
export type AddressField =
  | 'company'
  | 'firstName'
  | 'lastName'
  | 'address1'
  | 'address2'
  | 'city'
  | 'state'
  | 'postalCode'
  | 'phone';

/** A message per field; `country` comes from the place the address was quoted for. */
export type AddressFieldErrors = Partial<Record<AddressField | CheckedAddressField, string>>;

/** The countries whose words differ from the general ones (ZIP code, State, Province). */
const isUs = (countryCode: string) => countryCode === 'US';
const byStateWord = <Text extends string>(countryCode: string, us: Text, ca: Text, other: Text) =>
  countryCode === 'US' ? us : countryCode === 'CA' ? ca : other;

/**
 * 'ZIP code' in the US, 'Postal code' elsewhere (the field's label).
 * @example postalCodeLabel('CA', 'en-US') // 'Postal code'
 */
export function postalCodeLabel(countryCode: string, locale: string): string {
  const t = translatorOf(addressMessages, locale);
  return isUs(countryCode) ? t('ZIP code') : t('Postal code');
}

/**
 * 'State' in the US, 'Province' in Canada, 'State or province' elsewhere (the field's label).
 * @example stateLabel('CA', 'en-US') // 'Province'
 */
export function stateLabel(countryCode: string, locale: string): string {
  const t = translatorOf(addressMessages, locale);
  return t(byStateWord(countryCode, 'State', 'Province', 'State or province'));
}

/**
 * The postal code field's hint: the code rates were quoted for, else the country's format.
 * @example postalCodeHint({ countryCode: 'CA', postalCode: '' }, 'en-US') // 'Like V6B 1A1.'
 */
export function postalCodeHint(quoted: QuotedPlace, locale: string): string | undefined {
  const t = translatorOf(addressMessages, locale);
  if (quoted.postalCode) return t('Rates are for {postalCode}.', { postalCode: quoted.postalCode });
  const example = postalCodeExample(quoted.countryCode);
  return example ? t('Like {example}.', { example }) : undefined;
}

/** What the customer should do about a field's problem. */
function messageOf(
  t: Translator,
  field: CheckedAddressField,
  problem: AddressProblem,
  quoted: QuotedPlace,
): string {
  const country = quoted.countryCode;
  // A word inside a sentence: lowercase where it is not a name.
  const noun = isUs(country) ? t('ZIP code') : t('postal code');
  switch (field) {
    // A country that is missing is not the quoted one either: the place fixed it in the search.
    case 'country':
      return t(
        'This address is not in the country rates were quoted for. Go back to Search and get new rates.',
      );
    case 'firstName':
      return t('Enter the first name.');
    case 'lastName':
      return t('Enter the last name.');
    case 'address1':
      return t('Enter the street address.');
    case 'city':
      return t('Enter the city.');
    case 'state':
      return problem === 'missing'
        ? t('Choose the state.')
        : t(
            byStateWord(
              country,
              'Choose the state from the list.',
              'Choose the province from the list.',
              'Choose the state or province from the list.',
            ),
          );
    case 'postalCode':
      if (problem === 'missing') return t('Enter the {noun}.', { noun });
      return problem === 'format'
        ? t('Enter a {noun} like {example}.', { noun, example: postalCodeExample(country) ?? '' })
        : t(
            'Rates were quoted for {postalCode}. For another {noun}, go back to Search and get new rates.',
            { postalCode: quoted.postalCode, noun },
          );
    case 'phone':
      if (problem === 'missing') return t('Enter a phone number.');
      return country === 'US' || country === 'CA'
        ? t('Enter a 10-digit phone number with its area code, like 303-555-0100.')
        : t('Enter a phone number of 6 to 15 digits, with its country code.');
  }
}

/**
 * The messages of one address, from the core checks (quoted place, the country's states).
 * @example
 * addressErrors({ postalCode: '8030' }, { countryCode: 'US', postalCode: '' }, [], 'en-US').postalCode
 * // 'Enter a ZIP code like 80302.'
 */
export function addressErrors(
  address: AddressStage,
  quoted: QuotedPlace,
  states: readonly StateProvince[],
  locale: string,
): AddressFieldErrors {
  const t = translatorOf(addressMessages, locale);
  const problems = addressProblemsOf(address, quoted, states);
  const errors: AddressFieldErrors = {};
  let field: CheckedAddressField;
  for (field in problems) {
    const problem = problems[field];
    if (problem) errors[field] = messageOf(t, field, problem, quoted);
  }
  return errors;
}

/**
 * Whether an address can go on as far as its fields go: no field error, and filled by the core
 * rule (which decides, quote §3).
 * @example isSideComplete(addressErrors(address, quoted, states, locale), address)
 */
export function isSideComplete(errors: AddressFieldErrors, address: AddressStage): boolean {
  return Object.keys(errors).length === 0 && isAddressFilled(address);
}
