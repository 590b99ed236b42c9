// Before the first paint: marks the page when no consent choice is saved (local storage, else
// the cookie), so the prerendered cookie banner shows at once. Why: src/consent/CookieBanner.tsx.
(() => {
  const key = 'consent-preferences';
  let saved = false;
  try {
    saved = localStorage.getItem(key) !== null;
  } catch {}
  if (!saved) saved = document.cookie.split('; ').some((entry) => entry.startsWith(`${key}=`));
  if (!saved) document.documentElement.dataset.consent = 'ask';
})();
