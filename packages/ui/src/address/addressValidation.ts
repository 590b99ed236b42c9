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

type AddressTranslator = Translator<typeof addressMessages.english>;

/** The countries whose words differ from the general ones (ZIP code, State, Province). */
const usOrOther = (countryCode: string) => (countryCode === 'US' ? 'US' : 'other');
const stateWordOf = (countryCode: string) =>
  countryCode === 'US' ? 'US' : countryCode === 'CA' ? 'CA' : 'other';

/**
 * 'ZIP code' in the US, 'Postal code' elsewhere (the field's label).
 * @example postalCodeLabel('CA', 'en-US') // 'Postal code'
 */
export const postalCodeLabel = (countryCode: string, locale: string): string =>
  translatorOf(addressMessages, locale)(`address.postalCode.label.${usOrOther(countryCode)}`);

/**
 * 'State' in the US, 'Province' in Canada, 'State or province' elsewhere (the field's label).
 * @example stateLabel('CA', 'en-US') // 'Province'
 */
export const stateLabel = (countryCode: string, locale: string): string =>
  translatorOf(addressMessages, locale)(`address.state.label.${stateWordOf(countryCode)}`);

/**
 * The postal code field's hint: the code rates were quoted for, else the country's format.
 * @example postalCodeHint({ countryCode: 'CA', postalCode: '' }, 'en-US') // 'Like V6B 1A1.'
 */
export function postalCodeHint(quoted: QuotedPlace, locale: string): string | undefined {
  const t = translatorOf(addressMessages, locale);
  if (quoted.postalCode)
    return t('address.postalCode.hint.quoted', { postalCode: quoted.postalCode });
  const example = postalCodeExample(quoted.countryCode);
  return example ? t('address.postalCode.hint.example', { example }) : undefined;
}

/** What the customer should do about a field's problem. */
function messageOf(
  t: AddressTranslator,
  field: CheckedAddressField,
  problem: AddressProblem,
  quoted: QuotedPlace,
): string {
  const country = quoted.countryCode;
  const noun = t(`address.postalCode.noun.${usOrOther(country)}`);
  switch (field) {
    // A country that is missing is not the quoted one either: the place fixed it in the search.
    case 'country':
      return t('address.country.notQuoted');
    case 'firstName':
      return t('address.firstName.missing');
    case 'lastName':
      return t('address.lastName.missing');
    case 'address1':
      return t('address.address1.missing');
    case 'city':
      return t('address.city.missing');
    case 'state':
      return problem === 'missing'
        ? t('address.state.missing')
        : t(`address.state.notListed.${stateWordOf(country)}`);
    case 'postalCode':
      if (problem === 'missing') return t('address.postalCode.missing', { noun });
      return problem === 'format'
        ? t('address.postalCode.format', { noun, example: postalCodeExample(country) ?? '' })
        : t('address.postalCode.notQuoted', { postalCode: quoted.postalCode, noun });
    case 'phone':
      if (problem === 'missing') return t('address.phone.missing');
      return country === 'US' || country === 'CA'
        ? t('address.phone.format.northAmerica')
        : t('address.phone.format.other');
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
