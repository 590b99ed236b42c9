import { type BoxErrorFlags, hasBoxErrors, isSameLocation } from '@bikeship/core/rules';
import type { Translator } from '@bikeship/ui';
import { boxErrorsOf } from './boxDraft';
import { type GuestDraft, resolvedStages, type SearchDraft } from './searchDraft';

/** Messages of one stage's fields (the ship date's business-day check is ShipDateField's). */
export interface StageErrors {
  from?: string;
  to?: string;
  shipDate?: string;
}

export interface SearchDraftErrors {
  stages: StageErrors[];
  boxes: BoxErrorFlags[];
  guest: Partial<Record<keyof GuestDraft, string>>;
}

/**
 * What stops step 1 from asking for rates, field by field: a place not picked from the list,
 * the same place at both ends (the core's sameness rule), a missing ship date, one before the
 * stage before it or one on or after the stage's deliver-by day (an event's: nothing could
 * arrive in time — the carrier would offer only speeds that arrive after it), a box error flag
 * of the core box rule. A guest's name and email are checked by guestDraftErrors.ts, which step
 * 1 adds (the quote box asks no guest fields, and keeps the email schema out of its first
 * load). The messages are worded by `t` (the search's messages in the element's locale).
 */
export function searchDraftErrors(draft: SearchDraft, t: Translator): SearchDraftErrors {
  const stages = resolvedStages(draft.stages);
  return {
    stages: stages.map((stage, index) => {
      const previousDate = stages[index - 1]?.shipDate;
      return {
        from: stage.from ? undefined : t('Choose where this stage starts from the list.'),
        to: !stage.to
          ? t('Choose where this stage goes from the list.')
          : isSameLocation(stage.from, stage.to)
            ? t('From and To are the same place.')
            : undefined,
        shipDate: !stage.shipDate
          ? t('Choose a ship date.')
          : previousDate && stage.shipDate < previousDate
            ? t('This stage cannot ship before the stage before it.')
            : stage.deliverDate && stage.shipDate >= stage.deliverDate
              ? t('Too late to arrive in time.')
              : undefined,
      };
    }),
    boxes: draft.boxes.map((box) => boxErrorsOf(box, draft.units)),
    guest: {},
  };
}

/** Whether any field of the draft is in error. */
export function hasDraftErrors(errors: SearchDraftErrors): boolean {
  return (
    errors.stages.some((stage) => Object.values(stage).some(Boolean)) ||
    errors.boxes.some(hasBoxErrors) ||
    Object.values(errors.guest).some(Boolean)
  );
}
