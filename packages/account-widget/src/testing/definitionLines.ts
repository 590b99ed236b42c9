/** The term and description of each line of a description list, as a reader reads them. */
export function definitionLines(list: HTMLElement): [term: string, description: string][] {
  return [...list.querySelectorAll('dt')].map((term) => [
    term.textContent ?? '',
    term.nextElementSibling?.textContent ?? '',
  ]);
}

/** A money text ("$1,204.30", "-$22.70") in cents. */
export function moneyCents(text: string): number {
  const cents = Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
  if (!Number.isFinite(cents)) throw new Error(`not an amount: ${text}`);
  return cents;
}
