import { defineCatalogue } from '../messages/catalogue';

/**
 * The catalogue of the card entry every payment shares (DESIGN.md §5): the test card form, Stripe
 * Elements, the saved cards and the words of a payment's answers.
 * @example const t = useMessages(cardEntryMessages); t('Card number');
 */
export const cardEntryMessages = defineCatalogue();
