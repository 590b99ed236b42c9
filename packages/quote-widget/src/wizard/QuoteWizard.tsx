import { useAdoptedCss } from '@bikeship/embed';
import { LoadingOverlay, useMessages, useShip } from '@bikeship/ui';
import { lazy, Suspense, useRef } from 'react';
import { useQuoteRuntime } from '../runtime/QuoteRuntimeContext';
import SearchStep from '../steps/search/SearchStep';
import { searchStepCss } from '../steps/search/searchStep.css';
import { useFollowResumeRequests } from '../steps/search/useFollowResumeRequests';
import { StepNotices } from './StepNotices';
import { useStepChange } from './useStepChange';
import { WizardProgress } from './WizardProgress';
import { wizardCss } from './wizard.css';
import { wizardMessages } from './wizardMessages';
import { WIZARD_STEPS } from './wizardSteps';

// Steps 2–5 load when the wizard first reaches them (the quote box's first-load budget): a
// partner page that shows only the search pays only for step 1.
const CostsStep = lazy(() => import('../steps/costs/CostsStep'));
const DetailsStep = lazy(() => import('../steps/details/DetailsStep'));
const ContentsStep = lazy(() => import('../steps/contents/ContentsStep'));
const PaymentStep = lazy(() => import('../steps/payment/PaymentStep'));
// A search resumed in the account waits in this notice only on steps 3–5, and only for a
// customer with an account: it loads with their other pieces, not in step 1's first load.
const ResumeRequestNotice = lazy(() =>
  import('../steps/search/customerPieces').then((module) => ({
    default: module.ResumeRequestNotice,
  })),
);

const STEP_COMPONENTS = [SearchStep, CostsStep, DetailsStep, ContentsStep, PaymentStep];

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
  const { announced, onFocus } = useStepChange(step, wizard, props.openedByCustomer);
  const [waitingResume, setWaitingResume] = useFollowResumeRequests();
  const Step = STEP_COMPONENTS[step - 1] ?? SearchStep;
  return (
    <>
      <section
        ref={wizard}
        className="bs-wizard"
        aria-label={t('Ship a bike')}
        aria-busy={loading}
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
        {/* A boundary per step: while a step's code loads, only its fallback shows — React would
            keep the previous step hidden in the page, and its heading is not the one to focus. */}
        <Suspense key={step} fallback={<LoadingOverlay label={t('Loading the next step')} />}>
          <Step />
        </Suspense>
        {loading ? <LoadingOverlay label={t('Getting rates')} /> : null}
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
