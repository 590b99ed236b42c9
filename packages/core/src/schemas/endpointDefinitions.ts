import { addressInputSchema, addressRecordSchema } from './address';
import { bicycleShopSchema } from './bicycleShop';
import {
  alertsByNameParamsSchema,
  alertsByTimeParamsSchema,
  noticeListSchema,
} from './calls/alerts';
import { analyticsConfigSchema, pageViewRequestSchema } from './calls/analytics';
import * as auth from './calls/authentication';
import * as shops from './calls/bicycleShops';
import { claimResponseSchema } from './calls/claim';
import { contactConfigSchema, contactRequestSchema } from './calls/contact';
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

/*
 * One exported definition per call (the catalogue `endpoints` in ./endpoints.ts gathers them).
 * Each is its own module-level constant so a bundle that calls a few endpoints keeps only those
 * and their schemas: an API area file imports the definitions it uses, never the whole catalogue.
 * The `@__PURE__` mark on each call lets the bundler drop an unused one (esbuild 0.28 ignores
 * `@__NO_SIDE_EFFECTS__` on an imported function, so the mark sits at every call site).
 */

// ─── Authentication (shell §7) ──────────────────────────────────────────────────────────
export const login = /* @__PURE__ */ e({
  method: 'POST',
  path: '/api/Authentication/login',
  body: auth.loginRequestSchema,
  response: auth.tokenResponseSchema,
  auth: 'public',
});
export const logout = /* @__PURE__ */ e({
  method: 'POST',
  path: '/api/Authentication/logout',
  response: 'none',
  auth: 'public',
});
/*
 * DECISION: registration signs nobody in and answers the same for a new address and one that
 * already has an account; what differs is the mail the address receives (services/registration.ts).
 */
export const register = /* @__PURE__ */ e({
  method: 'POST',
  path: '/api/Authentication/register',
  body: auth.registerRequestSchema,
  response: successResponseSchema,
  auth: 'public',
});
/*
 * DECISION (not in the call tables): the mailed "confirm your email" link's token creates the
 * account it was mailed for and answers a session, as login does. The path sits with the other
 * token calls, in their kebab-case.
 */
export const confirmEmail = /* @__PURE__ */ e({
  method: 'POST',
  path: '/api/Authentication/confirm-email',
  body: auth.confirmEmailRequestSchema,
  response: auth.tokenResponseSchema,
  auth: 'public',
});
export const forgotPassword = /* @__PURE__ */ e({
  method: 'POST',
  path: '/api/Authentication/forgot-password',
  body: auth.forgotPasswordRequestSchema,
  response: successResponseSchema,
  auth: 'public',
});
export const checkEmail = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/Authentication/check-email',
  query: auth.checkEmailQuerySchema,
  response: auth.checkEmailResponseSchema,
  auth: 'public',
});
export const resetPassword = /* @__PURE__ */ e({
  method: 'POST',
  path: '/api/Authentication/reset-password',
  body: auth.resetPasswordRequestSchema,
  response: successResponseSchema,
  auth: 'public',
});
/*
 * DECISION (not in the call tables): the account's "Change password" view. The path sits with
 * the other password calls, in their kebab-case. The answer is login's: changing the password
 * ends every other session of the account, and the caller carries on with the fresh token (and
 * cookie) it answers. A wrong current password is a 400 on `currentPassword`, not a 401: a 401
 * logs the user out (shell §4).
 */
export const changePassword = /* @__PURE__ */ e({
  method: 'POST',
  path: '/api/Authentication/change-password',
  body: auth.changePasswordRequestSchema,
  response: auth.tokenResponseSchema,
  auth: 'session',
});
export const verifyResetToken = /* @__PURE__ */ e({
  method: 'POST',
  path: '/api/Authentication/verify-reset-token',
  body: auth.verifyResetTokenRequestSchema,
  response: auth.verifyResetTokenResponseSchema,
  auth: 'public',
});
export const extendSession = /* @__PURE__ */ e({
  method: 'POST',
  path: '/api/Authentication/extend-session',
  response: auth.tokenResponseSchema,
  auth: 'session',
});
export const externalLogin = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/Authentication/external-login/{provider}',
  params: auth.externalLoginParamsSchema,
  response: 'none',
  auth: 'public',
});

