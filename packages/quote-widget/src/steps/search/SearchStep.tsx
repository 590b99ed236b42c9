import { selectIsRegistered } from '@bikeship/core/stores';
import { Button, Notice, SelectField, useMessages, useSession, useShip } from '@bikeship/ui';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';
import { BoxList } from './BoxList';
import { GuestFields } from './GuestFields';
import { guestDraftErrors } from './guestDraftErrors';
import { applySearchDraft, enterGuest, requestRates } from './requestRates';
import { countryOfPlace, resolvedStages, type SearchDraft } from './searchDraft';
import { hasDraftErrors, searchDraftErrors } from './searchDraftErrors';
import { searchMessages } from './searchMessages';
import { searchStepMessages } from './searchStepMessages';
import { checkShipDate } from './shipDateCalendar';
import { TripStages } from './TripStages';
import { useFormList } from './useFormList';
import { useResumeOnLoad } from './useResumeOnLoad';
import { useSearchDraft } from './useSearchDraft';

// A registered customer's recent searches, with their saved boxes (customerPieces.ts): a guest,
// most of step 1's visitors, never loads them.
const RecentSearches = lazy(() =>
  import('./customerPieces').then((module) => ({ default: module.RecentSearches })),
);
// The login form: loaded when a guest asks to sign in.
const WizardSignIn = lazy(() =>
  import('./customerPieces').then((module) => ({ default: module.WizardSignIn })),
);

/**
 * Step 1, Search (quote §2–§5): the trip's stages with their places and ship dates, the boxes,
 * the purpose, and — for a guest — name and email, or Sign in (a customer with an account
 * carries on signed in); a registered user's recent searches. Get
 * rates puts the search into the ship store, fetches the rates and goes on to Costs; a failure
 * is shown here and nothing typed is lost. Start over flushes the search (quote §2).
 */
export default function SearchStep() {
  useResumeOnLoad();
  const runtime = useQuoteRuntime();
  const t = useMessages(searchStepMessages);
  const searchT = useMessages(searchMessages);
  const [draft, setDraft, restartDraft] = useSearchDraft();
  const registered = useSession(selectIsRegistered);
  const loading = useShip((state) => state.loading);
  const purposes = useFormList('purposes');
  const [submitted, setSubmitted] = useState(false);
  const [checkingDates, setCheckingDates] = useState(false);
  const [ratesFailed, setRatesFailed] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  // 'open' while the login form shows; 'closed' once the guest turned it down (Sign in gets
  // the focus back).
  const [signIn, setSignIn] = useState<'none' | 'open' | 'closed'>('none');
  const signInLine = useRef<HTMLParagraphElement>(null);
  const stepRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const errors = {
    ...searchDraftErrors(draft, searchT),
    guest: registered ? {} : guestDraftErrors(draft.guest, t),
  };

  // After a refused Get rates, the first field in error takes the focus (its message is read).
  useEffect(() => {
    if (focusRequest) stepRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  useEffect(() => {
    if (signIn === 'closed') signInLine.current?.querySelector('button')?.focus();
  }, [signIn]);

  const datesAreBusinessDays = async (checked: SearchDraft) => {
    const checks = await Promise.all(
      resolvedStages(checked.stages).map((stage) =>
        stage.shipDate
          ? checkShipDate(runtime.api.date, countryOfPlace(stage.from), stage.shipDate)
          : null,
      ),
    );
    return checks.every((check) => !check?.problem);
  };

  const getRates = async () => {
    setSubmitted(true);
    setRatesFailed(false);
    setCheckingDates(true);
    const datesOk = await datesAreBusinessDays(draft);
    setCheckingDates(false);
    if (hasDraftErrors(errors) || !datesOk) {
      setFocusRequest((count) => count + 1);
      return;
    }
    if (!registered) enterGuest(runtime, draft.guest, t);
    applySearchDraft(runtime, draft);
    if (!(await requestRates(runtime))) setRatesFailed(true);
  };

  const startOver = () => {
    runtime.ship.getState().flush();
    // DECISION: the fresh search becomes the session's active one, so a reload after Start
    // over does not bring the old search back (resume on load reads the active search).
    runtime.session.getState().rememberSearch(runtime.ship.getState().search);
    setSubmitted(false);
    setRatesFailed(false);
  };

  return (
    <div className="bs-step bs-search" ref={stepRef}>
      <h2 id={headingId} tabIndex={-1}>
        {searchT('Get a shipping quote')}
      </h2>
      {signIn === 'open' ? (
        <Suspense fallback={null}>
          <WizardSignIn onClose={() => setSignIn('closed')} />
        </Suspense>
      ) : registered ? null : (
        <p className="bs-search-signin" ref={signInLine}>
          {t('Have a bikeship account?')}{' '}
          <Button variant="link" onClick={() => setSignIn('open')}>
            {t('Sign in')}
          </Button>
        </p>
      )}
      {registered ? (
        <Suspense fallback={null}>
          <RecentSearches onResumed={restartDraft} />
        </Suspense>
      ) : null}
      <form
        className="bs-search-form"
        aria-labelledby={headingId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void getRates();
        }}
      >
        <TripStages draft={draft} setDraft={setDraft} errors={submitted ? errors.stages : null} />
        <BoxList draft={draft} setDraft={setDraft} submitted={submitted} />
        <SelectField
          label={t('Purpose (optional)')}
          hint={t(
            'Why you are shipping: for a trip or an event, only speeds with a guaranteed delivery date are offered.',
          )}
          // DECISION: a purpose once chosen can be changed but not cleared — the search update
          // rule never erases a field (quote §3, core mergeSearchUpdate), so an empty choice
          // would show "none" while the search kept the old purpose and its speed filter.
          placeholder={draft.purpose ? undefined : t('Choose a purpose')}
          options={purposes.map((purpose) => ({
            value: String(purpose.entryId),
            label: purpose.name,
          }))}
          value={draft.purpose}
          onChange={(purpose) => setDraft((current) => ({ ...current, purpose }))}
        />
        {registered ? null : (
          <GuestFields
            guest={draft.guest}
            errors={submitted ? errors.guest : null}
            onChange={(guest) => setDraft((current) => ({ ...current, guest }))}
          />
        )}
        {ratesFailed ? (
          <Notice tone="danger" title={searchT('No rates')}>
            {searchT(
              'We could not get rates for this trip. Check the places, dates and boxes and try again; if it keeps happening, contact us.',
            )}
          </Notice>
        ) : null}
        <div className="bs-step-actions">
          <Button onClick={startOver}>{t('Start over')}</Button>
          <Button type="submit" variant="primary" busy={loading || checkingDates}>
            {searchT('Get rates')}
          </Button>
        </div>
      </form>
    </div>
  );
}
