import { adoptCss, CssHostContext } from '@bikeship/embed';
import { uiBaseCss } from '@bikeship/ui';
import { type ReactNode, startTransition, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

interface Mounted {
  host: HTMLElement;
  mount: HTMLElement;
  adopt: (css: string) => void;
}

/**
 * Renders a widget's component tree (the wizard, an account view, the user menu) in an open
 * shadow root of its own, with the same CSS adoption as the custom elements (@bikeship/embed):
 * the widgets' styles stay theirs and the site's stay the site's. The first render — the
 * prerendered HTML and the hydration — is the empty host; the tree mounts right after.
 *
 * `children` receives the host element: the widget's `bikeship:*` events are dispatched on it.
 */
export function WidgetFrame(props: {
  className?: string;
  children: (host: HTMLElement) => ReactNode;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState<Mounted | null>(null);
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    adoptCss(shadow, uiBaseCss);
    const mount = document.createElement('div');
    mount.setAttribute('part', 'root');
    shadow.append(mount);
    // The widget's tree renders in a transition, in slices: set from a layout effect without one,
    // it would render at once inside the commit — one long task for the whole widget.
    startTransition(() => setMounted({ host, mount, adopt: (css) => adoptCss(shadow, css) }));
    return () => {
      mount.remove();
      setMounted(null);
    };
  }, []);
  return (
    <div ref={hostRef} className={props.className}>
      {mounted
        ? createPortal(
            <CssHostContext.Provider value={mounted.adopt}>
              {props.children(mounted.host)}
            </CssHostContext.Provider>,
            mounted.mount,
          )
        : null}
    </div>
  );
}
