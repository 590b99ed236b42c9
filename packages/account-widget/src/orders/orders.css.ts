/**
 * CSS of the order views (classes prefixed `bs-orders-` / `bs-order-`): wider than the sign-in
 * forms, since an order's stages and boxes read as rows; one column on a phone.
 */
export const ordersCss = `
.bs-account.bs-orders { max-width: 48rem; }
.bs-orders h3 { margin: 0; font-size: 1.1em; }
.bs-orders-list, .bs-orders-months, .bs-order-boxes { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: calc(var(--bs-space) / 2); }
.bs-orders-months { flex-direction: row; flex-wrap: wrap; }
.bs-orders-months .bs-button, .bs-order-actions .bs-button, .bs-orders-item .bs-button-link, .bs-order-back { min-height: 44px; }
.bs-orders-months .bs-button[aria-pressed="true"] { outline: 2px solid var(--bs-color-primary, currentColor); outline-offset: 1px; }
.bs-orders-item .bs-button-link { align-self: flex-start; }
.bs-orders-item, .bs-order-stage { border: 1px solid var(--bs-color-border, #ccc); border-radius: var(--bs-radius); padding: var(--bs-space);
  display: flex; flex-direction: column; gap: calc(var(--bs-space) / 2); }
.bs-orders-item-head { display: flex; flex-wrap: wrap; justify-content: space-between; gap: var(--bs-space); font-weight: 600; }
.bs-order-facts { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0.25rem var(--bs-space); margin: 0; }
.bs-order-facts dt { font-weight: 600; }
.bs-order-facts .bs-order-part { font-weight: normal; padding-inline-start: var(--bs-space); }
.bs-order-charges { column-gap: 0; }
.bs-order-charges dd { text-align: end; padding-inline-start: var(--bs-space); }
.bs-order-charges dt:last-of-type, .bs-order-charges dd:last-of-type { border-top: 1px solid var(--bs-color-border, #ccc); padding-top: 0.25rem; font-weight: 700; }
.bs-order-facts dd { margin: 0; overflow-wrap: anywhere; }
.bs-order-actions { display: flex; flex-wrap: wrap; gap: calc(var(--bs-space) / 2); }
.bs-order-back { align-self: flex-start; }
.bs-order-payments, .bs-order-tracking { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.25rem; }
.bs-order-payments li { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0 var(--bs-space); }
.bs-order-payments .bs-button-link, .bs-order-tracking .bs-button-link { min-height: 44px; }
.bs-order-tracking p, .bs-order-tracking ul { margin: 0; }
`;
