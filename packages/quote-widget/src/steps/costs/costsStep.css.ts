/** CSS of the costs step (classes prefixed `bs-costs-`). */
export const costsStepCss = ``;
