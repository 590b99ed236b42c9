/**
 * The five steps of the ship wizard (quote §2), in order, by their names in English (messages of
 * wizardMessages.ts); the index + 1 is the step number.
 */
export const WIZARD_STEPS = ['Search', 'Costs', 'Details', 'Contents', 'Payment'] as const;
