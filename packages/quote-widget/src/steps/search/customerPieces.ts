/**
 * What the wizard loads for a customer with an account, as ONE lazy chunk: the login form a guest
 * opens with Sign in on step 1 (WizardSignIn), the recent searches (RecentSearches) and the saved
 * boxes (SavedBoxField) a signed-in customer is offered, and the notice of a search resumed in the
 * account while the wizard is past Costs (ResumeRequestNotice). A signed-in customer needs the
 * recent searches and the saved boxes together, a guest who signs in the form too, and a guest
 * who does not loads none of it.
 * Apart, each was small enough for the build to merge it into a chunk of step 1's first load
 * (rollup's experimentalMinChunkSize), which every guest would then have downloaded.
 */
export { RecentSearches } from './RecentSearches';
export { ResumeRequestNotice } from './ResumeRequestNotice';
export { SavedBoxField } from './SavedBoxField';
export { WizardSignIn } from './WizardSignIn';
