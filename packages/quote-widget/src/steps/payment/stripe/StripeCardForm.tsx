// ui's Stripe Elements card entry as step 5's lazy chunk (PaymentStep.tsx): this module, ui's form
// and Stripe.js load only when the step opens with Stripe configured.
export { StripeCardForm as default } from '@bikeship/ui';
