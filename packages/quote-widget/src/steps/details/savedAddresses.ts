import { isSamePostalArea, type QuotedPlace } from '@bikeship/core/rules';
import type { AddressRecord, AddressStage } from '@bikeship/core/schemas';

/** A saved address (GET /api/Address) as a step-3 side (AVS source 'saved_address'). */
export function addressFromRecord(record: AddressRecord, country: QuotedPlace): AddressStage {
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
    country: { name: record.country, code: record.countryCode ?? country.countryCode },
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

/** "Front Range Cycles, 1600 Champa St, Denver, CO 80202". */
export function savedAddressLabel(record: AddressRecord): string {
  const street = [record.address1, record.address2].filter(Boolean).join(' ');
  const place = [record.city, [record.state, record.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [record.companyName, street, place].filter(Boolean).join(', ');
}
