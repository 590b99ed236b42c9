/** CSS of the search step (classes prefixed `bs-search-`). */
export const searchStepCss = ``;
