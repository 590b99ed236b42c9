import { defineCatalogue } from '@bikeship/ui';

/**
 * The catalogue of the payment step (DESIGN.md §5): the card entry, the amounts, the code and
 * the extras, the confirmation, and the words of every failure — shown in place and sent as the
 * `bikeship:error` message alike.
 * @example const t = useMessages(paymentMessages); t('Pay {total}', { total: money(due) });
 */
export const paymentMessages = defineCatalogue();
