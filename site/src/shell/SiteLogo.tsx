/**
 * The bikeship logo: the mark (a bicycle on the brand blue, as the favicon) and the wordmark.
 * Up to 600 px wide the compact logo — the mark alone — leaves the header room for the menu
 * button and the account button (shell §9: mobile logo up to 600 px); styles/header.css hides
 * the wordmark there. Inline, so the header costs no request; the link around it is named by
 * its text alternative.
 */
export function SiteLogo() {
  return (
    <span className="site-logo-art">
      <svg
        className="site-logo-mark"
        viewBox="0 0 32 32"
        width="40"
        height="40"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="32" height="32" rx="6" fill="#0b5cad" />
        <circle cx="10" cy="20" r="5" fill="none" stroke="#fff" strokeWidth="2" />
        <circle cx="22" cy="20" r="5" fill="none" stroke="#fff" strokeWidth="2" />
        <path d="M10 20l5-8h6l1 8M15 12l-2-3" fill="none" stroke="#fff" strokeWidth="2" />
      </svg>
      <span className="site-logo-wordmark" aria-hidden="true">
        bikeship
      </span>
    </span>
  );
}
