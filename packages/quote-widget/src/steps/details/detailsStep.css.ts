/**
 * CSS of the details step (classes prefixed `bs-details-`); its address forms bring their own.
 * A summary entry is a block: its bullet goes with its first line, its text starts at the
 * bullet, and on a phone the whole line is the tap target.
 */
export const detailsStepCss = `
.bs-details-hint { color: var(--bs-color-muted); margin: 0; }
.bs-details-summary:focus { outline: 3px solid var(--bs-color-focus); outline-offset: 2px; }
.bs-details-summary-list { margin: 4px 0 0; padding-left: 1.25em; }
.bs-details-summary-list .bs-button { display: block; text-align: start; padding-block: 2px; }
.bs-details-stage {
  border: 1px solid var(--bs-color-border); border-radius: var(--bs-radius);
  padding: calc(var(--bs-space) * 2); display: flex; flex-direction: column; gap: calc(var(--bs-space) * 2);
}
.bs-details-stage h3 { margin: 0; font-size: 1.1em; }
.bs-details-price-changes p { margin: 0; }
`;
