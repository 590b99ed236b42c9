import { searchFieldsCss } from './searchFields.css';

/**
 * CSS of the search step (classes prefixed `bs-search-`): its fields (searchFields.css.ts, which
 * the quote box adopts alone), then its layout. Mobile first: one column; the rows open up where
 * the wizard is wide (a container query, so a narrow column on a wide page stays one column).
 * The trip types sit in one row where they fit, else one under the other: wrapped two and one,
 * they read as two questions. The recent searches bring their own (recentSearches.css.ts).
 */
export const searchStepCss = `${searchFieldsCss}
.bs-search { container-type: inline-size; }
.bs-search-form { display: flex; flex-direction: column; gap: var(--bs-space); }
.bs-search fieldset { border: 1px solid var(--bs-color-border); border-radius: var(--bs-radius);
  margin: 0; padding: calc(var(--bs-space) * 1.5); min-width: 0; }
.bs-search legend { font-weight: 700; padding: 0 4px; }
.bs-search h3 { margin: var(--bs-space) 0; font-size: 1.1em; }
.bs-search-modes { display: flex; flex-wrap: wrap; gap: var(--bs-space) calc(var(--bs-space) * 2); }
.bs-search-mode { display: inline-flex; align-items: center; gap: 6px; min-height: 44px; cursor: pointer; }
.bs-search-mode input { width: 20px; height: 20px; margin: 0; }
.bs-search-measures { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); column-gap: var(--bs-space); }
.bs-search-row { display: grid; grid-template-columns: minmax(0, 1fr); column-gap: var(--bs-space); }
.bs-search-box-error { margin: 0 0 var(--bs-space); }
@container (max-width: 419px) {
  .bs-search-modes { flex-direction: column; gap: 0; }
}
@container (min-width: 560px) {
  .bs-search-stage { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); column-gap: var(--bs-space); align-items: start; }
  .bs-search-stage > legend, .bs-search-stage > .bs-button { grid-column: 1 / -1; justify-self: start; }
  .bs-search-measures { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  .bs-search-row { grid-template-columns: repeat(2, minmax(0, 1fr)); }
}
`;
