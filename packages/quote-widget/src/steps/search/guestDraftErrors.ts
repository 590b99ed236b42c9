import { NAME_MAX_LENGTH } from '@bikeship/core/constants';
import { emailFieldSchema } from '@bikeship/core/schemas';
import type { GuestDraft } from './searchDraft';
import type { SearchDraftErrors } from './searchDraftErrors';

function nameError(name: string, which: string): string | undefined {
  if (!name.trim()) return `Enter your ${which} name.`;
  return name.trim().length > NAME_MAX_LENGTH
    ? `Your ${which} name can have at most ${NAME_MAX_LENGTH} characters.`
    : undefined;
}

/** A guest's name and email, as step 1 asks them (quote §6: guests proceed with these only). */
export function guestDraftErrors(guest: GuestDraft): SearchDraftErrors['guest'] {
  return {
    firstName: nameError(guest.firstName, 'first'),
    lastName: nameError(guest.lastName, 'last'),
    email: emailFieldSchema.safeParse(guest.email.trim()).success
      ? undefined
      : 'Enter your email address, like name@example.com.',
  };
}
