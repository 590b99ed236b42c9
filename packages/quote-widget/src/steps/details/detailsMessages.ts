import { defineCatalogue } from '@bikeship/ui';
import { createElement, Fragment, type ReactNode } from 'react';

/**
 * The details step's texts in English (DESIGN.md §5); the address forms' own are ui's
 * `addressMessages`. Keys are short: the whole catalogue ships in the step's chunk.
 * @example const t = useMessages(detailsMessages); t('from', { n: 1, place: 'Boulder, CO' });
 */
export const detailsMessages = defineCatalogue({
  hint: 'Who ships and who receives at each stage. Fields marked * are required.',
  noSaved: 'Your saved addresses could not be loaded; type the addresses below.',
  noRates: 'Rates not confirmed',
  noRatesText: 'We could not confirm your rates for these addresses. Try again in a moment.',
  back: 'Back to costs',
  next: 'Continue to contents',
  /** The title of a side's address form, keyed by the side: "Stage 1, from Boulder, CO". */
  from: 'Stage {n}, from {place}',
  to: 'Stage {n}, to {place}',

  // The error summary.
  check: 'Check these details before you continue',
  /** `text`: a field's error, worded by the address form's catalogue or the verifier. */
  entry: '{title}: {text}',
  pick: '{title}: take the suggested address or keep yours.',

  // What the addresses changed in the price.
  home: 'Residential delivery',
  homeFee: 'Stage {n}: delivering {speed} to a home costs {fee} more.',
  homeNoFee: 'Stage {n}: the {fee} residential delivery fee no longer applies.',
  duties: 'Duties and taxes',
  dutiesNew: 'Stage {n}: the duties and taxes for this address are {after} instead of {before}.',
  /** `total` and `review` are elements: the bold amount and the link back to Costs. */
  sub: 'Your sub-total is now {total}. Continue to accept it, or {review}.',
  review: 'review your costs',
});

/**
 * A message with elements in it (a bold amount, a link): the translated text with its
 * placeholders kept (`t('sub', { total: '{total}', review: '{review}' })`), each placeholder
 * then replaced by its node, so a translation may put them where its language needs them.
 */
export function withNodes(text: string, nodes: Record<string, ReactNode>): ReactNode {
  const parts = text.split(/\{(\w+)\}/).map((part, index) => (index % 2 ? nodes[part] : part));
  return createElement(Fragment, null, ...parts);
}
