import { createContext, useContext } from 'react';

const sheets = new Map<string, CSSStyleSheet>();

/**
 * Adds CSS to a shadow root, once per root. A constructed stylesheet is shared by every instance
 * and is allowed by a Content-Security-Policy without 'unsafe-inline' (it is not an inline
 * <style>); a browser without constructable stylesheets (and jsdom in tests) gets a <style>.
 */
export function adoptCss(root: ShadowRoot, css: string): void {
  if (!css) return;
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function') {
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) {
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    }
    return;
  }
  const adopted = [...root.querySelectorAll('style')].some((style) => style.textContent === css);
  if (adopted) return;
  const style = document.createElement('style');
  style.textContent = css;
  root.prepend(style);
}

/** Adds CSS to the shadow root the component renders in; null outside an element. */
export const CssHostContext = createContext<((css: string) => void) | null>(null);

/**
 * The CSS a lazily loaded part of a widget brings with it (a wizard step): adopted when the part
 * first renders, so the first load of an element carries only the CSS it shows. Outside an
 * element (tests, Storybook, the site) it does nothing: there the CSS is included whole.
 */
export function useAdoptedCss(css: string): void {
  const adopt = useContext(CssHostContext);
  // During render, not in an effect: the step must not paint once unstyled. Idempotent.
  adopt?.(css);
}
