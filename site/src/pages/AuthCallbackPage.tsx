import { Link } from 'react-router';

/**
 * `/auth/callback` (shell §2). DECISION: nothing is handed over here. The social sign-in never
 * lands on this page: the provider returns to the API's own callback
 * (/api/Authentication/external-login/{provider}/callback, routes/sso.ts), whose page hands the
 * token to the opener by every channel of shell §4 — the popup message to the web app's origin,
 * the storage key, the BroadcastChannel — and closes the popup. A token in this page's address
 * is not taken either: a link anyone can send must not sign a browser in. A visitor who reaches
 * this page (an old bookmark, a popup that did not close) is told so and sent to log in.
 */
export default function AuthCallbackPage() {
  return (
    <article className="site-page site-auth-callback">
      <h1>Signing you in</h1>
      <p>
        Signing in with Google, Facebook or Apple finishes in its own small window, which closes by
        itself and logs you in on the page you came from. There is nothing to finish on this page.
      </p>
      <p>
        If that window did not close, close it and reload the page you started from. Or{' '}
        <Link to="/login">log in here</Link> with your email and password, or with Google, Facebook
        or Apple.
      </p>
    </article>
  );
}
