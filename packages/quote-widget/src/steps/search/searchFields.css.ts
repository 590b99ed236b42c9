/**
 * CSS of step 1's fields that the quote box is built from too (classes prefixed `bs-search-`):
 * the place lookup with its list of suggestions, and the ship date with its "Ship on … instead".
 * The quote box adopts only this; step 1's layout is searchStep.css.ts.
 */
export const searchFieldsCss = `
.bs-search-lookup { position: relative; }
.bs-search-options { position: absolute; z-index: 2; top: 100%; left: 0; right: 0; margin: 2px 0 0; padding: 4px 0;
  list-style: none; background: var(--bs-color-surface); border: 1px solid var(--bs-color-border);
  border-radius: var(--bs-radius); box-shadow: var(--bs-shadow); max-height: 16em; overflow-y: auto; }
.bs-search-options[hidden] { display: none; }
.bs-search-options [role='option'] { padding: var(--bs-space) calc(var(--bs-space) * 1.5); cursor: pointer; }
.bs-search-options [role='option']:hover, .bs-search-options [role='option'][aria-selected='true'] { background: var(--bs-color-subtle); }
.bs-search-options [role='option'][aria-selected='true'] { outline: 2px solid var(--bs-color-primary); outline-offset: -2px; }
.bs-search-date { display: flex; flex-direction: column; align-items: flex-start; }
.bs-search-date .bs-field { align-self: stretch; }
`;
