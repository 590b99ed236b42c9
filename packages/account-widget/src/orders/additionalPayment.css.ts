/** CSS of an order's amount due (classes prefixed `bs-order-due`), beside the card entry's. */
export const additionalPaymentCss = `
.bs-order-due { border: 1px solid var(--bs-color-border, #ccc); border-radius: var(--bs-radius); padding: var(--bs-space);
  display: flex; flex-direction: column; gap: var(--bs-space); }
.bs-order-due p { margin: 0; }
.bs-order-due-confirm { border: 0; padding: 0; margin: 0; min-width: 0; display: flex; flex-direction: column; gap: var(--bs-space); }
.bs-order-due-confirm legend { font-weight: 600; padding: 0; margin-bottom: 4px; }
.bs-order-due .bs-order-actions .bs-button { min-height: 44px; }
`;
