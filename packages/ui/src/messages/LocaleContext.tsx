import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type Catalogue, type Translator, translatorOf } from './catalogue';

/** The locale a surface renders in: the element's `locale` attribute, the site's language. */
export const DEFAULT_LOCALE = 'en-US';

const LocaleContext = createContext<string>(DEFAULT_LOCALE);

/**
 * Gives the components below their locale (BCP 47). A widget element wraps its tree in one,
 * with its `locale`; the site with the page's language.
 * @example <LocaleProvider locale="fr-CA"><QuoteWizard /></LocaleProvider>
 */
export function LocaleProvider(props: { locale: string; children: ReactNode }) {
  return <LocaleContext.Provider value={props.locale}>{props.children}</LocaleContext.Provider>;
}

/** The locale of the surface this component renders in. */
export function useLocale(): string {
  return useContext(LocaleContext);
}

/**
 * A catalogue's messages in this surface's locale.
 * @example const t = useMessages(costsMessages); return <h2>{t('Costs')}</h2>;
 */
export function useMessages(catalogue: Catalogue): Translator {
  const locale = useLocale();
  return useMemo(() => translatorOf(catalogue, locale), [catalogue, locale]);
}
