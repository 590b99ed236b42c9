import type { QbpTopShopRequest } from '@bikeship/core/schemas';

/** The form's fields, in the order they show (and are focused when wrong). */
export const TOP_SHOP_FIELDS = [
  'shopName',
  'accountNumber',
  'contactName',
  'email',
  'phone',
  'address1',
  'address2',
  'city',
  'state',
  'postalCode',
  'countryCode',
  'message',
] as const;
export type TopShopField = (typeof TOP_SHOP_FIELDS)[number];

/** What the form holds: every field as typed. */
export type TopShopValues = Record<TopShopField, string>;

/**
 * DECISION: the countries a QBP dealer account is held in, as the form offers them: QBP
 * distributes to shops in the United States and Canada. The API takes any ISO code.
 */
export const TOP_SHOP_COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
] as const;

export const EMPTY_TOP_SHOP: TopShopValues = {
  shopName: '',
  accountNumber: '',
  contactName: '',
  email: '',
  phone: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  postalCode: '',
  countryCode: 'US',
  message: '',
};

/** What each field asks for when it is empty or not what the API takes. */
export const TOP_SHOP_WORDING: Record<TopShopField, string> = {
  shopName: "Enter the shop's name.",
  accountNumber: 'Enter your QBP account number.',
  contactName: 'Enter the name of the person we write to.',
  email: 'Enter an email address such as name@yourshop.com.',
  phone: 'Check the phone number.',
  address1: "Enter the shop's street address.",
  address2: 'Check this address line.',
  city: 'Enter the city.',
  state: 'Check the state.',
  postalCode: 'Enter the ZIP or postal code.',
  countryCode: 'Choose the country.',
  message: 'Check the message.',
};

const optional = (text: string) => text.trim() || undefined;

/**
 * The request of POST /api/QbpTopShop from the form: text trimmed (a name of spaces is an empty
 * name), empty optional fields left out.
 */
export function topShopRequestOf(values: TopShopValues): QbpTopShopRequest {
  return {
    shopName: values.shopName.trim(),
    accountNumber: values.accountNumber.trim(),
    contactName: values.contactName.trim(),
    email: values.email.trim(),
    phone: optional(values.phone),
    address1: values.address1.trim(),
    address2: optional(values.address2),
    city: values.city.trim(),
    state: optional(values.state),
    postalCode: values.postalCode.trim(),
    countryCode: values.countryCode,
    message: optional(values.message),
  };
}
