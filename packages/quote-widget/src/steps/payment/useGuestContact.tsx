import { selectSessionProfile } from '@bikeship/core/stores';
import { useMessages, useSession } from '@bikeship/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';
import { GuestFields } from '../search/GuestFields';
import { guestDraftErrors } from '../search/guestDraftErrors';
import type { GuestDraft } from '../search/searchDraft';
import { searchStepMessages } from '../search/searchStepMessages';

const NO_GUEST: GuestDraft = { firstName: '', lastName: '', email: '' };

/**
 * The guest's name and email on Payment, when the session does not know them: quote §2 clears a
 * guest once a resumed search's rates are valid (a reload does that), and the order needs them.
 * DECISION: they are asked here, where the order needs them, rather than sending the customer
 * back to step 1, which would ask for the whole trip again. A known guest or a registered
 * customer sees nothing. Once shown, the fields stay for the rest of the step (no jump when Pay
 * hands them to the session).
 *
 * `confirm()` runs at Pay: false, with the errors beside the fields and the focus on the first,
 * while something is missing; else the fields as they are now become the session's guest (a
 * correction after a declined card counts) and it is true.
 */
export function useGuestContact(): { fields: ReactNode; confirm(): boolean } {
  const runtime = useQuoteRuntime();
  const t = useMessages(searchStepMessages);
  const unknown = useSession((state) => selectSessionProfile(state) === null);
  const shown = useRef(false);
  shown.current ||= unknown;
  const [guest, setGuest] = useState<GuestDraft>(NO_GUEST);
  const [checks, setChecks] = useState(0);
  const fieldset = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (checks) fieldset.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checks]);

  const errors = guestDraftErrors(guest, t);
  const confirm = (): boolean => {
    if (!shown.current) return true;
    if (errors.firstName || errors.lastName || errors.email) {
      setChecks((count) => count + 1);
      return false;
    }
    runtime.session.getState().enterAsGuest({
      firstName: guest.firstName.trim(),
      lastName: guest.lastName.trim(),
      email: guest.email.trim(),
    });
    return true;
  };

  const fields = shown.current ? (
    <div ref={fieldset}>
      <GuestFields guest={guest} onChange={setGuest} errors={checks ? errors : null} />
    </div>
  ) : null;
  return { fields, confirm };
}
