import { defineCatalogue } from '@bikeship/ui';

/**
 * The wizard frame's texts in English (DESIGN.md §5: every text through a catalogue): its name,
 * the step names, shown by the progress list and said by the step announcement, and what it
 * says while it loads.
 */
export const wizardMessages = defineCatalogue({
  /** The wizard's accessible name. */
  wizard: 'Ship a bike',
  /** The progress list's accessible name. */
  steps: 'Quote steps',
  'step.search': 'Search',
  'step.costs': 'Costs',
  'step.details': 'Details',
  'step.contents': 'Contents',
  'step.payment': 'Payment',
  /** Said by the live region when the wizard moves to another step. */
  stepAnnouncement: 'Step {step} of {total}: {name}',
  loadingStep: 'Loading the next step',
  gettingRates: 'Getting rates',
});
