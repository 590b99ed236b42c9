import { useAdoptedCss } from '@bikeship/embed';
import { LoadingOverlay, useMessages, useShip } from '@bikeship/ui';
import { lazy, Suspense, useRef } from 'react';
import { useQuoteRuntime } from '../runtime/QuoteRuntimeContext';
import { searchStepCss } from '../steps/search/searchStep.css';
import { useFollowResumeRequests } from '../steps/search/useFollowResumeRequests';
import { StepNotices } from './StepNotices';
import { useShownStep } from './useShownStep';
import { useStepChange } from './useStepChange';
import { WizardProgress } from './WizardProgress';
import { wizardCss } from './wizard.css';
import { wizardMessages } from './wizardMessages';
import { WIZARD_STEPS } from './wizardSteps';

// A search resumed in the account waits in this notice only on steps 3–5, and only for a
// customer with an account: it loads with their other pieces, not in step 1's first load.
const ResumeRequestNotice = lazy(() =>
  import('../steps/search/customerPieces').then((module) => ({
    default: module.ResumeRequestNotice,
  })),
);

/**
 * The 5-step ship wizard (quote §2): progress, the step's notices, the step. On a step change
 * the new step's heading takes the focus and a polite live region says which step this is
 * (useStepChange.ts). `openedByCustomer`: the quote box has just turned into the wizard at the
 * customer's Get rates — its first step is announced and focused as a change.
 */
export function QuoteWizard(props: { openedByCustomer?: boolean }) {
  // The quote box opens the wizard in place: its shadow root has step 1's CSS but not the frame's.
  useAdoptedCss(wizardCss);
  useAdoptedCss(searchStepCss);
  const t = useMessages(wizardMessages);
  const runtime = useQuoteRuntime();
  const step = useShip((state) => state.search.step);
  const loading = useShip((state) => state.loading);
  const paid = useShip((state) => state.paidOrder !== null);
  const wizard = useRef<HTMLElement>(null);
  const { shown, Step } = useShownStep(step);
  // The change is made when the new step shows: its heading is the one to focus.
  const { announced, onFocus } = useStepChange(shown || step, wizard, props.openedByCustomer);
  const [waitingResume, setWaitingResume] = useFollowResumeRequests();
  const pending = shown !== step;
  return (
    <>
      <section
        ref={wizard}
        className="bs-wizard"
        aria-label={t('Ship a bike')}
        aria-busy={loading || pending}
        onFocus={onFocus}
      >
        <WizardProgress
          step={step}
          paid={paid}
          onStep={(to) => runtime.ship.getState().setStep(to)}
        />
        <StepNotices step={step} />
        {waitingResume ? (
          <Suspense fallback={null}>
            <ResumeRequestNotice waiting={waitingResume} onClose={() => setWaitingResume(null)} />
          </Suspense>
        ) : null}
        {/* While the next step's code loads the step before stays, under the overlay and out of
            reach (inert): a second tap on Continue lands on the overlay, a key on nothing. The
            second tap of a double tap (or click) is no second press: meant for the step before,
            it would press what the next step has under the finger — its Back, where Continue
            was. */}
        <div
          inert={pending}
          onClickCapture={(event) => {
            if (event.detail > 1) event.stopPropagation();
          }}
        >
          {Step ? <Step /> : null}
        </div>
        {loading ? (
          <LoadingOverlay label={t('Getting rates')} />
        ) : pending ? (
          <LoadingOverlay label={t('Loading the next step')} />
        ) : null}
      </section>
      {/* A polite live region (role status), outside the section: a screen reader may hold back
          what a busy region says. Present from the first render, empty: a live region
          announces changes, not its arrival. */}
      <p role="status" className="bs-visually-hidden">
        {announced
          ? t('Step {step} of {total}: {name}', {
              step: announced,
              total: WIZARD_STEPS.length,
              name: t(WIZARD_STEPS[announced - 1] ?? 'Search'),
            })
          : ''}
      </p>
    </>
  );
}
