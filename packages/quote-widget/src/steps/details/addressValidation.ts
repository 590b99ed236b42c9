import { isAddressFilled, isSamePostalArea } from '@bikeship/core/rules';
import type { AddressStage, StateProvince } from '@bikeship/core/schemas';

/**
 * The checks of a step-3 address beyond "filled" (core `isAddressFilled`, quote §3), with the
 * message shown under each field. The spec shows no wizard messages (quote §8), so these are
 * ours, written as what to do.
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

export type FieldErrors = Partial<Record<AddressField, string>>;

/** Where the side was quoted: the country and postal code of the place picked in step 1. */
export interface QuotedPlace {
  countryCode: string;
  /** '' when the place had none (a city outside the US). */
  postalCode: string;
}

const blank = (value: string | undefined) => !value?.trim();

/**
 * DECISION: a phone number is digits with the usual separators (space, dot, dash, brackets, a
 * leading +); in the US and Canada it has the 10 digits of a North American number (11 with the
 * leading 1), elsewhere 6 to 15 digits (the E.164 maximum).
 */
export function isPhoneValid(phone: string | undefined, countryCode: string): boolean {
  const text = phone?.trim() ?? '';
  if (!/^\+?[\d\s().-]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, '');
  if (countryCode === 'US' || countryCode === 'CA') {
    return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
  }
  return digits.length >= 6 && digits.length <= 15;
}

/** Postal code formats we check, with the example the hint shows. */
const POSTAL_FORMATS: Readonly<Record<string, { pattern: RegExp; example: string }>> = {
  US: { pattern: /^\d{5}(-?\d{4})?$/, example: '80302' },
  CA: { pattern: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i, example: 'V6B 1A1' },
};

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
  const format = POSTAL_FORMATS[quoted.countryCode];
  if (quoted.postalCode) return `Rates are for ${quoted.postalCode}.`;
  return format ? `Like ${format.example}.` : undefined;
}

/**
 * The errors of one side: what "filled" needs (first and last name, street, city, state in the
 * US, postal code, phone), a state from the country's list when it has one, the postal code's
 * format and quoted area, and a phone number that can be dialled.
 */
export function addressErrors(
  address: AddressStage,
  quoted: QuotedPlace,
  states: readonly StateProvince[],
): FieldErrors {
  const errors: FieldErrors = {};
  const country = quoted.countryCode;
  if (blank(address.firstName)) errors.firstName = 'Enter the first name.';
  if (blank(address.lastName)) errors.lastName = 'Enter the last name.';
  if (blank(address.address1) && blank(address.streetAddress)) {
    errors.address1 = 'Enter the street address.';
  }
  if (blank(address.city)) errors.city = 'Enter the city.';
  if (country === 'US' && blank(address.state)) {
    errors.state = 'Choose the state.';
  } else if (
    !blank(address.state) &&
    states.length > 0 &&
    !states.some((state) => state.stateprovcode === address.state?.trim().toUpperCase())
  ) {
    errors.state = `Choose the ${stateLabel(country).toLowerCase()} from the list.`;
  }
  const format = POSTAL_FORMATS[country];
  if (blank(address.postalCode)) {
    errors.postalCode = `Enter the ${postalCodeNoun(country)}.`;
  } else if (format && !format.pattern.test(address.postalCode?.trim() ?? '')) {
    errors.postalCode = `Enter a ${postalCodeNoun(country)} like ${format.example}.`;
  } else if (!isSamePostalArea(quoted.postalCode, address.postalCode)) {
    errors.postalCode = `Rates were quoted for ${quoted.postalCode}. For another ${postalCodeNoun(country)}, go back to Search and get new rates.`;
  }
  if (blank(address.phone)) {
    errors.phone = 'Enter a phone number.';
  } else if (!isPhoneValid(address.phone, country)) {
    errors.phone =
      country === 'US' || country === 'CA'
        ? 'Enter a 10-digit phone number with its area code, like 303-555-0100.'
        : 'Enter a phone number of 6 to 15 digits, with its country code.';
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
