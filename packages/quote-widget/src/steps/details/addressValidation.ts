import {
  type AddressProblem,
  addressProblemsOf,
  type CheckedAddressField,
  isAddressFilled,
  postalCodeExample,
  type QuotedPlace,
} from '@bikeship/core/rules';
import type { AddressStage, StateProvince } from '@bikeship/core/schemas';

/**
 * The messages of a step-3 address: the core checks (`addressProblemsOf`, the ones the server
 * enforces on the order) worded under each field. The spec shows no wizard messages (quote §8),
 * so these are ours, written as what to do.
 */

/** The fields of an address side the customer types. */
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

/** A message per field; `country` comes from the place picked in step 1. */
export type FieldErrors = Partial<Record<AddressField | CheckedAddressField, string>>;

/** 'ZIP code' in the US, 'postal code' elsewhere (as a word in a sentence). */
const postalCodeNoun = (countryCode: string) => (countryCode === 'US' ? 'ZIP code' : 'postal code');

/** 'ZIP code' in the US, 'Postal code' elsewhere (as a field label). */
export const postalCodeLabel = (countryCode: string) =>
  countryCode === 'US' ? 'ZIP code' : 'Postal code';

/** 'State' in the US, 'Province' in Canada, 'State or province' elsewhere. */
export const stateLabel = (countryCode: string) =>
  countryCode === 'US' ? 'State' : countryCode === 'CA' ? 'Province' : 'State or province';

/** The format hint of a country's postal code, and the code rates were quoted for. */
export function postalCodeHint(quoted: QuotedPlace): string | undefined {
  const example = postalCodeExample(quoted.countryCode);
  if (quoted.postalCode) return `Rates are for ${quoted.postalCode}.`;
  return example ? `Like ${example}.` : undefined;
}

/** What the customer should do about a field's problem. */
function messageOf(
  field: CheckedAddressField,
  problem: AddressProblem,
  quoted: QuotedPlace,
): string {
  const country = quoted.countryCode;
  const noun = postalCodeNoun(country);
  switch (field) {
    case 'country':
      return 'This address is not in the country rates were quoted for. Go back to Search and get new rates.';
    case 'firstName':
      return 'Enter the first name.';
    case 'lastName':
      return 'Enter the last name.';
    case 'address1':
      return 'Enter the street address.';
    case 'city':
      return 'Enter the city.';
    case 'state':
      return problem === 'missing'
        ? 'Choose the state.'
        : `Choose the ${stateLabel(country).toLowerCase()} from the list.`;
    case 'postalCode':
      if (problem === 'missing') return `Enter the ${noun}.`;
      return problem === 'format'
        ? `Enter a ${noun} like ${postalCodeExample(country)}.`
        : `Rates were quoted for ${quoted.postalCode}. For another ${noun}, go back to Search and get new rates.`;
    case 'phone':
      if (problem === 'missing') return 'Enter a phone number.';
      return country === 'US' || country === 'CA'
        ? 'Enter a 10-digit phone number with its area code, like 303-555-0100.'
        : 'Enter a phone number of 6 to 15 digits, with its country code.';
  }
}

/** The messages of one side, from the core checks (quoted place, the country's states). */
export function addressErrors(
  address: AddressStage,
  quoted: QuotedPlace,
  states: readonly StateProvince[],
): FieldErrors {
  const problems = addressProblemsOf(address, quoted, states);
  const errors: FieldErrors = {};
  let field: CheckedAddressField;
  for (field in problems) {
    const problem = problems[field];
    if (problem) errors[field] = messageOf(field, problem, quoted);
  }
  return errors;
}

/**
 * Whether a side can go on to the next step as far as its fields go: no field error, and
 * filled by the core rule (which decides, quote §3).
 */
export function isSideComplete(errors: FieldErrors, address: AddressStage): boolean {
  return Object.keys(errors).length === 0 && isAddressFilled(address);
}
