import type { AddressRecord, AddressStage } from '@bikeship/core/schemas';

/** The parts of an address written on one line. */
interface LineParts {
  company?: string;
  street1?: string;
  street2?: string;
  city?: string;
  state?: string;
  postalCode?: string;
}

/** "Company, street unit, city, state postal code", leaving out what is blank. */
function oneLine(parts: LineParts): string {
  const street = [parts.street1, parts.street2].filter(Boolean).join(' ');
  const place = [parts.city, [parts.state, parts.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [parts.company, street, place].filter(Boolean).join(', ');
}

/**
 * An address on one line, as the verifier's suggestion shows it (without the company).
 * @example oneLineAddress({ address1: '1500 Pearl St', city: 'Boulder', state: 'CO', postalCode: '80302' })
 * // '1500 Pearl St, Boulder, CO 80302'
 */
export function oneLineAddress(address: AddressStage): string {
  return oneLine({
    street1: address.address1 ?? address.streetAddress,
    street2: address.address2,
    city: address.city,
    state: address.state,
    postalCode: address.postalCode,
  });
}

/**
 * A saved address as a choice in a list: with its company, so home and work tell apart.
 * @example savedAddressLabel(record) // 'Front Range Cycles, 1600 Champa St, Denver, CO 80202'
 */
export function savedAddressLabel(record: AddressRecord): string {
  return oneLine({
    company: record.companyName,
    street1: record.address1,
    street2: record.address2,
    city: record.city,
    state: record.state,
    postalCode: record.postalCode,
  });
}
