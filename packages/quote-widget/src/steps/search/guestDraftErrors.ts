import { NAME_MAX_LENGTH } from '@bikeship/core/constants';
import { emailFieldSchema } from '@bikeship/core/schemas';
import type { Translator } from '@bikeship/ui';
import type { GuestDraft } from './searchDraft';
import type { SearchDraftErrors } from './searchDraftErrors';
import type { searchStepMessages } from './searchStepMessages';

type StepTexts = Translator<(typeof searchStepMessages)['english']>;

/**
 * A guest's name and email, as step 1 asks them (quote §6: guests proceed with these only),
 * worded by `t` (step 1's messages in the wizard's locale).
 */
export function guestDraftErrors(guest: GuestDraft, t: StepTexts): SearchDraftErrors['guest'] {
  const nameError = (name: string, which: 'first' | 'last') =>
    !name.trim()
      ? t(`err.${which}`)
      : name.trim().length > NAME_MAX_LENGTH
        ? t(`err.${which}Long`, { max: NAME_MAX_LENGTH })
        : undefined;
  return {
    firstName: nameError(guest.firstName, 'first'),
    lastName: nameError(guest.lastName, 'last'),
    email: emailFieldSchema.safeParse(guest.email.trim()).success ? undefined : t('err.email'),
  };
}
