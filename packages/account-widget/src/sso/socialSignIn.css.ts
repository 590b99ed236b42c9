/**
 * CSS of the social sign-in buttons (classes prefixed `bs-social-`): full-width buttons of at
 * least 44 px (touch targets), under a line that sets them apart from the form above.
 */
export const socialSignInCss = `
.bs-social { display: flex; flex-direction: column; gap: calc(var(--bs-space) / 2);
  border: 0; margin: 0; padding: 0; min-width: 0; }
.bs-social-label { display: flex; align-items: center; gap: var(--bs-space); width: 100%; padding: 0;
  margin-bottom: calc(var(--bs-space) / 2); }
.bs-social-label::before, .bs-social-label::after { content: ''; flex: 1; border-top: 1px solid currentColor; opacity: .3; }
.bs-social-button { width: 100%; min-height: 44px; }
.bs-social-status:empty { display: none; }
`;
