/** Postal codes compare without case, spaces or dashes. */
const postalKey = (code: string | undefined) => (code ?? '').replace(/[\s-]/g, '').toUpperCase();

/**
 * An address lies in the postal area it was quoted for: the same code, or a ZIP+4 of the quoted
 * ZIP (and the other way round). DECISION: anything else changes the price (the carrier's zones
 * depend on it), so step 3 tells the customer and the server refuses the order. With no quoted
 * (or no typed) code every code fits: there is nothing to hold the address to.
 */
export function isSamePostalArea(quoted: string | undefined, typed: string | undefined): boolean {
  const a = postalKey(quoted);
  const b = postalKey(typed);
  if (a === '' || b === '') return true;
  return a.startsWith(b) || b.startsWith(a);
}
