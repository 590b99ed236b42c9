/**
 * Whether the customer has just logged out by their own choice (Log Out), until they sign in
 * again. The page they were on may be a customer's page whose guard then sends them away: to
 * plain /login (shell §2 "logout goes to /login"), not to a login that would bring them back —
 * they chose to leave. An expired session keeps the way back (services/SessionNavigation.tsx).
 */
let loggedOut = false;

export const noteLogoutByCustomer = (): void => {
  loggedOut = true;
};
export const noteSignIn = (): void => {
  loggedOut = false;
};
export const customerLoggedOut = (): boolean => loggedOut;
