/** CSS of the details step (classes prefixed `bs-details-`). */
export const detailsStepCss = `
.bs-details-hint { color: var(--bs-color-muted); margin: 0; }
.bs-details-summary:focus { outline: 3px solid var(--bs-color-focus); outline-offset: 2px; }
.bs-details-summary-list { margin: 4px 0 0; padding-left: 1.25em; }
.bs-details-stage {
  border: 1px solid var(--bs-color-border); border-radius: var(--bs-radius);
  padding: calc(var(--bs-space) * 2); display: flex; flex-direction: column; gap: calc(var(--bs-space) * 2);
}
.bs-details-stage h3 { margin: 0; font-size: 1.1em; }
.bs-details-side { border: 0; margin: 0; padding: 0; min-width: 0; display: flex; flex-direction: column; }
.bs-details-side legend { font-weight: 700; padding: 0; margin-bottom: var(--bs-space); }
.bs-details-row { display: grid; grid-template-columns: repeat(auto-fit, minmax(11em, 1fr)); column-gap: calc(var(--bs-space) * 1.5); }
.bs-details-avs {
  background: var(--bs-color-info-bg); color: var(--bs-color-info); border-left: 4px solid;
  border-radius: var(--bs-radius); padding: calc(var(--bs-space) * 1.5); margin-bottom: var(--bs-space);
}
.bs-details-avs h4 { margin: 0 0 4px; font-size: 1em; }
.bs-details-avs p { margin: 0 0 4px; }
.bs-details-avs-actions { display: flex; flex-wrap: wrap; gap: var(--bs-space); margin-top: var(--bs-space); }
.bs-details-avs-state { color: var(--bs-color-success); font-weight: 600; margin: 0; }
.bs-details-price-changes p { margin: 0; }
`;
