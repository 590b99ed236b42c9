import { addressInputSchema, addressRecordSchema } from './address';
import {
  alertsByNameParamsSchema,
  alertsByTimeParamsSchema,
  noticeListSchema,
} from './calls/alerts';
import * as auth from './calls/authentication';
import { claimResponseSchema } from './calls/claim';
import { dateItemListSchema, dateItemSchema, dateScheduleParamsSchema } from './calls/date';
import * as docs from './calls/documents';
import { sendEmailRequestSchema } from './calls/email';
import {
  bicycleEventListSchema,
  eventIdParamsSchema,
  eventUrlCodeParamsSchema,
} from './calls/events';
import * as form from './calls/formData';
import { labelParamsSchema, labelResponseSchema } from './calls/labels';
import { landedCostRequestSchema, landedCostResponseSchema } from './calls/landedCost';
import * as misc from './calls/misc';
import * as order from './calls/order';
import * as paypal from './calls/paypal';
import * as places from './calls/places';
import * as rates from './calls/rates';
import {
  refundOrderQuerySchema,
  refundResponseSchema,
  refundTargetParamsSchema,
} from './calls/refund';
import * as saved from './calls/savedSearch';
import { storedValueParamsSchema } from './calls/storedValue';
import * as stripe from './calls/stripe';
import { updateUserRequestSchema, userResponseSchema } from './calls/user';
import { successResponseSchema } from './common';
import { shipmentDocumentSchema } from './document';
import { defineEndpoint as e } from './endpoint';
import { bicycleEventSchema } from './event';
import { insuranceOptionSchema } from './formData';
import { locationSchema } from './location';
import { orderSchema } from './order';
import { promotionResultSchema } from './payment';
import { shippingRateSetSchema } from './rate';
import { storedValueSchema } from './storedValue';

/**
 * Every call of both spec call tables (shell §7, quote §7) plus the as-you-type location search
 * (issue 3): the one contract the API client calls and the server implements and documents.
 *
 * `auth`: 'public' calls work without a signed-in user but still carry the credentials the
 * client has, so that an order placed by a signed-in customer is theirs (guests can order with
 * name and email only, quote §6); the server checks that a guest only touches the order of its
 * own session. 'session' calls need a signed-in user and answer 401 otherwise.
 *
 * DECISION: the spec's trailing slashes (/api/Location/resolve/, /api/AddressReplace/replace/,
 * /api/Claim/) are dropped; paths keep the spec's spelling otherwise (e.g. /api/paypal/token).
 */
