/**
 * CSS of `<bikeship-user-menu>` (classes prefixed `bs-user-menu-`, the session modals'
 * `bs-session`): a button in the host's header and a panel below it, right-aligned, that fits a
 * 390 px phone.
 */
export const userMenuCss = `
:host { display: inline-block; position: relative; }
.bs-user-menu { position: relative; }
.bs-user-menu-toggle { min-height: 44px; }
.bs-user-menu-panel { position: absolute; right: 0; top: calc(100% + var(--bs-space) / 2); z-index: 900;
  width: min(24rem, calc(100vw - 16px)); max-height: calc(100vh - 80px); overflow: auto;
  background: var(--bs-color-surface); color: var(--bs-color-text); border-radius: var(--bs-radius);
  box-shadow: var(--bs-shadow); }
.bs-user-menu-panel .bs-account { max-width: none; }
.bs-user-menu-benefits { padding: calc(var(--bs-space) * 2) calc(var(--bs-space) * 2) 0; }
.bs-user-menu-benefits-title { margin: 0; font-weight: 600; }
.bs-user-menu-benefits ul { margin: calc(var(--bs-space) / 2) 0 0; padding-left: 1.25em; }
.bs-user-menu-user { display: flex; flex-direction: column; gap: var(--bs-space); padding: calc(var(--bs-space) * 2); }
.bs-user-menu-name { margin: 0; font-size: 1.2em; }
.bs-user-menu-details { margin: calc(var(--bs-space) / 2) 0; display: grid; grid-template-columns: auto 1fr; gap: 2px var(--bs-space); }
.bs-user-menu-details dt { font-weight: 600; }
.bs-user-menu-details dd { margin: 0; overflow-wrap: anywhere; }
.bs-user-menu-links { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; }
.bs-user-menu-link { display: flex; align-items: center; min-height: 44px; width: 100%; padding: 0;
  font: inherit; text-align: left; color: var(--bs-color-primary, inherit); text-decoration: underline;
  background: none; border: 0; cursor: pointer; }
.bs-user-menu-logout { align-self: flex-start; }
.bs-session { display: flex; flex-direction: column; gap: var(--bs-space); }
.bs-session p { margin: 0; }
.bs-session-actions { display: flex; flex-wrap: wrap; gap: var(--bs-space); }
`;
