/**
 * CSS of the account views (classes prefixed `bs-account-`): one column of fields that fits a
 * 320 px sidebar and stays a readable width on a wide page.
 */
export const accountCss = `
.bs-account { container-type: inline-size; max-width: 28rem; display: flex; flex-direction: column; gap: var(--bs-space);
  background: var(--bs-color-surface); padding: calc(var(--bs-space) * 2); border-radius: var(--bs-radius); }
.bs-account-title { margin: 0; font-size: 1.4em; }
.bs-account form { display: flex; flex-direction: column; }
.bs-account-pair { display: grid; grid-template-columns: minmax(0, 1fr); column-gap: var(--bs-space); }
@container (min-width: 24rem) { .bs-account-pair { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
.bs-account-submit { width: 100%; margin-top: var(--bs-space); }
.bs-social-place { min-height: 10.67em; }
.bs-account-links { display: flex; flex-wrap: wrap; justify-content: space-between; gap: var(--bs-space); }
.bs-account-links .bs-button-link { min-height: 44px; }
.bs-account p { margin: 0; }
`;
