/**
 * What step 1 loads for a customer with an account, as ONE lazy chunk: the login form a guest
 * opens with Sign in (WizardSignIn), and the saved boxes a signed-in customer is offered
 * (SavedBoxField) — a guest who signs in needs both, and a guest who does not loads neither.
 * Apart, each was small enough for the build to merge it into a chunk of step 1's first load
 * (rollup's experimentalMinChunkSize), which every guest would then have downloaded.
 */
export { SavedBoxField } from './SavedBoxField';
export { WizardSignIn } from './WizardSignIn';
