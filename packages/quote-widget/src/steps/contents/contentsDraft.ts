import { BOX_MAX_MARKET_VALUE, CURRENCY, FREE_TEXT_MAX_LENGTH } from '@bikeship/core/constants';
import {
  addressComponentValue,
  isInternationalShipment,
  isValidHsCode,
  suggestHsCode,
} from '@bikeship/core/rules';
import type { Box, ContentOption, Search } from '@bikeship/core/schemas';
import type { Translator } from '@bikeship/ui';

/**
 * What step 4 collects per box (quote §2 "Step 4 collects box contents", §3 Box: contents,
 * customs fields), as the customer types it, and its checks. The messages are the wizard's
 * (quote §8: "user-facing validation messages: not shown"), from contentsMessages.
 */
export interface BoxContentsDraft {
  /** The content option's code: one of the package categories (form data). */
  contentsCode: string;
  /** Free text, one per box (the search's `descriptions`). */
  description: string;
  hsCode: string;
  /** Whether the customer typed the HS code (else it follows the contents' suggestion). */
  hsCodeEdited: boolean;
  /** The commodity value in USD, as typed. */
  customsValue: string;
  /** What customs reads on the commercial invoice (the box's `insideDescription`). */
  customsDescription: string;
}

export type BoxContentsErrors = Partial<
  Record<'contentsCode' | 'description' | 'hsCode' | 'customsValue' | 'customsDescription', string>
>;

/** DECISION: "Other" contents need a description — a carrier must know what it carries. */
const OTHER_CONTENTS = 'OTHER';

/**
 * Whether any stage of the search crosses a customs border (core rule, quote §5). Every box
 * travels on every stage, so then every box needs its customs fields.
 */
export function needsCustoms(search: Pick<Search, 'trips'>): boolean {
  return search.trips.some(
    (trip) =>
      trip.from &&
      trip.to &&
      isInternationalShipment(
        addressComponentValue(trip.from, 'country'),
        addressComponentValue(trip.to, 'country'),
      ),
  );
}

/** The draft of each box from the search: what was entered before, else its category. */
export function draftsOf(search: Pick<Search, 'boxes' | 'descriptions'>): BoxContentsDraft[] {
  return search.boxes.map((box, index) => {
    const contentsCode = box.contents?.code ?? box.category ?? '';
    return {
      contentsCode,
      description: search.descriptions[index] ?? '',
      hsCode: box.hsCode ?? suggestHsCode(contentsCode),
      hsCodeEdited: Boolean(box.hsCode),
      customsValue: box.marketValue === undefined ? '' : String(box.marketValue),
      customsDescription: box.insideDescription ?? '',
    };
  });
}

/** A new contents choice: the HS code follows its suggestion until the customer types one. */
export function withContents(draft: BoxContentsDraft, contentsCode: string): BoxContentsDraft {
  return {
    ...draft,
    contentsCode,
    hsCode: draft.hsCodeEdited ? draft.hsCode : suggestHsCode(contentsCode),
  };
}

/** The commodity value typed, as a number; NaN when it is not one. */
function typedAmount(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text.replace(/[$,\s]/g, ''));
}

/**
 * The errors of one box, in the words of `t`: contents always; a description for "Other"
 * contents; for an international trip the HS code, the commodity value and the description for
 * customs. The character limit is written as the constant reads (1000); the value limit with
 * the locale's separators (50,000).
 */
export function checkBoxContents(
  draft: BoxContentsDraft,
  international: boolean,
  t: Translator,
): BoxContentsErrors {
  const errors: BoxContentsErrors = {};
  if (!draft.contentsCode) errors.contentsCode = t('Choose what is in this box.');
  if (draft.description.length > FREE_TEXT_MAX_LENGTH) {
    errors.description = t('Keep the description under {max} characters.', {
      max: String(FREE_TEXT_MAX_LENGTH),
    });
  } else if (draft.contentsCode === OTHER_CONTENTS && !draft.description.trim()) {
    errors.description = t('Say what is in the box.');
  }
  if (!international) return errors;
  if (!draft.hsCode.trim()) {
    errors.hsCode = t('Enter the HS code of the contents, for example 8712.00.');
  } else if (!isValidHsCode(draft.hsCode)) {
    errors.hsCode = t('An HS code has 6 to 10 digits, for example 8712.00.');
  }
  const value = typedAmount(draft.customsValue);
  if (!(value > 0)) {
    errors.customsValue = t('Enter what the contents are worth in {currency}.', {
      currency: CURRENCY,
    });
  } else if (value > BOX_MAX_MARKET_VALUE) {
    errors.customsValue = t('The value can be at most {max} {currency}.', {
      max: BOX_MAX_MARKET_VALUE,
      currency: CURRENCY,
    });
  }
  const customsDescription = draft.customsDescription.trim();
  if (!customsDescription) {
    errors.customsDescription = t(
      'Describe the contents for customs, for example "Used road bicycle".',
    );
  } else if (customsDescription.length > FREE_TEXT_MAX_LENGTH) {
    errors.customsDescription = t('Keep it under {max} characters.', {
      max: String(FREE_TEXT_MAX_LENGTH),
    });
  }
  return errors;
}

export const hasErrors = (errors: readonly BoxContentsErrors[]) =>
  errors.some((box) => Object.keys(box).length > 0);

/**
 * The boxes with what the customer entered: the contents option, and for an international trip
 * the customs fields (HS code, value in USD — the declared value — and the customs description).
 * They are saved unchecked, as typed (each change, and Back), so a half-typed field must not
 * store what an earlier step or the server would trust before Continue checks it again.
 * DECISION: the HS code and the descriptions are stored as typed — free strings in the box
 * schema, read only by the order, which comes after Continue's check (a reload resumes at most
 * at step 2). The value is read before that (the rates, the protection's coverage): it is
 * stored only with `withValue` (Continue and Back, not each keystroke — 2600 typed over 2500
 * must not pass through 2 and 26), and only a value the check accepts replaces the box's own.
 */
export function boxesWithContents(
  boxes: readonly Box[],
  drafts: readonly BoxContentsDraft[],
  options: readonly ContentOption[],
  international: boolean,
  withValue = true,
): Box[] {
  return boxes.map((box, index) => {
    const draft = drafts[index];
    if (!draft) return box;
    const contents = options.find((option) => option.code === draft.contentsCode);
    const next: Box = { ...box, ...(contents ? { contents } : {}) };
    if (!international) return next;
    const value = typedAmount(draft.customsValue);
    return {
      ...next,
      hsCode: draft.hsCode.trim() || undefined,
      commodityCurrencyCode: CURRENCY,
      marketValue:
        withValue && value > 0 && value <= BOX_MAX_MARKET_VALUE ? value : box.marketValue,
      insideDescription: draft.customsDescription.trim() || undefined,
    };
  });
}
