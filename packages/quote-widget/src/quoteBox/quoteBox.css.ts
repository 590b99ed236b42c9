/** CSS of the compact quote box (classes prefixed `bs-box-`). */
export const quoteBoxCss = ``;
