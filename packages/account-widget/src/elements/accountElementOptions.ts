import { DEFAULT_ACCOUNT_VIEW } from '../account/accountViews';
import type { AccountRuntimeOptions } from '../runtime/accountBasics';

/** The attributes of `<bikeship-account>` (DESIGN.md §5), as camelCase option names. */
export const ACCOUNT_OPTION_NAMES = [
  'apiBase',
  'view',
  'token',
  'locale',
  'theme',
  'shipPage',
  'orderId',
] as const;

export type AccountOptionName = (typeof ACCOUNT_OPTION_NAMES)[number];

/** The element's options resolved: the view, the runtime's options and the theme. */
export interface ResolvedAccountOptions {
  /** As given: an unknown view is the tree's to say (UnknownView.tsx). */
  view: string;
  /** `view="order"`'s order, as given (the view says when it names no order). */
  orderId?: string;
  runtime: AccountRuntimeOptions;
  theme?: string;
}

/**
 * Attributes → options. `api-base` defaults to the origin the script came from; `view` to the
 * login; `token` (the reset and confirm-email views') to the page URL's `token` parameter — the
 * mailed reset and confirm links open a page with `?token=…` (api services/passwordReset.ts,
 * services/registration.ts); `locale` to the page's language,
 * then en-US.
 */
export function resolveAccountOptions(
  given: Partial<Record<AccountOptionName, string>>,
  host: HTMLElement,
  defaultApiBase: string,
): ResolvedAccountOptions {
  const pageLanguage = host.closest('[lang]')?.getAttribute('lang') || undefined;
  return {
    view: given.view || DEFAULT_ACCOUNT_VIEW,
    orderId: given.orderId,
    theme: given.theme,
    runtime: {
      apiBase: (given.apiBase || defaultApiBase).replace(/\/$/, ''),
      events: host,
      reload: () => location.reload(),
      showView: (view, target) => {
        if (target?.orderId !== undefined) host.setAttribute('order-id', target.orderId);
        host.setAttribute('view', view);
      },
      settings: {
        locale: given.locale || pageLanguage || 'en-US',
        linkToken: given.token || new URLSearchParams(location.search).get('token') || undefined,
        shipPage: given.shipPage || undefined,
      },
    },
  };
}
