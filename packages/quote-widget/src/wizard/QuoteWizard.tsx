import { LoadingOverlay } from '@bikeship/ui';
import { lazy, Suspense } from 'react';
import { useAdoptedCss } from '@bikeship/embed';
import { useQuoteRuntime, useShip } from '../runtime/QuoteRuntimeContext';
import SearchStep from '../steps/search/SearchStep';
import { searchStepCss } from '../steps/search/searchStep.css';
import { StepNotices } from './StepNotices';
import { WizardProgress } from './WizardProgress';
import { wizardCss } from './wizard.css';

// Steps 2–5 load when the wizard first reaches them (the quote-box budget of issue 5): a
// partner page that shows only the search pays only for step 1.
const CostsStep = lazy(() => import('../steps/costs/CostsStep'));
const DetailsStep = lazy(() => import('../steps/details/DetailsStep'));
const ContentsStep = lazy(() => import('../steps/contents/ContentsStep'));
const PaymentStep = lazy(() => import('../steps/payment/PaymentStep'));

const STEP_COMPONENTS = [SearchStep, CostsStep, DetailsStep, ContentsStep, PaymentStep];

/** The 5-step ship wizard (quote §2): progress, the step's notices, the step. */
export function QuoteWizard() {
  // The quote box opens the wizard in place: its shadow root has step 1's CSS but not the frame's.
  useAdoptedCss(wizardCss);
  useAdoptedCss(searchStepCss);
  const runtime = useQuoteRuntime();
  const step = useShip((state) => state.search.step);
  const loading = useShip((state) => state.loading);
  const Step = STEP_COMPONENTS[step - 1] ?? SearchStep;
  return (
    <section className="bs-wizard" aria-label="Ship a bike" aria-busy={loading}>
      <WizardProgress step={step} onStep={(to) => runtime.ship.getState().setStep(to)} />
      <StepNotices step={step} />
      <Suspense fallback={<LoadingOverlay label="Loading the next step" />}>
        <Step />
      </Suspense>
      {loading ? <LoadingOverlay label="Getting rates" /> : null}
    </section>
  );
}
