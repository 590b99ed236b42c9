/** CSS of the payment step (classes prefixed `bs-payment-`). */
export const paymentStepCss = `
.bs-payment-muted { color: var(--bs-color-muted); margin: 0; }
.bs-payment-totals, .bs-payment-method, .bs-payment .bs-search-guest {
  border: 1px solid var(--bs-color-border); border-radius: var(--bs-radius); margin: 0; min-width: 0;
  padding: calc(var(--bs-space) * 2); display: flex; flex-direction: column; gap: var(--bs-space);
}
.bs-payment .bs-search-guest legend { font-weight: 600; padding: 0 4px; }
.bs-payment .bs-search-guest .bs-field-hint { margin: 0; }
.bs-payment h3 { margin: 0; font-size: 1.1em; }
.bs-payment h4 { margin: 0 0 4px; font-size: 1em; }
.bs-payment-addresses { display: flex; flex-wrap: wrap; gap: calc(var(--bs-space) * 3); }
.bs-payment-addresses address { display: flex; flex-direction: column; font-style: normal; }
.bs-payment-lines { display: grid; grid-template-columns: 1fr auto; gap: 2px var(--bs-space); margin: 0; }
.bs-payment-lines dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
.bs-payment-boxes { margin: 0; padding-left: 1.25em; }
.bs-payment-adjustments { container-type: inline-size; display: grid; gap: calc(var(--bs-space) * 2);
  grid-template-columns: repeat(auto-fit, minmax(min(24em, 100%), 1fr)); align-items: start; }
.bs-payment-promo { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 4px var(--bs-space); align-items: start; }
.bs-payment-promo .bs-field { margin-bottom: 0; min-width: 0; }
.bs-payment-promo .bs-button { margin-top: 1.6em; }
.bs-payment-promo .bs-button-link { grid-column: 1 / -1; justify-self: start; margin-top: 0; }
/* Too narrow for the code and Apply side by side: the buttons go under the field, each whole. */
@container (max-width: 24em) {
  .bs-payment-promo { display: flex; flex-wrap: wrap; }
  .bs-payment-promo .bs-field { flex-basis: 100%; }
  .bs-payment-promo .bs-button { margin-top: 0; }
}
.bs-payment-total { margin: 0; font-size: 1.25em; text-align: right; }
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
.bs-payment-next { margin: 0; padding-left: 1.25em; }
`;