export const endpoints = {
  // ─── Authentication (shell §7) ──────────────────────────────────────────────────────────
  login: e({
    method: 'POST',
    path: '/api/Authentication/login',
    body: auth.loginRequestSchema,
    response: auth.tokenResponseSchema,
    auth: 'public',
    summary: 'Sign in',
  }),
  logout: e({
    method: 'POST',
    path: '/api/Authentication/logout',
    response: 'none',
    auth: 'public',
    summary: 'Sign out',
  }),
  register: e({
    method: 'POST',
    path: '/api/Authentication/register',
    body: auth.registerRequestSchema,
    response: auth.tokenResponseSchema,
    auth: 'public',
    summary: 'Create an account',
  }),
  forgotPassword: e({
    method: 'POST',
    path: '/api/Authentication/forgot-password',
    body: auth.forgotPasswordRequestSchema,
    response: successResponseSchema,
    auth: 'public',
    summary: 'Email a reset link',
  }),
  checkEmail: e({
    method: 'GET',
    path: '/api/Authentication/check-email',
    query: auth.checkEmailQuerySchema,
    response: auth.checkEmailResponseSchema,
    auth: 'public',
    summary: 'Is an email registered',
  }),
  resetPassword: e({
    method: 'POST',
    path: '/api/Authentication/reset-password',
    body: auth.resetPasswordRequestSchema,
    response: successResponseSchema,
    auth: 'public',
    summary: 'Set a new password',
  }),
  verifyResetToken: e({
    method: 'POST',
    path: '/api/Authentication/verify-reset-token',
    body: auth.verifyResetTokenRequestSchema,
    response: auth.verifyResetTokenResponseSchema,
    auth: 'public',
    summary: 'Check a reset token',
  }),
  extendSession: e({
    method: 'POST',
    path: '/api/Authentication/extend-session',
    response: auth.tokenResponseSchema,
    auth: 'session',
    summary: 'Extend the session',
  }),
  externalLogin: e({
    method: 'GET',
    path: '/api/Authentication/external-login/{provider}',
    params: auth.externalLoginParamsSchema,
    response: 'none',
    auth: 'public',
    summary: 'Social sign-in popup',
  }),

  // ─── User, stored values, alerts (shell §7) ─────────────────────────────────────────────
  getUser: e({
    method: 'GET',
    path: '/api/User',
    response: userResponseSchema,
    auth: 'session',
    summary: 'The signed-in user',
  }),
  updateUser: e({
    method: 'PUT',
    path: '/api/User',
    body: updateUserRequestSchema,
    response: userResponseSchema,
    auth: 'session',
    summary: 'Update the profile',
  }),
  getStoredValue: e({
    method: 'GET',
    path: '/api/StoredValue/bykey/{key}',
    params: storedValueParamsSchema,
    response: storedValueSchema,
    auth: 'public',
    summary: 'A stored value',
  }),
  getAlertsByName: e({
    method: 'GET',
    path: '/api/Alerts/name/{name}',
    params: alertsByNameParamsSchema,
    response: noticeListSchema,
    auth: 'public',
    summary: 'Notices by name',
  }),
  getAlertsByTime: e({
    method: 'GET',
    path: '/api/Alerts/time/{time}',
    params: alertsByTimeParamsSchema,
    response: noticeListSchema,
    auth: 'public',
    summary: 'Notices active at a time',
  }),

  // ─── Rates and landed cost (quote §7) ───────────────────────────────────────────────────
  createRateRequest: e({
    method: 'POST',
    path: '/api/Rates',
    body: rates.rateRequestSchema,
    response: rates.rateRequestCreatedSchema,
    auth: 'public',
    summary: 'Request rates',
  }),
  getRates: e({
    method: 'GET',
    path: '/api/Rates',
    query: rates.ratesQuerySchema,
    response: shippingRateSetSchema,
    auth: 'public',
    summary: 'Rates per stage',
  }),
  getRateDates: e({
    method: 'POST',
    path: '/api/Rates/Date',
    body: rates.rateRequestSchema,
    response: rates.rateDateListSchema,
    auth: 'public',
    summary: 'Dates per rate',
  }),
  getLandedCost: e({
    method: 'POST',
    path: '/api/GCLandedCost/gcget-landed-cost',
    body: landedCostRequestSchema,
    response: landedCostResponseSchema,
    auth: 'public',
    summary: 'Customs estimate',
  }),

  // ─── Orders (quote §7) ──────────────────────────────────────────────────────────────────
  createTemporaryOrder: e({
    method: 'POST',
    path: '/api/Order',
    body: order.temporaryOrderRequestSchema,
    response: order.temporaryOrderResponseSchema,
    auth: 'public',
    summary: 'Start an order',
  }),
  createOrder: e({
    method: 'POST',
    path: '/api/Order/create-order',
    body: order.orderActionRequestSchema,
    response: order.orderResultSchema,
    auth: 'public',
    summary: 'Create an order',
  }),
  confirmOrder: e({
    method: 'POST',
    path: '/api/Order/confirm-order',
    body: order.orderActionRequestSchema,
    response: order.orderResultSchema,
    auth: 'public',
    summary: 'Confirm an order',
  }),
  payOrder: e({
    method: 'POST',
    path: '/api/Order/payment',
    body: order.paymentRequestSchema,
    response: order.orderResultSchema,
    auth: 'public',
    summary: 'Pay an order',
  }),
  payAdditional: e({
    method: 'POST',
    path: '/api/Order/Additional-Payment',
    body: order.paymentRequestSchema,
    response: order.orderResultSchema,
    auth: 'public',
    summary: 'Pay an extra amount',
  }),
  getOrderDates: e({
    method: 'GET',
    path: '/api/Order/dates',
    response: order.orderMonthListSchema,
    auth: 'session',
    summary: 'Months with orders',
  }),
  getOrdersByMonth: e({
    method: 'GET',
    path: '/api/Order/get',
    query: order.ordersByMonthQuerySchema,
    response: order.orderListSchema,
    auth: 'session',
    summary: 'Orders of a month',
  }),
  getOrderDetail: e({
    method: 'GET',
    path: '/api/Order/detail',
    query: order.orderDetailQuerySchema,
    response: orderSchema,
    auth: 'session',
    summary: 'One order',
  }),
  getRecentOrders: e({
    method: 'GET',
    path: '/api/Order/recent',
    query: order.recentOrdersQuerySchema,
    response: order.orderListSchema,
    auth: 'session',
    summary: 'Recent orders',
  }),

  // ─── Refunds and cancellations (quote §7) ───────────────────────────────────────────────
  refundOrder: e({
    method: 'POST',
    path: '/api/Refund/RefundOrder',
    query: refundOrderQuerySchema,
    response: refundResponseSchema,
    auth: 'session',
    summary: 'Refund an order',
  }),
  deleteOrder: e({
    method: 'DELETE',
    path: '/api/Refund/Order/{id}',
    params: refundTargetParamsSchema,
    response: successResponseSchema,
    auth: 'session',
    summary: 'Cancel an order',
  }),
  deleteLabel: e({
    method: 'DELETE',
    path: '/api/Refund/Label/{id}',
    params: refundTargetParamsSchema,
    response: successResponseSchema,
    auth: 'session',
    summary: 'Void a label',
  }),
  deletePickup: e({
    method: 'DELETE',
    path: '/api/Refund/Pickup/{id}',
    params: refundTargetParamsSchema,
    response: successResponseSchema,
    auth: 'session',
    summary: 'Cancel a pickup',
  }),
  deletePayment: e({
    method: 'DELETE',
    path: '/api/Refund/Payment/{id}',
    params: refundTargetParamsSchema,
    response: successResponseSchema,
    auth: 'session',
    summary: 'Refund a payment',
  }),

  // ─── Addresses and places (quote §7) ────────────────────────────────────────────────────
  verifyAddress: e({
    method: 'GET',
    path: '/api/Avs',
    query: places.avsQuerySchema,
    response: places.avsResponseSchema,
    auth: 'public',
    summary: 'Verify an address',
  }),
  isUnitRequired: e({
    method: 'GET',
    path: '/api/Avs/IsUnitRequired',
    query: places.avsQuerySchema,
    response: places.unitRequiredResponseSchema,
    auth: 'public',
    summary: 'Is a unit number needed',
  }),
  resolveLocation: e({
    method: 'GET',
    path: '/api/Location/resolve',
    query: places.locationLookupQuerySchema,
    response: locationSchema,
    auth: 'public',
    summary: 'Resolve a place',
  }),
  replaceAddress: e({
    method: 'GET',
    path: '/api/AddressReplace/replace',
    query: places.avsQuerySchema,
    response: places.avsResponseSchema,
    auth: 'public',
    summary: 'Suggest a replacement address',
  }),
  searchLocations: e({
    method: 'GET',
    path: '/api/Location/search',
    query: places.locationSearchQuerySchema,
    response: places.locationListSchema,
    auth: 'public',
    summary: 'Search places',
  }),
  listAddresses: e({
    method: 'GET',
    path: '/api/Address',
    response: places.addressListSchema,
    auth: 'session',
    summary: 'Saved addresses',
  }),
  createAddress: e({
    method: 'POST',
    path: '/api/Address',
    body: addressInputSchema,
    response: addressRecordSchema,
    auth: 'session',
    summary: 'Save an address',
  }),
  updateAddress: e({
    method: 'PUT',
    path: '/api/Address/{addressId}',
    params: places.addressParamsSchema,
    body: addressInputSchema,
    response: addressRecordSchema,
    auth: 'session',
    summary: 'Change an address',
  }),
  getUserPackages: e({
    method: 'GET',
    path: '/api/UserPackages',
    response: places.userPackagesResponseSchema,
    auth: 'session',
    summary: 'Saved boxes',
  }),

  // ─── Saved searches (quote §7) ──────────────────────────────────────────────────────────
  createSavedSearch: e({
    method: 'POST',
    path: '/api/SavedSearch',
    body: saved.savedSearchRequestSchema,
    response: saved.savedSearchResponseSchema,
    auth: 'session',
    summary: 'Save a search',
  }),
  updateSavedSearch: e({
    method: 'PUT',
    path: '/api/SavedSearch/{id}',
    params: saved.savedSearchParamsSchema,
    body: saved.savedSearchRequestSchema,
    response: saved.savedSearchResponseSchema,
    auth: 'session',
    summary: 'Update a saved search',
  }),
  getSavedSearchesPaged: e({
    method: 'GET',
    path: '/api/SavedSearch/paged',
    query: saved.savedSearchPageQuerySchema,
    response: saved.savedSearchPageResponseSchema,
    auth: 'session',
    summary: 'Saved searches',
  }),
  deleteSavedSearch: e({
    method: 'DELETE',
    path: '/api/SavedSearch/{id}',
    params: saved.savedSearchParamsSchema,
    response: successResponseSchema,
    auth: 'session',
    summary: 'Delete a saved search',
  }),

  // ─── Form data and protection (quote §7) ────────────────────────────────────────────────
  getPackageCategories: e({
    method: 'GET',
    path: '/api/FormData/package-categories',
    response: form.packageCategoryListSchema,
    auth: 'public',
    summary: 'Package categories',
  }),
  getPackagePresets: e({
    method: 'GET',
    path: '/api/FormData/package-presets',
    response: form.packagePresetListSchema,
    auth: 'public',
    summary: 'Box presets',
  }),
  getPackagePurposes: e({
    method: 'GET',
    path: '/api/FormData/package-purpose',
    response: form.packagePurposeListSchema,
    auth: 'public',
    summary: 'Shipment purposes',
  }),
  getCountries: e({
    method: 'GET',
    path: '/api/FormData/countries',
    response: form.countryListSchema,
    auth: 'public',
    summary: 'Countries',
  }),
  getPickupOptions: e({
    method: 'GET',
    path: '/api/FormData/pickup-options',
    response: form.pickupOptionListSchema,
    auth: 'public',
    summary: 'Pickup options',
  }),
  getStates: e({
    method: 'GET',
    path: '/api/FormData/states',
    query: form.statesQuerySchema,
    response: form.stateProvinceListSchema,
    auth: 'public',
    summary: 'States of a country',
  }),
  getInsurancePresets: e({
    method: 'GET',
    path: '/api/Protection/insurance-presets',
    response: form.insuranceOptionListSchema,
    auth: 'public',
    summary: 'Protection presets',
  }),
  getInsuranceOption: e({
    method: 'GET',
    path: '/api/Protection/insurance-option',
    query: form.insuranceOptionQuerySchema,
    response: insuranceOptionSchema,
    auth: 'public',
    summary: 'Protection for a value',
  }),

  // ─── Dates (quote §7) ───────────────────────────────────────────────────────────────────
  getDate: e({
    method: 'GET',
    path: '/api/Date',
    response: dateItemSchema,
    auth: 'public',
    summary: 'Today',
  }),
  getDateSchedule: e({
    method: 'GET',
    path: '/api/Date/schedule/{country}/{year}/{month}',
    params: dateScheduleParamsSchema,
    response: dateItemListSchema,
    auth: 'public',
    summary: 'Holidays of a month',
  }),

  // ─── Stripe and PayPal (quote §7) ───────────────────────────────────────────────────────
  createStripeClientSecret: e({
    method: 'POST',
    path: '/api/Stripe/client-secret',
    body: stripe.clientSecretRequestSchema,
    response: stripe.clientSecretResponseSchema,
    auth: 'public',
    summary: 'Start a card payment',
  }),
  updateStripePayment: e({
    method: 'POST',
    path: '/api/Stripe/update',
    body: stripe.updateStripePaymentRequestSchema,
    response: successResponseSchema,
    auth: 'public',
    summary: 'Change a payment amount',
  }),
  stripeRefund: e({
    method: 'GET',
    path: '/api/Stripe/refund/{id}',
    params: stripe.stripeIdParamsSchema,
    response: successResponseSchema,
    auth: 'session',
    summary: 'Refund a card payment',
  }),
  getCustomerDiscount: e({
    method: 'GET',
    path: '/api/Stripe/get-customer-discount',
    response: stripe.customerDiscountResponseSchema,
    auth: 'session',
    summary: 'Customer coupon',
  }),
  validatePromotion: e({
    method: 'GET',
    path: '/api/Stripe/validate-promotion/{code}',
    params: stripe.promotionParamsSchema,
    query: stripe.promotionQuerySchema,
    response: promotionResultSchema,
    auth: 'public',
    summary: 'Check a promo code',
  }),
  getPaymentMethods: e({
    method: 'GET',
    path: '/api/Stripe/get-payment-methods',
    response: stripe.paymentMethodListSchema,
    auth: 'session',
    summary: 'Saved cards',
  }),
  detachPaymentMethod: e({
    method: 'DELETE',
    path: '/api/Stripe/detach-payment-method/{id}',
    params: stripe.stripeIdParamsSchema,
    response: successResponseSchema,
    auth: 'session',
    summary: 'Remove a saved card',
  }),
  getCustomerBalance: e({
    method: 'GET',
    path: '/api/Stripe/get-customer-balance',
    response: stripe.customerBalanceResponseSchema,
    auth: 'session',
    summary: 'Customer balance',
  }),
  paypalHasPaymentToken: e({
    method: 'GET',
    path: '/api/Paypal/hasPaymentToken',
    response: paypal.paypalHasPaymentTokenResponseSchema,
    auth: 'session',
    summary: 'Has a PayPal vault',
  }),
  paypalToken: e({
    method: 'GET',
    path: '/api/paypal/token',
    query: paypal.paypalTokenQuerySchema,
    response: paypal.paypalTokenResponseSchema,
    auth: 'session',
    summary: 'PayPal id token',
  }),

  // ─── Documents, labels, email (quote §7) ────────────────────────────────────────────────
  createShipmentDocument: e({
    method: 'POST',
    path: '/api/ShipmentDocument/create',
    query: docs.createShipmentDocumentQuerySchema,
    body: 'multipart',
    response: shipmentDocumentSchema,
    auth: 'public',
    summary: 'Upload a document',
  }),
  deleteShipmentDocument: e({
    method: 'DELETE',
    path: '/api/ShipmentDocument/delete',
    query: docs.deleteShipmentDocumentQuerySchema,
    response: successResponseSchema,
    auth: 'public',
    summary: 'Delete a document',
  }),
  downloadShipmentDocuments: e({
    method: 'GET',
    path: '/api/ShipmentDocument/downloadDocuments',
    query: docs.shipmentDocumentsQuerySchema,
    response: 'binary',
    auth: 'public',
    summary: 'Download documents',
  }),
  createLabel: e({
    method: 'POST',
    path: '/api/Labels/create-label/{shipmentId}',
    params: labelParamsSchema,
    response: labelResponseSchema,
    auth: 'public',
    summary: 'Create labels',
  }),
  sendEmail: e({
    method: 'POST',
    path: '/api/email/send',
    body: sendEmailRequestSchema,
    response: successResponseSchema,
    auth: 'public',
    summary: 'Send an order email',
  }),

  // ─── Claims (quote §7, shell §6: bearer token) ──────────────────────────────────────────
  createClaim: e({
    method: 'POST',
    path: '/api/Claim',
    body: 'multipart',
    response: claimResponseSchema,
    auth: 'bearer',
    summary: 'File a claim',
  }),

  // ─── Other (quote §7) ───────────────────────────────────────────────────────────────────
  getPackageLocation: e({
    method: 'GET',
    path: '/api/PackageLocation/{code}',
    params: misc.packageLocationParamsSchema,
    response: misc.packageLocationResponseSchema,
    auth: 'public',
    summary: 'Track a package',
  }),
  getAmbassadors: e({
    method: 'GET',
    path: '/api/Ambassador',
    response: misc.ambassadorListSchema,
    auth: 'public',
    summary: 'Ambassadors',
  }),
  createQbpTopShop: e({
    method: 'POST',
    path: '/api/QbpTopShop',
    body: misc.qbpTopShopRequestSchema,
    response: successResponseSchema,
    auth: 'public',
    summary: 'Apply as a top shop',
  }),
  log: e({
    method: 'POST',
    path: '/api/log',
    body: misc.logRequestSchema,
    response: 'none',
    auth: 'public',
    summary: 'Report a client error',
  }),
  getEvents: e({
    method: 'GET',
    path: '/api/BicycleEvent',
    response: bicycleEventListSchema,
    auth: 'public',
    summary: 'Events',
  }),
  getPartnerEvents: e({
    method: 'GET',
    path: '/api/BicycleEvent/partners',
    response: bicycleEventListSchema,
    auth: 'public',
    summary: 'Partners',
  }),
  getEventByUrlCode: e({
    method: 'GET',
    path: '/api/BicycleEvent/byurlcode/{code}',
    params: eventUrlCodeParamsSchema,
    response: bicycleEventSchema,
    auth: 'public',
    summary: 'Event by URL code',
  }),
  getEventById: e({
    method: 'GET',
    path: '/api/BicycleEvent/{eventId}',
    params: eventIdParamsSchema,
    response: bicycleEventSchema,
    auth: 'public',
    summary: 'Event by id',
  }),
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
