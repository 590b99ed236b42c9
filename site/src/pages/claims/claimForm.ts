import { CLAIM_PICTURE_FIELDS, FREE_TEXT_MAX_LENGTH } from '@bikeship/core/constants';
import { missingClaimEvidence } from '@bikeship/core/rules';
import { type ClaimPictureField, claimFieldsSchema } from '@bikeship/core/schemas';

/** The claim's plain fields as the form holds them: text as typed (quote §3, core claim schema). */
export interface ClaimText {
  orderId: string;
  trackingNumber: string;
  claimType: 'damage' | 'loss';
  name: string;
  email: string;
  phone: string;
  description: string;
  amountClaimed: string;
}

export type ClaimTextField = keyof ClaimText;
/** Every place of the form an error can be shown at: a plain field or a picture list. */
export type ClaimFieldName = ClaimTextField | ClaimPictureField;
/** One message per field that needs the customer's attention. */
export type ClaimProblems = Partial<Record<ClaimFieldName, string>>;

export const EMPTY_CLAIM_TEXT: ClaimText = {
  orderId: '',
  trackingNumber: '',
  claimType: 'damage',
  name: '',
  email: '',
  phone: '',
  description: '',
  amountClaimed: '',
};

/** The fields in the order the form shows them: the first with a problem gets the focus. */
export const CLAIM_FIELD_ORDER: readonly ClaimFieldName[] = [
  'orderId',
  'trackingNumber',
  'claimType',
  'name',
  'email',
  'phone',
  'description',
  'amountClaimed',
  ...CLAIM_PICTURE_FIELDS,
];

/** What to do about a field the claim schema refuses, in the customer's words. */
const FIELD_PROBLEMS: Record<ClaimTextField, string> = {
  orderId: 'Enter the order number from your order e-mail, digits only (for example 1042).',
  trackingNumber: 'This tracking number is too long: copy it from your label or order e-mail.',
  claimType: 'Choose whether the bike was damaged or lost.',
  name: 'Enter your name (at most 50 characters).',
  email: 'Enter an e-mail address like name@example.com: the claim number is sent there.',
  phone: 'This phone number is too long (at most 50 characters).',
  description: `Say what happened, in up to ${FREE_TEXT_MAX_LENGTH} characters.`,
  amountClaimed: 'Enter the amount you claim in dollars, for example 350 or 350.50.',
};

const isTextField = (name: PropertyKey): name is ClaimTextField =>
  typeof name === 'string' && name in FIELD_PROBLEMS;

/**
 * The plain fields as they are sent: trimmed, an empty optional field left out (as the server
 * reads it), the order number without a leading "#", the amount without "$", thousands
 * separators or spaces — people copy "#1042" from a mail and type "$1,200".
 */
export function claimFieldsOf(text: ClaimText): Record<string, string> {
  const fields: Record<string, string> = {};
  const cleaned: ClaimText = {
    ...text,
    orderId: text.orderId.trim().replace(/^#/, ''),
    amountClaimed: text.amountClaimed.replace(/[$,\s]/g, ''),
  };
  for (const [name, value] of Object.entries(cleaned)) {
    if (value.trim() !== '') fields[name] = value.trim();
  }
  return fields;
}

/**
 * What the form must say before anything is sent: the plain fields by the core claim schema
 * (the server's own), the picture lists by the core rule of what a claim must show.
 */
export function claimProblems(
  text: ClaimText,
  filesIn: (list: ClaimPictureField) => number,
): ClaimProblems {
  const problems: ClaimProblems = {};
  const parsed = claimFieldsSchema.safeParse(claimFieldsOf(text));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field !== undefined && isTextField(field)) problems[field] ??= FIELD_PROBLEMS[field];
    }
  }
  for (const list of missingClaimEvidence(text.claimType, filesIn)) {
    problems[list] =
      list === 'BillOfSalePics'
        ? 'Add the bill of sale or receipt: it shows what was shipped.'
        : 'Add at least one picture of the damage, here (outside) or in the Inside list.';
  }
  return problems;
}

/** The first field, in the form's order, that has a problem. */
export function firstProblemField(problems: ClaimProblems): ClaimFieldName | undefined {
  return CLAIM_FIELD_ORDER.find((field) => problems[field]);
}

/**
 * The multipart body of POST /api/Claim: the plain fields first, then each picture list's files
 * in the order shown. The upload's per-file progress (claimUploadProgress.ts) counts on that
 * order: text, then the files one after another.
 */
export function claimFormData(
  text: ClaimText,
  lists: Record<ClaimPictureField, readonly File[]>,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(claimFieldsOf(text))) form.append(name, value);
  for (const list of CLAIM_PICTURE_FIELDS) {
    for (const file of lists[list]) form.append(list, file, file.name);
  }
  return form;
}

/** The lists' entries in the order claimFormData sends their files. */
export function inSendingOrder<Entry>(lists: Record<ClaimPictureField, readonly Entry[]>): Entry[] {
  return CLAIM_PICTURE_FIELDS.flatMap((list) => lists[list]);
}
