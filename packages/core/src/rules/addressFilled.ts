/** The parts of an address stage (quote §3) that "filled" reads. */
export interface FillableAddress {
  country?: { code?: string | null } | null;
  firstName?: string | null;
  lastName?: string | null;
  streetAddress?: string | null;
  address1?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  phone?: string | null;
}

const US_COUNTRY_CODE = 'US';

function hasText(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * An address counts as filled when it has country, first and last name, street, city, state
 * (if US), postal code and phone (quote §3, Address stage). Blank (whitespace-only) values
 * count as missing.
 *
 * DECISION: the street may sit in `address1` (what the AVS and rate calls send) or in
 * `streetAddress` (what the address lookup fills); either one counts.
 */
export function isAddressFilled(address: FillableAddress | null | undefined): boolean {
  if (!address) return false;
  const countryCode = address.country?.code?.trim().toUpperCase();
  return (
    hasText(countryCode) &&
    hasText(address.firstName) &&
    hasText(address.lastName) &&
    (hasText(address.address1) || hasText(address.streetAddress)) &&
    hasText(address.city) &&
    (countryCode !== US_COUNTRY_CODE || hasText(address.state)) &&
    hasText(address.postalCode) &&
    hasText(address.phone)
  );
}