// ─── User, stored values, alerts (shell §7) ─────────────────────────────────────────────
export const getUser = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/User',
  response: userResponseSchema,
  auth: 'session',
});
export const updateUser = /* @__PURE__ */ e({
  method: 'PUT',
  path: '/api/User',
  body: updateUserRequestSchema,
  response: userResponseSchema,
  auth: 'session',
});
export const getStoredValue = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/StoredValue/bykey/{key}',
  params: storedValueParamsSchema,
  response: storedValueSchema,
  auth: 'public',
});
export const getAlertsByName = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/Alerts/name/{name}',
  params: alertsByNameParamsSchema,
  response: noticeListSchema,
  auth: 'public',
});
export const getAlertsByTime = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/Alerts/time/{time}',
  params: alertsByTimeParamsSchema,
  response: noticeListSchema,
  auth: 'public',
});

// ─── Rates and landed cost (quote §7) ───────────────────────────────────────────────────
export const createRateRequest = /* @__PURE__ */ e({
  method: 'POST',
  path: '/api/Rates',
  body: rates.rateRequestSchema,
  response: rates.rateRequestCreatedSchema,
  auth: 'public',
});
export const getRates = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/Rates',
  query: rates.ratesQuerySchema,
  response: shippingRateSetSchema,
  auth: 'public',
});
export const getRateDates = /* @__PURE__ */ e({
  method: 'POST',
  path: '/api/Rates/Date',
  body: rates.rateRequestSchema,
  response: rates.rateDateListSchema,
  auth: 'public',
});
export const getLandedCost = /* @__PURE__ */ e({
  method: 'POST',
  path: '/api/GCLandedCost/gcget-landed-cost',
  body: landedCostRequestSchema,
  response: landedCostResponseSchema,
  auth: 'public',
});

// ─── Orders (quote §7) ──────────────────────────────────────────────────────────────────
export const createTemporaryOrder = /* @__PURE__ */ e({
  method: 'POST',
  path: '/api/Order',
  body: order.temporaryOrderRequestSchema,
  response: order.temporaryOrderResponseSchema,
  auth: 'public',
});
export const createOrder = /* @__PURE__ */ e({
  method: 'POST',
  path: '/api/Order/create-order',
  body: order.orderActionRequestSchema,
  response: order.orderResultSchema,
  auth: 'public',
});
export const confirmOrder = /* @__PURE__ */ e({
  method: 'POST',
  path: '/api/Order/confirm-order',
  body: order.orderActionRequestSchema,
  response: order.orderResultSchema,
  errorAnswers: {
    402: order.paymentRequiredAnswerSchema,
    409: order.priceChangedAnswerSchema,
  },
  auth: 'public',
});
export const payOrder = /* @__PURE__ */ e({
  method: 'POST',
  path: '/api/Order/payment',
  body: order.paymentRequestSchema,
  response: order.orderResultSchema,
  errorAnswers: {
    402: order.paymentRequiredAnswerSchema,
    409: order.priceChangedAnswerSchema,
  },
  auth: 'public',
});
export const payAdditional = /* @__PURE__ */ e({
  method: 'POST',
  path: '/api/Order/Additional-Payment',
  body: order.paymentRequestSchema,
  response: order.orderResultSchema,
  errorAnswers: {
    402: order.paymentRequiredAnswerSchema,
    409: order.priceChangedAnswerSchema,
  },
  auth: 'public',
});
export const getOrderDates = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/Order/dates',
  response: order.orderMonthListSchema,
  auth: 'session',
});
export const getOrdersByMonth = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/Order/get',
  query: order.ordersByMonthQuerySchema,
  response: order.orderListSchema,
  auth: 'session',
});
export const getOrderDetail = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/Order/detail',
  query: order.orderDetailQuerySchema,
  response: orderSchema,
  // DECISION: public — a guest sees their order with its order key (X-Bikeship-Order-Key or
  // the order's cookie); anyone else's order is a 404 either way.
  auth: 'public',
});
export const getRecentOrders = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/Order/recent',
  query: order.recentOrdersQuerySchema,
  response: order.orderListSchema,
  auth: 'session',
});

