import { defineCatalogue, type Translator } from '@bikeship/ui';

/**
 * The contents step's texts in English (DESIGN.md §5), its field checks included (quote §8
 * shows none, so these are ours, written as what to do). Keys are short: each one ships in the
 * bundle at every use.
 */
export const contentsMessages = defineCatalogue({
  title: 'Contents',
  hint: 'Say what is in each box, so the carrier knows what it carries.',
  hintIntl:
    'Your trip crosses a customs border: for each box, say what is in it and how customs should read it.',
  bad: 'Some boxes need more details',
  badBody: 'Check the fields marked below.',
  back: 'Back to details',
  next: 'Continue to payment',

  // One box.
  box: 'Box {n}',
  boxOf: 'Box {n}: {name}',
  what: 'What is in the box',
  choose: 'Choose the contents',
  desc: 'Description',
  descHint: 'In your words, e.g. road bike with pedals and seat post packed beside it.',
  customs: 'For customs',
  hs: 'HS code',
  hsTip: 'Suggested for {contents}: {code}. Change it if your goods are classified differently.',
  these: 'these contents',
  hsHint: 'The Harmonized System code of the goods, e.g. 8714.99 for bike parts.',
  value: 'Value for customs ({currency})',
  valueHint:
    'What the contents are worth. A value other than the quoted one changes the customs estimate: the payment step shows the new total.',
  cDesc: 'Description for customs',
  cDescHint: 'What the commercial invoice says, e.g. "Used road bicycle".',

  // The checks, shown under each field.
  noWhat: 'Choose what is in this box.',
  descLong: 'Keep the description under {max} characters.',
  noDesc: 'Say what is in the box.',
  noHs: 'Enter the HS code of the contents, for example 8712.00.',
  hsForm: 'An HS code has 6 to 10 digits, for example 8712.00.',
  noValue: 'Enter what the contents are worth in {currency}.',
  valueMax: 'The value can be at most {max} {currency}.',
  noCDesc: 'Describe the contents for customs, for example "Used road bicycle".',
  cDescLong: 'Keep it under {max} characters.',
});

/** The contents step's messages bound to a locale (`useMessages(contentsMessages)`). */
export type ContentsText = Translator<(typeof contentsMessages)['english']>;
