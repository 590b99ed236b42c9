import type { AddressInput, AddressRecord, AddressStage } from '../schemas';
import type { QuotedPlace } from './addressChecks';
import { isSamePostalArea } from './postalArea';

/**
 * A saved address (GET /api/Address) as a step-3 side (quote §3: AVS source 'saved_address').
 * @example
 * const side = addressFromRecord(record, { countryCode: 'US', postalCode: '80302' });
 */
export function addressFromRecord(record: AddressRecord, quoted: QuotedPlace): AddressStage {
  return {
    company: record.companyName,
    firstName: record.firstName,
    lastName: record.lastName,
    address1: record.address1,
    address2: record.address2,
    address3: record.address3,
    city: record.city,
    state: record.state,
    postalCode: record.postalCode,
    country: { name: record.country, code: record.countryCode ?? quoted.countryCode },
    phone: record.phone,
    isResidential: record.isResidential,
    addressId: record.addressId,
    isSavedAddress: true,
    avsStatus: { source: 'saved_address' },
  };
}

/**
 * The saved addresses a side can use: those in its quoted country and postal area (any other
 * would need new rates). DECISION: a record without a country code is matched by its country
 * name — older records were saved with the name only (quote §7 "address with country name").
 * @example
 * savedAddressesFor(records, { countryCode: 'US', postalCode: '80302' }, 'United States');
 */
export function savedAddressesFor(
  records: readonly AddressRecord[],
  quoted: QuotedPlace,
  countryName: string,
): AddressRecord[] {
  return records.filter(
    (record) =>
      (record.countryCode
        ? record.countryCode.toUpperCase() === quoted.countryCode
        : record.country.trim().toLowerCase() === countryName.trim().toLowerCase()) &&
      isSamePostalArea(quoted.postalCode, record.postalCode),
  );
}

const trimmed = (value: string | undefined) => value?.trim() || undefined;

/**
 * An address as POST/PUT /api/Address takes it (quote §7: country name, state code,
 * companyName) — the account's address editor, and a step-3 side the customer asked to save
 * (`needSaveAddress`, saved by the server with the order). Blanks of the optional fields are
 * left out; the inverse of `addressFromRecord`.
 * @example const body = addressInputOf(details[0].to);
 */
export function addressInputOf(address: AddressStage): AddressInput {
  return {
    companyName: trimmed(address.company),
    firstName: address.firstName?.trim() ?? '',
    lastName: address.lastName?.trim() ?? '',
    address1: address.address1?.trim() ?? '',
    address2: trimmed(address.address2),
    address3: trimmed(address.address3),
    city: address.city?.trim() ?? '',
    state: trimmed(address.state),
    postalCode: address.postalCode?.trim() ?? '',
    country: address.country?.name ?? '',
    countryCode: trimmed(address.country?.code),
    phone: trimmed(address.phone),
    isResidential: address.isResidential === true,
  };
}