// ─── Refunds and cancellations (quote §7) ───────────────────────────────────────────────
// DECISION: public — a guest cancels or refunds their order with its order key
// (X-Bikeship-Order-Key or the order's cookie), as for the order detail; anyone else's order is
// a 404. Every refund call answers `refundResponseSchema` ({ success, amountRefunded }): a
// superset of `{ success }`, so what was given back is visible whichever call gave it.
export const refundOrder = /* @__PURE__ */ e({
  method: 'POST',
  path: '/api/Refund/RefundOrder',
  query: refundOrderQuerySchema,
  response: refundResponseSchema,
  auth: 'public',
});
export const deleteOrder = /* @__PURE__ */ e({
  method: 'DELETE',
  path: '/api/Refund/Order/{id}',
  params: refundTargetParamsSchema,
  response: refundResponseSchema,
  auth: 'public',
});
export const deleteLabel = /* @__PURE__ */ e({
  method: 'DELETE',
  path: '/api/Refund/Label/{id}',
  params: refundTargetParamsSchema,
  response: refundResponseSchema,
  auth: 'public',
});
export const deletePickup = /* @__PURE__ */ e({
  method: 'DELETE',
  path: '/api/Refund/Pickup/{id}',
  params: refundTargetParamsSchema,
  response: refundResponseSchema,
  auth: 'public',
});
export const deletePayment = /* @__PURE__ */ e({
  method: 'DELETE',
  path: '/api/Refund/Payment/{id}',
  params: refundTargetParamsSchema,
  response: refundResponseSchema,
  auth: 'public',
});

// ─── Addresses and places (quote §7) ────────────────────────────────────────────────────
export const verifyAddress = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/Avs',
  query: places.avsQuerySchema,
  response: places.avsResponseSchema,
  auth: 'public',
});
export const isUnitRequired = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/Avs/IsUnitRequired',
  query: places.avsQuerySchema,
  response: places.unitRequiredResponseSchema,
  auth: 'public',
});
export const resolveLocation = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/Location/resolve',
  query: places.locationLookupQuerySchema,
  response: locationSchema,
  auth: 'public',
});
export const replaceAddress = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/AddressReplace/replace',
  query: places.avsQuerySchema,
  response: places.avsResponseSchema,
  auth: 'public',
});
export const searchLocations = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/Location/search',
  query: places.locationSearchQuerySchema,
  response: places.locationListSchema,
  auth: 'public',
});
export const listAddresses = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/Address',
  response: places.addressListSchema,
  auth: 'session',
});
export const createAddress = /* @__PURE__ */ e({
  method: 'POST',
  path: '/api/Address',
  body: addressInputSchema,
  response: addressRecordSchema,
  auth: 'session',
});
export const updateAddress = /* @__PURE__ */ e({
  method: 'PUT',
  path: '/api/Address/{addressId}',
  params: places.addressParamsSchema,
  body: addressInputSchema,
  response: addressRecordSchema,
  auth: 'session',
});
export const getUserPackages = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/UserPackages',
  response: places.userPackagesResponseSchema,
  auth: 'session',
});

// ─── Saved searches (quote §7) ──────────────────────────────────────────────────────────
export const createSavedSearch = /* @__PURE__ */ e({
  method: 'POST',
  path: '/api/SavedSearch',
  body: saved.savedSearchRequestSchema,
  response: saved.savedSearchResponseSchema,
  auth: 'session',
});
export const updateSavedSearch = /* @__PURE__ */ e({
  method: 'PUT',
  path: '/api/SavedSearch/{id}',
  params: saved.savedSearchParamsSchema,
  body: saved.savedSearchRequestSchema,
  response: saved.savedSearchResponseSchema,
  auth: 'session',
});
export const getSavedSearchesPaged = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/SavedSearch/paged',
  query: saved.savedSearchPageQuerySchema,
  response: saved.savedSearchPageResponseSchema,
  auth: 'session',
});
export const deleteSavedSearch = /* @__PURE__ */ e({
  method: 'DELETE',
  path: '/api/SavedSearch/{id}',
  params: saved.savedSearchParamsSchema,
  response: successResponseSchema,
  auth: 'session',
});

