/**
 * CSS of a stage's rate options (classes prefixed `bs-rate`): each option a card, the chosen one
 * outlined. A widget adopts it with the part that shows rates.
 * @example useAdoptedCss(stageRatesCss);
 */
export const stageRatesCss = `
.bs-rates { display: flex; flex-direction: column; gap: var(--bs-space); }
.bs-rate {
  display: grid; grid-template-columns: auto 1fr auto; column-gap: var(--bs-space); align-items: center;
  border: 1px solid var(--bs-color-border); border-radius: var(--bs-radius);
  padding: var(--bs-space) calc(var(--bs-space) * 1.5); cursor: pointer; min-height: 44px;
}
.bs-rate:has(input:checked) { border-color: var(--bs-color-primary); border-width: 2px; background: var(--bs-color-subtle); }
.bs-rate:focus-within { outline: 3px solid var(--bs-color-focus); outline-offset: 2px; }
.bs-rate input { width: 20px; height: 20px; margin: 0; }
.bs-rate-name { font-weight: 600; }
.bs-rate-price { font-weight: 700; text-align: right; }
.bs-rate-when { grid-column: 2 / -1; color: var(--bs-color-muted); font-size: 0.9em; }
`;
