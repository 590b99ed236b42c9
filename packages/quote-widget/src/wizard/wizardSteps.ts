/**
 * The five steps of the ship wizard (quote §2), in order, by their names' keys in
 * wizardMessages.ts; the index + 1 is the step number.
 */
export const WIZARD_STEPS = [
  'step.search',
  'step.costs',
  'step.details',
  'step.contents',
  'step.payment',
] as const;
