import {
  type AddressProblem,
  type AddressProblems,
  type CheckedAddressField,
  isPhoneValid,
  isPostalCodeFormatValid,
  postalCodeExample,
} from '@bikeship/core/rules';
import type { AddressInput, FieldError } from '@bikeship/core/schemas';
import { HttpError } from '../http/httpError';

/**
 * The server's wording of the core address checks (`addressProblemsOf`, the wizard's own), as
 * field errors of a 400 — the wizard words the same problems for the customer.
 */

/** Where the address was quoted; for a saved address, only its country. */
interface QuotedSide {
  countryCode: string;
  postalCode?: string;
}

const FIELD_NAMES: Readonly<Record<CheckedAddressField, string>> = {
  country: 'country',
  firstName: 'first name',
  lastName: 'last name',
  address1: 'street',
  city: 'city',
  state: 'state',
  postalCode: 'postal code',
  phone: 'phone number',
};

function messageOf(field: CheckedAddressField, problem: AddressProblem, quoted: QuotedSide) {
  const country = quoted.countryCode;
  switch (problem) {
    case 'missing':
      return `Fill in the ${FIELD_NAMES[field]}`;
    case 'notListed':
      return `The state is not one of the states or provinces of ${country}`;
    case 'notQuoted':
      return field === 'country'
        ? `The address is not in the quoted country (${country}): get new rates`
        : `The address is not in the quoted postal code (${quoted.postalCode}): get new rates`;
    case 'format':
      if (field === 'postalCode') {
        return `The postal code is not written as in ${country}, e.g. ${postalCodeExample(country)}`;
      }
      return country === 'US' || country === 'CA'
        ? 'The phone number needs the 10 digits of a North American number'
        : 'The phone number needs 6 to 15 digits, with its country code';
  }
}

/** The field errors of an address's problems, each named `{path}.{field}` (or `{field}`). */
export function addressFieldErrors(
  problems: AddressProblems,
  quoted: QuotedSide,
  path?: string,
): FieldError[] {
  const errors: FieldError[] = [];
  let field: CheckedAddressField;
  for (field in problems) {
    const problem = problems[field];
    if (!problem) continue;
    errors.push({
      propertyName: path ? `${path}.${field}` : field,
      message: messageOf(field, problem, quoted),
    });
  }
  return errors;
}

/**
 * Refuses a saved address (POST/PUT /api/Address) that step 3 would refuse: 400 when its phone
 * number cannot be dialled or its postal code is not written as its country writes it — both
 * read with the wizard's rules. The schema has the rest (required fields).
 */
export function assertSavedAddress(input: AddressInput): void {
  const countryCode = input.countryCode?.trim().toUpperCase() ?? '';
  const problems: AddressProblems = {};
  if (!isPostalCodeFormatValid(input.postalCode, countryCode)) problems.postalCode = 'format';
  if (input.phone?.trim() && !isPhoneValid(input.phone, countryCode)) problems.phone = 'format';
  const errors = addressFieldErrors(problems, { countryCode });
  if (errors.length > 0) throw new HttpError(400, 'Invalid address', errors);
}
