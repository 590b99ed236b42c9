/**
 * The design tokens: CSS custom properties a host page overrides with `--bikeship-*` on the
 * element (they inherit into the shadow root). Every colour, radius and font of the components
 * comes from here (radios and checkboxes too: `accent-color`, inherited). `[data-theme='dark']`
 * on the widget root switches the palette.
 */
export const tokensCss = `
:host, .bs-theme {
  --bs-font: var(--bikeship-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
  --bs-font-size: var(--bikeship-font-size, 16px);
  --bs-color-text: var(--bikeship-color-text, #1d2330);
  --bs-color-muted: var(--bikeship-color-muted, #5b6474);
  --bs-color-surface: var(--bikeship-color-surface, #ffffff);
  --bs-color-subtle: var(--bikeship-color-subtle, #f3f5f8);
  --bs-color-border: var(--bikeship-color-border, #c9ced8);
  --bs-color-primary: var(--bikeship-color-primary, #0b5cad);
  --bs-color-primary-text: var(--bikeship-color-primary-text, #ffffff);
  --bs-color-focus: var(--bikeship-color-focus, #ffbf47);
  --bs-color-danger: var(--bikeship-color-danger, #b3261e);
  --bs-color-danger-bg: var(--bikeship-color-danger-bg, #fdecea);
  --bs-color-warning: var(--bikeship-color-warning, #7a4d00);
  --bs-color-warning-bg: var(--bikeship-color-warning-bg, #fff4d6);
  --bs-color-success: var(--bikeship-color-success, #1b6b33);
  --bs-color-success-bg: var(--bikeship-color-success-bg, #e7f6ec);
  --bs-color-info: var(--bikeship-color-info, #0b4f8a);
  --bs-color-info-bg: var(--bikeship-color-info-bg, #e6f0fb);
  --bs-radius: var(--bikeship-radius, 6px);
  --bs-space: var(--bikeship-space, 8px);
  --bs-shadow: var(--bikeship-shadow, 0 8px 28px rgb(0 0 0 / 18%));
  display: block;
  accent-color: var(--bs-color-primary);
  font-family: var(--bs-font);
  font-size: var(--bs-font-size);
  color: var(--bs-color-text);
  line-height: 1.45;
}
[data-theme='dark'] {
  --bs-color-text: var(--bikeship-color-text, #eef1f6);
  --bs-color-muted: var(--bikeship-color-muted, #aab3c2);
  --bs-color-surface: var(--bikeship-color-surface, #171b22);
  --bs-color-subtle: var(--bikeship-color-subtle, #222833);
  --bs-color-border: var(--bikeship-color-border, #465063);
  --bs-color-primary: var(--bikeship-color-primary, #6aa9ec);
  --bs-color-primary-text: var(--bikeship-color-primary-text, #0b1522);
  --bs-color-danger: var(--bikeship-color-danger, #ffb4ab);
  --bs-color-danger-bg: var(--bikeship-color-danger-bg, #3b1613);
  --bs-color-warning: var(--bikeship-color-warning, #ffd58a);
  --bs-color-warning-bg: var(--bikeship-color-warning-bg, #3a2c0c);
  --bs-color-success: var(--bikeship-color-success, #9ad9a9);
  --bs-color-success-bg: var(--bikeship-color-success-bg, #12301c);
  --bs-color-info: var(--bikeship-color-info, #a8cdf5);
  --bs-color-info-bg: var(--bikeship-color-info-bg, #10263d);
}
[data-theme] { background: var(--bs-color-surface); color: var(--bs-color-text); }
*, *::before, *::after { box-sizing: border-box; }
:focus-visible { outline: 3px solid var(--bs-color-focus); outline-offset: 2px; }
.bs-visually-hidden {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
`;
