import { defineWidgetElement } from '@bikeship/embed';
import { uiBaseCss } from '@bikeship/ui';
import { lazy } from 'react';
import {
  resolveUserMenuOptions,
  USER_MENU_OPTION_NAMES,
  type UserMenuOptionName,
} from '../userMenu/userMenuOptions';
import { framed } from './defineAccountElements';

// Its own chunk, as `<bikeship-account>`'s tree: the definition stays tiny.
const UserMenu = lazy(() =>
  import('../userMenu/UserMenu').then((module) => ({ default: module.UserMenu })),
);

/**
 * Defines `<bikeship-user-menu>` (once per page): the account button of a host's header, with
 * the session modals (README: attributes, events). defineAccountElements calls it.
 */
export function defineUserMenuElement(config: { defaultApiBase: string }): void {
  defineWidgetElement({
    tag: 'bikeship-user-menu',
    optionNames: USER_MENU_OPTION_NAMES,
    css: uiBaseCss,
    resolveOptions: (given: Partial<Record<UserMenuOptionName, string>>, host: HTMLElement) =>
      resolveUserMenuOptions(given, host, config.defaultApiBase),
    render: (options) =>
      framed(
        options.runtime,
        <UserMenu options={options.runtime} pages={options.pages} theme={options.theme} />,
      ),
  });
}
