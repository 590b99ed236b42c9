/**
 * CSS of the stage charges summary (classes prefixed `bs-charges-`). A widget adopts it with the
 * part that shows the summary, not on its first load.
 * @example useAdoptedCss(stageChargesSummaryCss);
 */
export const stageChargesSummaryCss = `
.bs-charges {
  border: 1px solid var(--bs-color-border); border-radius: var(--bs-radius);
  padding: calc(var(--bs-space) * 2); display: flex; flex-direction: column; gap: var(--bs-space);
}
.bs-charges h3 { margin: 0; font-size: 1.1em; }
.bs-charges h4 { margin: 0 0 4px; font-size: 1em; }
.bs-charges-stage { display: flex; flex-direction: column; gap: 4px; }
.bs-charges-lines { display: grid; grid-template-columns: 1fr auto; gap: 2px var(--bs-space); margin: 0; }
.bs-charges-lines dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
.bs-charges-total { font-weight: 600; border-top: 1px solid var(--bs-color-border); padding-top: 2px; }
.bs-charges-sub { margin: 0; font-size: 1.2em; text-align: right; }
`;
