/**
 * CSS of step 1's sign-in (classes prefixed `bs-signin-`, and ui's login form in it): a panel
 * like the step's fieldsets, the form's fields one under the other, a full-width Log In.
 */
export const wizardSignInCss = `
.bs-signin { border: 1px solid var(--bs-color-border); border-radius: var(--bs-radius);
  padding: calc(var(--bs-space) * 1.5); display: flex; flex-direction: column; gap: var(--bs-space); }
.bs-signin h3 { margin: 0; font-size: 1.1em; }
.bs-signin p { margin: 0; }
.bs-signin form { display: flex; flex-direction: column; }
.bs-signin .bs-account-submit { width: 100%; margin-top: var(--bs-space); }
`;
