import { cardEntryCss } from '@bikeship/ui';

/** CSS of the payment step (classes prefixed `bs-payment-`), with ui's card entry. */
export const paymentStepCss = `${cardEntryCss}
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
.bs-payment-next { margin: 0; padding-left: 1.25em; }
`;
