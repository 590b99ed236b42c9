import { useMemo } from 'react';
import { useLocale } from '../messages/LocaleContext';
import { formatDay, formatLongDay, formatMoney, formatNumber } from './formatters';

/**
 * The formatters bound to this surface's locale.
 * @example const format = useFormat(); return <span>{format.money(184.5)}</span>;
 */
export function useFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      money: (amount: number) => formatMoney(locale, amount),
      number: (value: number) => formatNumber(locale, value),
      day: (isoDate: string) => formatDay(locale, isoDate),
      longDay: (isoDate: string) => formatLongDay(locale, isoDate),
    }),
    [locale],
  );
}
