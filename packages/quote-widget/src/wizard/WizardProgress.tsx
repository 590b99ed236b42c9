import { useMessages } from '@bikeship/ui';
import { wizardMessages } from './wizardMessages';
import { WIZARD_STEPS } from './wizardSteps';

/**
 * The step list above the wizard: where the user is, and a way back to any step already passed
 * (the ship store allows going back; forward only through each step's own Continue). `paid`: the
 * search is paid and done, so no step is a way back — the list only says where the order came
 * from.
 */
export function WizardProgress(props: {
  step: number;
  paid?: boolean;
  onStep(step: number): void;
}) {
  const t = useMessages(wizardMessages);
  return (
    <nav aria-label={t('Quote steps')} part="progress" className="bs-progress">
      <ol>
        {WIZARD_STEPS.map((key, index) => {
          const step = index + 1;
          const state = step === props.step ? 'current' : step < props.step ? 'done' : 'todo';
          const label = (
            <>
              <span className="bs-progress-number">{step}</span> {t(key)}
            </>
          );
          return (
            <li key={key} data-state={state}>
              {step < props.step && !props.paid ? (
                <button
                  type="button"
                  className="bs-progress-link"
                  onClick={() => props.onStep(step)}
                >
                  {label}
                </button>
              ) : (
                <span aria-current={step === props.step ? 'step' : undefined}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
