/** CSS of the contents step (classes prefixed `bs-contents-`). */
export const contentsStepCss = ``;
