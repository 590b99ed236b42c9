import type { AddressRecord, AddressStage, Country } from '@bikeship/core/schemas';
import type { AddressFieldErrors } from '@bikeship/ui';

/** The country a new address starts in: most customers ship within the US. */
export const DEFAULT_ADDRESS_COUNTRY: Country = { code: 'US', name: 'United States' };

/** A saved address in the shape ui's address form edits (the form's names: `company`…). */
export function draftOfRecord(record: AddressRecord): AddressStage {
  return {
    company: record.companyName,
    firstName: record.firstName,
    lastName: record.lastName,
    address1: record.address1,
    address2: record.address2,
    city: record.city,
    state: record.state,
    postalCode: record.postalCode,
    country: {
      name: record.country,
      code: record.countryCode ?? (record.country === DEFAULT_ADDRESS_COUNTRY.name ? 'US' : ''),
    },
    phone: record.phone,
    isResidential: record.isResidential,
  };
}

/** The request's property names (server field errors) by the form's field names. */
const FORM_FIELD_OF: Readonly<Record<string, keyof AddressFieldErrors>> = {
  companyname: 'company',
  firstname: 'firstName',
  lastname: 'lastName',
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  state: 'state',
  postalcode: 'postalCode',
  country: 'country',
  countrycode: 'country',
  phone: 'phone',
};

/** The request's field names, for signIn's `serverFieldErrors`. */
export const ADDRESS_INPUT_FIELDS = Object.keys(FORM_FIELD_OF);

/** Server field errors keyed by request names (lower-cased) as the form's errors. */
export function formErrorsOf(byField: Partial<Record<string, string>>): AddressFieldErrors {
  const errors: AddressFieldErrors = {};
  for (const [name, message] of Object.entries(byField)) {
    const field = FORM_FIELD_OF[name];
    if (field && message && !errors[field]) errors[field] = message;
  }
  return errors;
}
