import { isSamePostalArea } from './postalArea';

/**
 * The checks of a step-3 address (quote §3 Address stage) that the browser shows field by field
 * and the server enforces on the order (POST /api/Order). The spec shows no wizard messages
 * (quote §8), so each check names a problem and each surface words it.
 */

/** Where a side was quoted: the country and postal code of the place its rates are for. */
export interface QuotedPlace {
  /** ISO code, upper-case. */
  countryCode: string;
  /** '' when the place had none (a city outside the US). */
  postalCode: string;
}

/** What is wrong with a field. */
export type AddressProblem =
  /** Left blank. */
  | 'missing'
  /** Not written as the country writes it (postal code, phone). */
  | 'format'
  /** Not one of the country's states or provinces. */
  | 'notListed'
  /** Not where the side was quoted: the rates do not price it. */
  | 'notQuoted';

/** The fields the checks read, by the address stage's names. */
export type CheckedAddressField =
  | 'country'
  | 'firstName'
  | 'lastName'
  | 'address1'
  | 'city'
  | 'state'
  | 'postalCode'
  | 'phone';

export type AddressProblems = Partial<Record<CheckedAddressField, AddressProblem>>;

/** The parts of an address stage the checks read. */
export interface CheckableAddress {
  country?: { code?: string } | null;
  firstName?: string;
  lastName?: string;
  address1?: string;
  streetAddress?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  phone?: string;
}

const blank = (value: string | undefined) => !value?.trim();

/** The US and Canada share the North American numbering plan. */
const isNorthAmerican = (countryCode: string) => countryCode === 'US' || countryCode === 'CA';

/**
 * DECISION: a phone number is digits with the usual separators (space, dot, dash, brackets, a
 * leading +); in the US and Canada it has the 10 digits of a North American number (11 with the
 * leading 1), elsewhere 6 to 15 digits (the E.164 maximum).
 */
export function isPhoneValid(phone: string | undefined, countryCode: string): boolean {
  const text = phone?.trim() ?? '';
  if (!/^\+?[\d\s().-]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, '');
  return isNorthAmerican(countryCode)
    ? digits.length === 10 || (digits.length === 11 && digits.startsWith('1'))
    : digits.length >= 6 && digits.length <= 15;
}

/** The postal code formats checked, with an example of each. */
const POSTAL_FORMATS: Readonly<Record<string, readonly [pattern: RegExp, example: string]>> = {
  US: [/^\d{5}(-?\d{4})?$/, '80302'],
  CA: [/^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i, 'V6B 1A1'],
};

/** An example of the country's postal code format; undefined where no format is checked. */
export const postalCodeExample = (countryCode: string): string | undefined =>
  POSTAL_FORMATS[countryCode]?.[1];

/**
 * Whether a postal code is written as its country writes it. DECISION: only the US and Canada
 * are checked (ZIP or ZIP+4; A1A 1A1); elsewhere any code is taken.
 */
export function isPostalCodeFormatValid(postalCode: string | undefined, countryCode: string) {
  const format = POSTAL_FORMATS[countryCode];
  return !format || format[0].test(postalCode?.trim() ?? '');
}

/**
 * The problems of one side (empty when there are none): what "filled" needs (country, first
 * and last name, street, city, state in the US, postal code, phone — quote §3); the quoted
 * country; a state from the country's list when it has one (`states` empty: not checked); the
 * postal code's format and quoted area; and a phone number that can be dialled.
 * DECISION: an address outside the quoted country or postal area changes the price (customs and
 * the carrier's zones depend on them), so the customer gets new rates instead of a label for a
 * place that was never priced. Outside the quoted country its postal code is not judged.
 */
export function addressProblemsOf(
  address: CheckableAddress,
  quoted: QuotedPlace,
  states: readonly { stateprovcode: string }[] = [],
): AddressProblems {
  const problems: AddressProblems = {};
  const country = quoted.countryCode;
  const typedCountry = address.country?.code?.trim().toUpperCase();
  if (!typedCountry) problems.country = 'missing';
  else if (typedCountry !== country) problems.country = 'notQuoted';
  if (blank(address.firstName)) problems.firstName = 'missing';
  if (blank(address.lastName)) problems.lastName = 'missing';
  if (blank(address.address1) && blank(address.streetAddress)) problems.address1 = 'missing';
  if (blank(address.city)) problems.city = 'missing';
  const state = address.state?.trim().toUpperCase();
  if (!state) {
    if (country === 'US') problems.state = 'missing';
  } else if (states.length > 0 && !states.some((known) => known.stateprovcode === state)) {
    problems.state = 'notListed';
  }
  if (blank(address.postalCode)) {
    problems.postalCode = 'missing';
  } else if (problems.country !== 'notQuoted') {
    if (!isPostalCodeFormatValid(address.postalCode, country)) problems.postalCode = 'format';
    else if (!isSamePostalArea(quoted.postalCode, address.postalCode)) {
      problems.postalCode = 'notQuoted';
    }
  }
  if (blank(address.phone)) problems.phone = 'missing';
  else if (!isPhoneValid(address.phone, country)) problems.phone = 'format';
  return problems;
}
