import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptCss, CssHostContext } from './adoptedCss';

/** How one custom element maps its attributes and renders (DESIGN.md §5). */
export interface WidgetElementSpec<Name extends string, Options> {
  /** `bikeship-*`. */
  tag: string;
  /** The options' camelCase names; each is also the kebab-case attribute (`eventCode` ↔ `event-code`). */
  optionNames: readonly Name[];
  /** Options from the attributes/properties set (`undefined` for unset ones), with defaults. */
  resolveOptions(given: Partial<Record<Name, string>>, host: HTMLElement): Options;
  /** The element's first-load CSS, adopted into its shadow root (lazy parts add theirs). */
  css: string;
  /** The tree to render for the current options. */
  render(options: Options, host: HTMLElement): ReactNode;
}

/** `eventCode` → `event-code`. */
export const kebabCase = (name: string): string =>
  name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * Defines a widget custom element, once: a second copy of a bundle on a page is harmless
 * (DESIGN.md §5). Everything that touches the DOM happens inside this call or the element's
 * callbacks, never at import.
 *
 * The element renders into an open shadow root with its CSS adopted there; attributes and
 * properties of the same name set the same option; removing the element unmounts its tree (and
 * with it the wizard's runtime), adding it again mounts a fresh one.
 */
export function defineWidgetElement<Name extends string, Options>(
  spec: WidgetElementSpec<Name, Options>,
): void {
  if (customElements.get(spec.tag)) return;
  const attributeToOption = new Map(spec.optionNames.map((name) => [kebabCase(name), name]));

  class BikeshipWidgetElement extends HTMLElement {
    static observedAttributes = [...attributeToOption.keys()];
    private given: Partial<Record<Name, string>> = {};
    private root: ReturnType<typeof createRoot> | null = null;
    private mount: HTMLElement | null = null;
    private adopt: ((css: string) => void) | null = null;

    connectedCallback(): void {
      // Properties set before the element was upgraded shadow the class's accessors: take them.
      for (const name of spec.optionNames) {
        if (Object.hasOwn(this, name)) {
          const value = (this as Record<string, unknown>)[name];
          delete (this as Record<string, unknown>)[name];
          (this as Record<string, unknown>)[name] = value;
        }
      }
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      if (!this.mount) {
        adoptCss(shadow, spec.css);
        this.adopt = (css) => adoptCss(shadow, css);
        this.mount = document.createElement('div');
        this.mount.setAttribute('part', 'root');
        shadow.append(this.mount);
      }
      this.root = createRoot(this.mount);
      this.update();
    }

    disconnectedCallback(): void {
      this.root?.unmount();
      this.root = null;
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null): void {
      const option = attributeToOption.get(attribute);
      if (!option) return;
      this.given[option] = value ?? undefined;
      this.update();
    }

    private update(): void {
      this.root?.render(
        <CssHostContext.Provider value={this.adopt}>
          {spec.render(spec.resolveOptions(this.given, this), this)}
        </CssHostContext.Provider>,
      );
    }
  }

  // Each option is a property too (`element.eventCode = 'tdf-2026'`), kept equal to its attribute.
  for (const [attribute, option] of attributeToOption) {
    Object.defineProperty(BikeshipWidgetElement.prototype, option, {
      get(this: HTMLElement) {
        return this.getAttribute(attribute) ?? undefined;
      },
      set(this: HTMLElement, value: unknown) {
        if (value == null || value === false) this.removeAttribute(attribute);
        else this.setAttribute(attribute, String(value));
      },
      configurable: true,
    });
  }

  customElements.define(spec.tag, BikeshipWidgetElement);
}
