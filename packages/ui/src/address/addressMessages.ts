import { defineCatalogue } from '../messages/catalogue';

/**
 * The catalogue of the address form, its field checks and the verifier's word on an address.
 * The spec shows no wizard messages (quote §8), so these are ours, written as what to do. Where a
 * word depends on the country (ZIP code or postal code, state or province) each country has its
 * own whole sentence rather than a word spliced in, so a translation can inflect it.
 * @example const t = useMessages(addressMessages); t('Enter the city.');
 */
export const addressMessages = defineCatalogue();
