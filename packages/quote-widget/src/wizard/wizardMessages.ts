import { defineCatalogue } from '@bikeship/ui';

/**
 * The wizard frame's texts in English (DESIGN.md §5: every text through a catalogue): the step
 * names, shown by the progress list and said by the step announcement.
 */
export const wizardMessages = defineCatalogue({
  'step.search': 'Search',
  'step.costs': 'Costs',
  'step.details': 'Details',
  'step.contents': 'Contents',
  'step.payment': 'Payment',
  /** Said by the live region when the wizard moves to another step. */
  stepAnnouncement: 'Step {step} of {total}: {name}',
});
