/** CSS of the contents step (classes prefixed `bs-contents-`). */
export const contentsStepCss = `
.bs-contents-hint { color: var(--bs-color-muted); margin: 0; }
.bs-contents-box {
  border: 1px solid var(--bs-color-border); border-radius: var(--bs-radius);
  padding: calc(var(--bs-space) * 2); margin: 0; min-width: 0;
}
.bs-contents-box legend { font-weight: 700; padding: 0 4px; }
.bs-contents-customs { border-top: 1px solid var(--bs-color-border); padding-top: var(--bs-space); }
.bs-contents-customs h3 { margin: 0 0 var(--bs-space); font-size: 1em; }
`;
