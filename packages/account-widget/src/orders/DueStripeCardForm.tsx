// ui's Stripe Elements card entry as a lazy chunk of the amount due (AdditionalPayment.tsx): this
// module, ui's form and Stripe.js load only when an amount due is shown with Stripe configured.
export { StripeCardForm as default } from '@bikeship/ui';
