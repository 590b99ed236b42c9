let loading: Promise<void> | null = null;
let loadingUrl: string | null = null;

/**
 * Loads the chat provider's script once per page (memoised, as stripe-js loads Stripe.js); a
 * failure forgets the promise so a later call tries again. The provider draws its own widget.
 */
export function loadChatScript(url: string): Promise<void> {
  if (loading && loadingUrl === url) return loading;
  loadingUrl = url;
  loading = new Promise<void>((loaded, failed) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = url;
    script.dataset.bikeshipChat = '';
    script.addEventListener('load', () => loaded());
    script.addEventListener('error', () => {
      script.remove();
      loading = null;
      failed(
        new Error(`The chat provider's script did not load from ${url}: check CHAT_SCRIPT_URL.`),
      );
    });
    document.head.append(script);
  });
  return loading;
}
