import { WIZARD_STEPS } from './wizardSteps';

/**
 * The step list above the wizard: where the user is, and a way back to any step already passed
 * (the ship store allows going back; forward only through each step's own Continue).
 */
export function WizardProgress(props: { step: number; onStep(step: number): void }) {
  return (
    <nav aria-label="Quote steps" part="progress" className="bs-progress">
      <ol>
        {WIZARD_STEPS.map((name, index) => {
          const step = index + 1;
          const state = step === props.step ? 'current' : step < props.step ? 'done' : 'todo';
          return (
            <li key={name} data-state={state}>
              {step < props.step ? (
                <button
                  type="button"
                  className="bs-progress-link"
                  onClick={() => props.onStep(step)}
                >
                  <span className="bs-progress-number">{step}</span> {name}
                </button>
              ) : (
                <span aria-current={step === props.step ? 'step' : undefined}>
                  <span className="bs-progress-number">{step}</span> {name}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
