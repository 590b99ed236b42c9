const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollars as the site shows them (quote §9: payment currency USD). */
export function formatMoney(dollars: number): string {
  return USD.format(dollars);
}
