/**
 * CSS of the address form and the verifier's suggestion (classes prefixed `bs-address-`). Its
 * own module: a widget adopts it with the part that shows an address, not on its first load.
 * @example useAdoptedCss(addressFormCss);
 */
export const addressFormCss = `
.bs-address-form { border: 0; margin: 0; padding: 0; min-width: 0; display: flex; flex-direction: column; }
.bs-address-form legend { font-weight: 700; padding: 0; margin-bottom: var(--bs-space); }
.bs-address-row { display: grid; grid-template-columns: repeat(auto-fit, minmax(11em, 1fr)); column-gap: calc(var(--bs-space) * 1.5); }
.bs-address-avs {
  background: var(--bs-color-info-bg); color: var(--bs-color-info); border-left: 4px solid;
  border-radius: var(--bs-radius); padding: calc(var(--bs-space) * 1.5); margin-bottom: var(--bs-space);
}
.bs-address-avs h4 { margin: 0 0 4px; font-size: 1em; }
.bs-address-avs p { margin: 0 0 4px; }
.bs-address-avs-actions { display: flex; flex-wrap: wrap; gap: var(--bs-space); margin-top: var(--bs-space); }
.bs-address-avs-state { color: var(--bs-color-success); font-weight: 600; margin: 0; }
`;
