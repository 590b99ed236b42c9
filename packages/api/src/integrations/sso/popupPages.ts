import { randomBytes } from 'node:crypto';
import { SSO_BROADCAST_CHANNEL, SSO_TOKEN_STORAGE_KEY } from '@bikeship/core/constants';

/** An HTML page for the sign-in popup, with the headers it must be served with. */
export interface PopupPage {
  html: string;
  headers: Record<string, string>;
}

/** DECISION: how long the finishing page stays open after handing the token over, so that a
 * user sees it worked and the BroadcastChannel/storage deliveries leave before the window goes. */
export const POPUP_CLOSE_DELAY_MS = 300;

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  );

/** JSON that is safe inside a <script> element: nothing in it can close the element. */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * DECISION: every popup page is served with a strict Content-Security-Policy whose only
 * script and style are the page's own, allowed by a nonce made for this one response; it may
 * post forms only to ourselves, loads nothing else, and may not be framed (clickjacking on the
 * stand-in form). `no-store` and `no-referrer`: the callback URL carries the authorization code
 * and the finishing page the session token.
 */
function popupPage(title: string, body: string, script?: string): PopupPage {
  const nonce = randomBytes(16).toString('base64');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">
  body { font-family: system-ui, sans-serif; margin: 0; padding: 2rem 1.5rem; color: #1f2933; }
  main { max-width: 26rem; margin: 0 auto; }
  h1 { font-size: 1.25rem; }
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input { box-sizing: border-box; width: 100%; padding: .5rem; font: inherit; margin-top: .25rem; }
  button { margin-top: 1.5rem; padding: .6rem 1rem; font: inherit; cursor: pointer; }
  .note { color: #52606d; font-size: .9rem; }
  .error { color: #b42318; }
</style>
</head>
<body>
<main>
${body}
</main>
${script ? `<script nonce="${nonce}">${script}</script>` : ''}
</body>
</html>
`;
  return {
    html,
    headers: {
      'Content-Security-Policy': [
        "default-src 'none'",
        `script-src 'nonce-${nonce}'`,
        `style-src 'nonce-${nonce}'`,
        "form-action 'self'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
      ].join('; '),
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    },
  };
}

/**
 * The page that ends a successful sign-in (shell §4): hands the token to the app by every
 * channel the app listens on, then closes the popup.
 * - `window.opener.postMessage({ token, timestamp }, origin)` for each configured web origin
 *   only — never '*', so no other page that opened us can read the token;
 * - local storage `SSO_TOKEN_STORAGE_KEY` = JSON `{ token, timestamp }` (the storage event and
 *   the 1 s polling channels);
 * - a `BroadcastChannel(SSO_BROADCAST_CHANNEL)` message `{ loggedIn: true, token, timestamp }`.
 * `timestamp` is epoch milliseconds from the browser's own clock, as core's `isSsoTokenFresh`
 * compares it with `Date.now()` (5 s freshness); every channel carries it because the app
 * refuses a token without one.
 */
export function finishPage(options: {
  token: string;
  webOrigins: readonly string[];
  providerName: string;
}): PopupPage {
  const script = `(function () {
  var token = ${scriptJson(options.token)};
  var origins = ${scriptJson(options.webOrigins)};
  var timestamp = Date.now();
  if (window.opener) {
    origins.forEach(function (origin) {
      try { window.opener.postMessage({ token: token, timestamp: timestamp }, origin); } catch (e) {}
    });
  }
  try {
    window.localStorage.setItem(${scriptJson(SSO_TOKEN_STORAGE_KEY)}, JSON.stringify({ token: token, timestamp: timestamp }));
  } catch (e) {}
  try {
    new BroadcastChannel(${scriptJson(SSO_BROADCAST_CHANNEL)}).postMessage({ loggedIn: true, token: token, timestamp: timestamp });
  } catch (e) {}
  setTimeout(function () { window.close(); }, ${POPUP_CLOSE_DELAY_MS});
})();`;
  return popupPage(
    'Signed in',
    `<h1>You are signed in with ${escapeHtml(options.providerName)}</h1>
<p>This window closes by itself. If it stays open, you can close it and return to bikeship.</p>`,
    script,
  );
}

/** A sign-in that did not happen: a clear message, and nothing handed to the app. */
export function failurePage(title: string, message: string): PopupPage {
  return popupPage(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="error" role="alert">${escapeHtml(message)}</p>
<p>You can close this window and try again.</p>`,
  );
}

export interface StandInFormValues {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * The local page that stands in for a provider that is not configured (DESIGN.md §7), so the
 * popup flow works offline in development. Never served in production.
 */
export function standInPage(options: {
  providerName: string;
  action: string;
  state: string;
  values?: Partial<StandInFormValues>;
  errors?: Partial<Record<keyof StandInFormValues, string>>;
}): PopupPage {
  const { values = {}, errors = {} } = options;
  const field = (
    name: keyof StandInFormValues,
    label: string,
    type: string,
    autocomplete: string,
  ) => {
    const error = errors[name];
    const errorId = `${name}-error`;
    return `<label for="${name}">${label}</label>
<input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required maxlength="50" value="${escapeHtml(values[name] ?? '')}"${error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''}>
${error ? `<p class="error" id="${errorId}">${escapeHtml(error)}</p>` : ''}`;
  };
  const provider = escapeHtml(options.providerName);
  return popupPage(
    `Sign in with ${options.providerName} (local stand-in)`,
    `<h1>Sign in with ${provider}</h1>
<p class="note">${provider} sign-in is not set up on this server, so this local page stands in
for it. It is for development only and is switched off in production.</p>
<form method="post" action="${escapeHtml(options.action)}">
<input type="hidden" name="state" value="${escapeHtml(options.state)}">
${field('email', 'Email', 'email', 'email')}
${field('firstName', 'First name', 'text', 'given-name')}
${field('lastName', 'Last name', 'text', 'family-name')}
<button type="submit">Continue as this ${provider} user</button>
</form>`,
  );
}
