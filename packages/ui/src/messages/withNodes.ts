import { createElement, Fragment, type ReactNode } from 'react';

/**
 * A message with elements in it (a bold amount, a link): the translated text with its
 * placeholders kept, each placeholder then replaced by its node, so a translation may put them
 * where its language needs them.
 * @example withNodes(t('Total to pay: {total}', { total: '{total}' }), { total: <strong>{money(total)}</strong> })
 */
export function withNodes(text: string, nodes: Record<string, ReactNode>): ReactNode {
  const parts = text.split(/\{(\w+)\}/).map((part, index) => (index % 2 ? nodes[part] : part));
  return createElement(Fragment, null, ...parts);
}
