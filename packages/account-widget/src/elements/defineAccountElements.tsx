import { defineWidgetElement, embedMessages, LoadFailureBoundary } from '@bikeship/embed';
import { LocaleProvider, supportedLocale, translate, uiBaseCss } from '@bikeship/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import type { AccountRuntimeOptions } from '../runtime/accountBasics';
import {
  ACCOUNT_OPTION_NAMES,
  type AccountOptionName,
  resolveAccountOptions,
} from './accountElementOptions';
import { defineUserMenuElement } from './defineUserMenuElement';
import { emitWidgetEvent } from './widgetEvents';

// The element's tree is its own chunk, as the quote elements' are: the definition stays tiny and
// the tree adopts its own CSS when it renders (@bikeship/embed: useAdoptedCss).
const AccountWidget = lazy(() =>
  import('../account/AccountWidget').then((module) => ({ default: module.AccountWidget })),
);

/**
 * The tree, framed: a part that fails to load is said in place, in the element's language, with
 * a reload of the page, and emitted as `bikeship:error` (`part-not-loaded`).
 */
export function framed(options: AccountRuntimeOptions, tree: ReactNode) {
  const locale = supportedLocale(options.settings?.locale ?? '');
  const report = () =>
    options.events &&
    emitWidgetEvent(options.events, 'bikeship:error', {
      code: 'part-not-loaded',
      message: translate(embedMessages, locale, 'This part of the page could not load'),
      step: null,
    });
  return (
    <LocaleProvider locale={locale}>
      <LoadFailureBoundary onReload={options.reload ?? (() => {})} onError={report}>
        <Suspense fallback={null}>{tree}</Suspense>
      </LoadFailureBoundary>
    </LocaleProvider>
  );
}

/**
 * Defines `<bikeship-account>` and `<bikeship-user-menu>` (once per page). Call it in a browser;
 * importing this module touches nothing.
 * @example defineAccountElements({ defaultApiBase: new URL(import.meta.url).origin });
 */
export function defineAccountElements(config: { defaultApiBase: string }): void {
  defineWidgetElement({
    tag: 'bikeship-account',
    optionNames: ACCOUNT_OPTION_NAMES,
    // The tokens and the shared components shown from the first render (fields, buttons,
    // notices); the views add their own CSS.
    css: uiBaseCss,
    resolveOptions: (given: Partial<Record<AccountOptionName, string>>, host: HTMLElement) =>
      resolveAccountOptions(given, host, config.defaultApiBase),
    render: (options) =>
      framed(
        options.runtime,
        <AccountWidget
          view={options.view}
          orderId={options.orderId}
          options={options.runtime}
          theme={options.theme}
        />,
      ),
  });
  defineUserMenuElement(config);
}
