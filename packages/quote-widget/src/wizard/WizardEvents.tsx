import { useWizardEvents } from './useWizardEvents';

/** Tells the host page what the wizard does (useWizardEvents.ts); renders nothing. */
export function WizardEvents() {
  useWizardEvents();
  return null;
}
