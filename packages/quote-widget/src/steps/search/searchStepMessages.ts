import { defineCatalogue } from '@bikeship/ui';

/**
 * Step 1's own texts in English (DESIGN.md §5), those the quote box does not show: the trip
 * type and stages, the boxes' sizes and contents, the purpose, the guest's details. The texts
 * it shares with the box are in searchMessages.ts (why two: there).
 * @example const t = useMessages(searchStepMessages); t('stage', { n: 2 });
 */
export const searchStepMessages = defineCatalogue({
  trip: 'Trip type',
  /** The ship modes (quote §1) by their number. */
  'mode.1': 'One-Way',
  'mode.2': 'Round-Trip',
  'mode.3': 'Multi-City',
  stage: 'Stage {n}',
  /** Stage 2 of a Round-Trip: stage 1 reversed. */
  returnStage: 'Stage {n} (return)',
  venue: 'Event address: {company}, {address}',
  removeStage: 'Remove stage {n}',
  addStage: 'Add a stage',
  maxStages: 'A trip has at most {n} stages.',
  boxes: 'Boxes',
  units: 'Units',
  /** The unit switch's choices (boxDraft.ts DraftUnits). */
  imperial: 'in / lb',
  metric: 'cm / kg',
  boxN: 'Box {n}',
  /** A size field's label with its unit (boxDraft.ts unitLabels: `in`, `cm`, `lb`, `kg`). */
  length: 'Length ({unit})',
  width: 'Width ({unit})',
  height: 'Height ({unit})',
  weight: 'Weight ({unit})',
  in: 'in',
  cm: 'cm',
  lb: 'lb',
  kg: 'kg',
  what: 'What is in it',
  choose: 'Choose',
  value: 'Declared value (USD)',
  valueHint: 'What the contents are worth, for customs and protection.',
  removeBox: 'Remove box {n}',
  addBox: 'Add a box',
  // The box rule's error flags (boxErrorMessages.ts), with the bounds in the units shown.
  'err.length': 'Length must be {min}–{max} {unit}.',
  'err.width': 'Width must be {min}–{max} {unit}.',
  'err.height': 'Height must be {min}–{max} {unit}.',
  'err.weight': 'Weight must be {min}–{max} {unit}.',
  'err.girth':
    'This box is too big: the longest side plus twice each other side must be at most {max} {unit}.',
  'err.what': 'Choose what is in the box.',
  'err.value': 'Enter a value from {min} to {max}.',
  purpose: 'Purpose (optional)',
  purposeHint:
    'Why you are shipping: for a trip or an event, only speeds with a guaranteed delivery date are offered.',
  pickPurpose: 'Choose a purpose',
  guest: 'Your details',
  guestHint: 'No account needed: we send your quote and order updates to this email.',
  first: 'First name',
  last: 'Last name',
  email: 'Email',
  // The guest's checks (guestDraftErrors.ts).
  'err.first': 'Enter your first name.',
  'err.last': 'Enter your last name.',
  'err.firstLong': 'Your first name can have at most {max} characters.',
  'err.lastLong': 'Your last name can have at most {max} characters.',
  'err.email': 'Enter your email address, like name@example.com.',
  startOver: 'Start over',
  // A registered user's recent searches (RecentSearches.tsx).
  recent: 'Your recent searches',
  route: '{from} → {to}',
  routeMore: { one: '{from} → {to} (+{count} stage)', other: '{from} → {to} (+{count} stages)' },
  resume: 'Resume',
  resumeRoute: 'Resume {route}',
  stale: 'The rates of that search are no longer available. Check it below and get rates again.',
});