// ─── Form data and protection (quote §7) ────────────────────────────────────────────────
export const getPackageCategories = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/FormData/package-categories',
  response: form.packageCategoryListSchema,
  auth: 'public',
});
export const getPackagePresets = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/FormData/package-presets',
  response: form.packagePresetListSchema,
  auth: 'public',
});
export const getPackagePurposes = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/FormData/package-purpose',
  response: form.packagePurposeListSchema,
  auth: 'public',
});
export const getCountries = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/FormData/countries',
  response: form.countryListSchema,
  auth: 'public',
});
export const getPickupOptions = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/FormData/pickup-options',
  response: form.pickupOptionListSchema,
  auth: 'public',
});
export const getStates = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/FormData/states',
  query: form.statesQuerySchema,
  response: form.stateProvinceListSchema,
  auth: 'public',
});
export const getInsurancePresets = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/Protection/insurance-presets',
  response: form.insuranceOptionListSchema,
  auth: 'public',
});
export const getInsuranceOption = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/Protection/insurance-option',
  query: form.insuranceOptionQuerySchema,
  response: insuranceOptionSchema,
  auth: 'public',
});

// ─── Dates (quote §7) ───────────────────────────────────────────────────────────────────
export const getDate = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/Date',
  response: dateItemSchema,
  auth: 'public',
});
export const getDateSchedule = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/Date/schedule/{country}/{year}/{month}',
  params: dateScheduleParamsSchema,
  response: dateItemListSchema,
  auth: 'public',
});

// ─── Stripe and PayPal (quote §7) ───────────────────────────────────────────────────────
export const createStripeClientSecret = /* @__PURE__ */ e({
  method: 'POST',
  path: '/api/Stripe/client-secret',
  body: stripe.clientSecretRequestSchema,
  response: stripe.clientSecretResponseSchema,
  auth: 'public',
});
export const updateStripePayment = /* @__PURE__ */ e({
  method: 'POST',
  path: '/api/Stripe/update',
  body: stripe.updateStripePaymentRequestSchema,
  response: successResponseSchema,
  auth: 'public',
});
export const stripeRefund = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/Stripe/refund/{id}',
  params: stripe.stripeIdParamsSchema,
  response: successResponseSchema,
  auth: 'session',
});
export const getCustomerDiscount = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/Stripe/get-customer-discount',
  response: stripe.customerDiscountResponseSchema,
  auth: 'session',
});
export const validatePromotion = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/Stripe/validate-promotion/{code}',
  params: stripe.promotionParamsSchema,
  query: stripe.promotionQuerySchema,
  response: promotionResultSchema,
  auth: 'public',
});
export const getPaymentMethods = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/Stripe/get-payment-methods',
  response: stripe.paymentMethodListSchema,
  auth: 'session',
});
export const detachPaymentMethod = /* @__PURE__ */ e({
  method: 'DELETE',
  path: '/api/Stripe/detach-payment-method/{id}',
  params: stripe.stripeIdParamsSchema,
  response: successResponseSchema,
  auth: 'session',
});
export const getCustomerBalance = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/Stripe/get-customer-balance',
  response: stripe.customerBalanceResponseSchema,
  auth: 'session',
});
export const getPaymentsConfig = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/payments/config',
  response: stripe.paymentsConfigSchema,
  auth: 'public',
});
export const completeTestAuthentication = /* @__PURE__ */ e({
  method: 'POST',
  path: '/api/payments/test-authentication',
  body: stripe.testAuthenticationRequestSchema,
  response: order.orderResultSchema,
  auth: 'public',
});
export const paypalHasPaymentToken = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/Paypal/hasPaymentToken',
  response: paypal.paypalHasPaymentTokenResponseSchema,
  auth: 'session',
});
export const paypalToken = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/paypal/token',
  query: paypal.paypalTokenQuerySchema,
  response: paypal.paypalTokenResponseSchema,
  auth: 'session',
});

