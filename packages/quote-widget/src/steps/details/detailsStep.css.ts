/** CSS of the details step (classes prefixed `bs-details-`). */
export const detailsStepCss = ``;
