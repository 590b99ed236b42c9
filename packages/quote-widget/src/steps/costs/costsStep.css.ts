/** CSS of the costs step (classes prefixed `bs-costs-`). */
export const costsStepCss = `
.bs-costs-hint { color: var(--bs-color-muted); margin: 0; }
.bs-costs-toolbar { display: flex; justify-content: flex-end; }
.bs-costs-stage, .bs-costs-protection, .bs-costs-summary {
  border: 1px solid var(--bs-color-border); border-radius: var(--bs-radius);
  padding: calc(var(--bs-space) * 2); display: flex; flex-direction: column; gap: var(--bs-space);
}
.bs-costs-stage h3, .bs-costs-protection h3, .bs-costs-summary h3 { margin: 0; font-size: 1.1em; }
.bs-costs-rates { display: flex; flex-direction: column; gap: var(--bs-space); }
.bs-costs-rate {
  display: grid; grid-template-columns: auto 1fr auto; column-gap: var(--bs-space); align-items: center;
  border: 1px solid var(--bs-color-border); border-radius: var(--bs-radius);
  padding: var(--bs-space) calc(var(--bs-space) * 1.5); cursor: pointer; min-height: 44px;
}
.bs-costs-rate:has(input:checked) { border-color: var(--bs-color-primary); border-width: 2px; background: var(--bs-color-subtle); }
.bs-costs-rate:focus-within { outline: 3px solid var(--bs-color-focus); outline-offset: 2px; }
.bs-costs-rate input, .bs-costs-choice input { width: 20px; height: 20px; margin: 0; }
.bs-costs-rate-name { font-weight: 600; }
.bs-costs-rate-price { font-weight: 700; text-align: right; }
.bs-costs-rate-when { grid-column: 2 / -1; color: var(--bs-color-muted); font-size: 0.9em; }
.bs-costs-pickup { border: 0; padding: 0; margin: 0; display: flex; flex-direction: column; gap: 4px; }
.bs-costs-pickup legend { font-weight: 600; padding: 0; margin-bottom: 4px; }
.bs-costs-choice { display: flex; gap: var(--bs-space); align-items: center; min-height: 32px; cursor: pointer; }
.bs-costs-landed h4, .bs-costs-summary h4 { margin: 0 0 4px; font-size: 1em; }
.bs-costs-landed p { margin: 0; }
.bs-costs-lines { display: grid; grid-template-columns: 1fr auto; gap: 2px var(--bs-space); margin: 0; }
.bs-costs-lines dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
.bs-costs-stage-total { font-weight: 600; border-top: 1px solid var(--bs-color-border); padding-top: 2px; }
.bs-costs-subtotal { margin: 0; font-size: 1.2em; text-align: right; }
.bs-costs-continue { display: flex; flex-direction: column; align-items: flex-end; gap: 4px; }
`;
