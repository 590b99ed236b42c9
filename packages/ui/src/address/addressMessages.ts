import { defineCatalogue } from '../messages/catalogue';

/**
 * The texts of the address form, its field checks and the verifier's word on an address, in
 * English. The spec shows no wizard messages (quote §8), so these are ours, written as what to
 * do. Where a word depends on the country (ZIP code or postal code, state or province) each
 * country has its own key rather than a word spliced in, so a translation can inflect it.
 * @example
 * const t = useMessages(addressMessages); t('address.postalCode.format', { noun: 'ZIP code', example: '80302' });
 */
export const addressMessages = defineCatalogue({
  'address.saved.label': 'Use a saved address',
  'address.saved.placeholder': 'Choose one of your addresses…',
  'address.copy': 'Use the same address as {title}',
  'address.company.label': 'Company (optional)',
  'address.firstName.label': 'First name',
  'address.lastName.label': 'Last name',
  'address.address1.label': 'Street address',
  'address.address2.label': 'Apartment, suite or unit (optional)',
  'address.city.label': 'City',
  'address.state.label.US': 'State',
  'address.state.label.CA': 'Province',
  'address.state.label.other': 'State or province',
  'address.state.optional': '{label} (optional)',
  'address.state.placeholder': 'Choose…',
  'address.postalCode.label.US': 'ZIP code',
  'address.postalCode.label.other': 'Postal code',
  /** The postal code as a word inside a sentence. */
  'address.postalCode.noun.US': 'ZIP code',
  'address.postalCode.noun.other': 'postal code',
  'address.postalCode.hint.quoted': 'Rates are for {postalCode}.',
  'address.postalCode.hint.example': 'Like {example}.',
  'address.country.label': 'Country',
  'address.country.hint': 'From your search. To ship elsewhere, go back to Search.',
  'address.phone.label': 'Phone',
  'address.phone.hint': 'The carrier calls this number if there is a problem.',
  'address.isResidential.label': 'This is a residential address (a home)',
  'address.isResidential.hint': 'Carriers charge a fee to deliver to a home.',

  // The core checks (addressProblemsOf), worded under each field.
  'address.country.notQuoted':
    'This address is not in the country rates were quoted for. Go back to Search and get new rates.',
  'address.firstName.missing': 'Enter the first name.',
  'address.lastName.missing': 'Enter the last name.',
  'address.address1.missing': 'Enter the street address.',
  'address.city.missing': 'Enter the city.',
  'address.state.missing': 'Choose the state.',
  'address.state.notListed.US': 'Choose the state from the list.',
  'address.state.notListed.CA': 'Choose the province from the list.',
  'address.state.notListed.other': 'Choose the state or province from the list.',
  'address.postalCode.missing': 'Enter the {noun}.',
  'address.postalCode.format': 'Enter a {noun} like {example}.',
  'address.postalCode.notQuoted':
    'Rates were quoted for {postalCode}. For another {noun}, go back to Search and get new rates.',
  'address.phone.missing': 'Enter a phone number.',
  'address.phone.format.northAmerica':
    'Enter a 10-digit phone number with its area code, like 303-555-0100.',
  'address.phone.format.other': 'Enter a phone number of 6 to 15 digits, with its country code.',

  // Address verification (quote §3 AVS).
  'address.avs.heading': 'Did you mean this address?',
  'address.avs.suggested': 'Suggested: {address}',
  'address.avs.typed': 'You typed: {address}',
  'address.avs.accept': 'Use the suggested address',
  'address.avs.keep': 'Keep the address as I typed it',
  'address.avs.keepAnyway': 'Use this address anyway',
  'address.avs.verified': 'Address verified.',
  'address.avs.kept': 'Address kept as you typed it.',
  'address.avs.notFound': 'We could not find this address. Check the ZIP code, city and state.',
  'address.avs.streetNotFound':
    'We could not find this street address. Check the house number and street.',
  'address.avs.outOfRange': 'This house number is not on the street. Check the house number.',
  'address.avs.unitNeeded': 'This building needs an apartment, suite or unit number.',
  'address.avs.notVerified': 'We could not verify this address. Check it, or keep it as typed.',
});
