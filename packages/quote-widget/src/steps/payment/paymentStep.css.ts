/** CSS of the payment step (classes prefixed `bs-payment-`). */
export const paymentStepCss = ``;
