import { NAME_MAX_LENGTH } from '@bikeship/core/constants';
import { emailFieldSchema } from '@bikeship/core/schemas';
import type { Translator } from '@bikeship/ui';
import type { GuestDraft } from './searchDraft';
import type { SearchDraftErrors } from './searchDraftErrors';

/**
 * A guest's name and email, as step 1 asks them (quote §6: guests proceed with these only),
 * worded by `t` (step 1's messages in the wizard's locale).
 */
export function guestDraftErrors(guest: GuestDraft, t: Translator): SearchDraftErrors['guest'] {
  const nameError = (name: string, missing: string, tooLong: string) =>
    !name.trim()
      ? t(missing)
      : name.trim().length > NAME_MAX_LENGTH
        ? t(tooLong, { max: NAME_MAX_LENGTH })
        : undefined;
  return {
    firstName: nameError(
      guest.firstName,
      'Enter your first name.',
      'Your first name can have at most {max} characters.',
    ),
    lastName: nameError(
      guest.lastName,
      'Enter your last name.',
      'Your last name can have at most {max} characters.',
    ),
    email: emailFieldSchema.safeParse(guest.email.trim()).success
      ? undefined
      : t('Enter your email address, like name@example.com.'),
  };
}
