/** The five steps of the ship wizard (quote §2), in order; the index + 1 is the step number. */
export const WIZARD_STEPS = ['Search', 'Costs', 'Details', 'Contents', 'Payment'] as const;
export type WizardStepName = (typeof WIZARD_STEPS)[number];