// ─── Documents, labels, email (quote §7) ────────────────────────────────────────────────
export const createShipmentDocument = /* @__PURE__ */ e({
  method: 'POST',
  path: '/api/ShipmentDocument/create',
  query: docs.createShipmentDocumentQuerySchema,
  body: 'multipart',
  response: shipmentDocumentSchema,
  auth: 'public',
});
export const deleteShipmentDocument = /* @__PURE__ */ e({
  method: 'DELETE',
  path: '/api/ShipmentDocument/delete',
  query: docs.deleteShipmentDocumentQuerySchema,
  response: successResponseSchema,
  auth: 'public',
});
export const downloadShipmentDocuments = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/ShipmentDocument/downloadDocuments',
  query: docs.shipmentDocumentsQuerySchema,
  response: 'binary',
  auth: 'public',
});
export const createLabel = /* @__PURE__ */ e({
  method: 'POST',
  path: '/api/Labels/create-label/{shipmentId}',
  params: labelParamsSchema,
  response: labelResponseSchema,
  auth: 'public',
});
export const sendEmail = /* @__PURE__ */ e({
  method: 'POST',
  path: '/api/email/send',
  body: sendEmailRequestSchema,
  response: successResponseSchema,
  auth: 'public',
});

// ─── Claims (quote §7, shell §6: bearer token) ──────────────────────────────────────────
export const createClaim = /* @__PURE__ */ e({
  method: 'POST',
  path: '/api/Claim',
  body: 'multipart',
  response: claimResponseSchema,
  auth: 'bearer',
});

// ─── Other (quote §7) ───────────────────────────────────────────────────────────────────
export const getPackageLocation = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/PackageLocation/{code}',
  params: misc.packageLocationParamsSchema,
  response: misc.packageLocationResponseSchema,
  auth: 'public',
});
export const getAmbassadors = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/Ambassador',
  response: misc.ambassadorListSchema,
  auth: 'public',
});
/*
 * DECISION (not in the call tables): the bike shop finder (/bicycleshops) — the shops near a ZIP
 * code or a city, nearest first; a place the server does not know answers 404 with the reason.
 */
export const searchBicycleShops = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/BicycleShop',
  query: shops.bicycleShopSearchQuerySchema,
  response: shops.bicycleShopSearchResponseSchema,
  auth: 'public',
});
export const getBicycleShop = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/BicycleShop/{shopId}',
  params: shops.bicycleShopParamsSchema,
  response: bicycleShopSchema,
  auth: 'public',
});
export const createQbpTopShop = /* @__PURE__ */ e({
  method: 'POST',
  path: '/api/QbpTopShop',
  body: misc.qbpTopShopRequestSchema,
  response: successResponseSchema,
  auth: 'public',
});
// ─── Contact (the contact page; not in the call tables) ─────────────────────────────────
export const sendContactMessage = /* @__PURE__ */ e({
  method: 'POST',
  path: '/api/Contact',
  body: contactRequestSchema,
  response: successResponseSchema,
  auth: 'public',
});
export const getContactConfig = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/Contact/config',
  response: contactConfigSchema,
  auth: 'public',
});
export const log = /* @__PURE__ */ e({
  method: 'POST',
  path: '/api/log',
  body: misc.logRequestSchema,
  response: 'none',
  auth: 'public',
});

// ─── Page-view analytics (shell §7) ─────────────────────────────────────────────────────
export const recordPageView = /* @__PURE__ */ e({
  method: 'POST',
  path: '/api/Analytics/page-view',
  body: pageViewRequestSchema,
  response: 'none',
  auth: 'public',
});
export const getAnalyticsConfig = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/Analytics/config',
  response: analyticsConfigSchema,
  auth: 'public',
});
export const getEvents = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/BicycleEvent',
  response: bicycleEventListSchema,
  auth: 'public',
});
export const getPartnerEvents = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/BicycleEvent/partners',
  response: bicycleEventListSchema,
  auth: 'public',
});
export const getEventByUrlCode = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/BicycleEvent/byurlcode/{code}',
  params: eventUrlCodeParamsSchema,
  response: bicycleEventSchema,
  auth: 'public',
});
export const getEventById = /* @__PURE__ */ e({
  method: 'GET',
  path: '/api/BicycleEvent/{eventId}',
  params: eventIdParamsSchema,
  response: bicycleEventSchema,
  auth: 'public',
});
