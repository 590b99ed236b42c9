/**
 * CSS of the card entry (classes prefixed `bs-payment-`): the saved cards, the test card form and
 * Stripe's card field. A widget adopts it, with `modalCss` for the test 3-D Secure challenge,
 * where it takes a payment.
 * @example useAdoptedCss(cardEntryCss);
 */
export const cardEntryCss = `
.bs-payment-choices { border: 0; padding: 0; margin: 0 0 var(--bs-space); display: flex; flex-direction: column; gap: 4px; }
.bs-payment-choices legend { font-weight: 600; padding: 0; margin-bottom: 4px; }
.bs-payment-choice { display: flex; gap: var(--bs-space); align-items: center; min-height: 32px; cursor: pointer; }
.bs-payment-choice input { width: 20px; height: 20px; margin: 0; }
/* A finger's target (WCAG 2.5.5): the row, which checks its radio too. */
@media (pointer: coarse) { .bs-payment-choice { min-height: 44px; } }
.bs-payment-test-cards { margin: 4px 0 0; padding-left: 1.25em; columns: 2 18em; }
.bs-payment-test-cards .bs-button { font-variant-numeric: tabular-nums; }
.bs-payment-card { container-type: inline-size; }
.bs-payment-card-fields { display: grid; gap: 4px var(--bs-space); grid-template-columns: 2fr 1fr 1fr; }
/* Label, input and error rows shared across a row of fields: a label that wraps moves its
   neighbours' inputs down with its own, so the inputs stay in line. */
.bs-payment-card-fields > .bs-field { min-width: 0; display: grid; grid-row: span 3; grid-template-rows: subgrid; }
.bs-payment-card-fields .bs-field-label { align-self: end; }
/* Narrower than three fields with whole labels and the whole number: the number on its own row. */
@container (max-width: 36em) {
  .bs-payment-card-fields { grid-template-columns: 1fr 1fr; }
  .bs-payment-card-number { grid-column: 1 / -1; }
}
.bs-payment-stripe-field { border: 0; padding: 0; margin: 0 0 var(--bs-space); min-width: 0; }
.bs-payment-stripe-field legend { padding: 0; margin-bottom: 4px; }
.bs-payment-stripe { padding-block: calc(var(--bs-space) * 1.5); }
`;
