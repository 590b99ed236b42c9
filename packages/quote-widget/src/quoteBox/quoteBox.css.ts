/**
 * CSS of the compact quote box (classes prefixed `bs-box-`). Mobile first: stacked fields that
 * fit a 320 px sidebar; where the box itself is wide (a banner) the fields sit in one row with
 * the button — a container query, so the box follows its own width, not the page's. A guest's
 * name and email (asked before the rates) sit flat in the box.
 */
export const quoteBoxCss = `
.bs-box { container-type: inline-size; display: flex; flex-direction: column; gap: var(--bs-space);
  background: var(--bs-color-surface); padding: calc(var(--bs-space) * 2); border-radius: var(--bs-radius); }
.bs-box-title { margin: 0; font-size: 1.2em; }
.bs-box-fields { display: grid; grid-template-columns: minmax(0, 1fr); column-gap: var(--bs-space); align-items: start; }
.bs-box-fields .bs-field { margin-bottom: var(--bs-space); }
.bs-box-submit { width: 100%; }
.bs-box fieldset { border: 0; margin: 0 0 var(--bs-space); padding: 0; min-width: 0; }
.bs-box legend { font-weight: 700; padding: 0; }
@container (min-width: 480px) {
  .bs-box-fields { grid-template-columns: repeat(2, minmax(0, 1fr)); }
}
@container (min-width: 860px) {
  .bs-box-fields { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  .bs-box-submit { width: auto; align-self: flex-end; }
}
`;
