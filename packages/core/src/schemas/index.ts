// The one contract (DESIGN.md §3): entity schemas, call bodies and the endpoint catalogue.
export * from './address';
export * from './ambassador';
export * from './bicycleShop';
export * from './box';
export * from './calls/alerts';
export * from './calls/analytics';
export * from './calls/authentication';
export * from './calls/bicycleShops';
export * from './calls/claim';
export * from './calls/contact';
export * from './calls/date';
export * from './calls/documents';
export * from './calls/email';
export * from './calls/events';
export * from './calls/formData';
export * from './calls/labels';
export * from './calls/landedCost';
export * from './calls/misc';
export * from './calls/order';
export * from './calls/paypal';
export * from './calls/places';
export * from './calls/rates';
export * from './calls/refund';
export * from './calls/savedSearch';
export * from './calls/storedValue';
export * from './calls/stripe';
export * from './calls/user';
export * from './claim';
export {
  countParam,
  countryCodeSchema,
  emailFieldSchema,
  idParam,
  isoDate,
  type SuccessResponse,
  successResponseSchema,
} from './common';
export * from './consent';
export * from './document';
export * from './endpoint';
export * from './endpoints';
export * from './event';
export * from './fees';
export * from './formData';
export * from './location';
export * from './notice';
export * from './order';
export * from './payment';
export * from './rate';
export * from './search';
export * from './session';
export * from './storedValue';
export * from './user';
export * from './validationError';
