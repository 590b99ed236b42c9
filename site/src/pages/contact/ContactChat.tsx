import { createApiClient, createContactApi } from '@bikeship/core/api';
import type { ContactConfig } from '@bikeship/core/schemas';
import { useEffect, useState } from 'react';
import { openCookiePreferences } from '../../consent/openCookiePreferences';
import { getSiteConsent } from '../../consent/siteConsent';
import { loadChatScript } from './chatScript';

/**
 * DECISION: live chat runs on a provider's servers with the provider's own cookies, which follow
 * a visitor from page to page — what the consent banner's "marketing" category covers (the
 * categories are essential, analytics and marketing; chat is not needed to reach us, the form
 * is). So the script loads only with marketing consent.
 */
const chatAllowed = () => getSiteConsent().getState().preferences.marketing;

type ChatState = 'loading' | 'open' | 'failed';

/** Whether the visitor allows the chat, kept in step with the consent banner. */
function useChatConsent(): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    const consent = getSiteConsent();
    setAllowed(chatAllowed());
    return consent.subscribe(() => setAllowed(chatAllowed()));
  }, []);
  return allowed;
}

/** The server's contact configuration (support address, chat provider); null until known. */
function useContactConfig(): ContactConfig | null | 'unknown' {
  const [config, setConfig] = useState<ContactConfig | null | 'unknown'>(null);
  useEffect(() => {
    let live = true;
    createContactApi(createApiClient({ baseURL: location.origin }))
      .getContactConfig()
      .then(
        (answer) => live && setConfig(answer),
        (error: unknown) => {
          console.warn('The contact configuration could not be read', error);
          if (live) setConfig('unknown');
        },
      );
    return () => {
      live = false;
    };
  }, []);
  return config;
}

/** The support address, as a mail link, once the server has named it. */
function SupportAddress(props: { config: ContactConfig | null | 'unknown' }) {
  const { config } = props;
  if (config === null || config === 'unknown') return <>the support mailbox</>;
  return <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>;
}

/**
 * Live chat, when the server names a provider (CHAT_SCRIPT_URL) and the visitor allows marketing
 * cookies: the provider's script is loaded and draws its own button. Otherwise the section says
 * why there is no chat and how else to reach us — and, without consent, offers the cookie
 * preferences. Rendered after hydration only: what it says depends on the server and the
 * visitor's consent.
 */
export function ContactChat() {
  const config = useContactConfig();
  const allowed = useChatConsent();
  const scriptUrl = config && config !== 'unknown' ? config.chatScriptUrl : null;
  const [chat, setChat] = useState<ChatState>('loading');

  useEffect(() => {
    if (!scriptUrl || !allowed) return;
    let live = true;
    setChat('loading');
    loadChatScript(scriptUrl).then(
      () => live && setChat('open'),
      (error: unknown) => {
        console.warn(error);
        if (live) setChat('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [scriptUrl, allowed]);

  if (config === null) return null;
  const otherWays = (
    <>
      Write to us with the form on this page, or by email to <SupportAddress config={config} />.
    </>
  );
  if (!scriptUrl) {
    return (
      <div className="site-contact-chat">
        <p>Live chat is not offered at the moment. {otherWays}</p>
      </div>
    );
  }
  if (!allowed) {
    return (
      <div className="site-contact-chat">
        <p>
          Our live chat is run by an outside provider that sets its own cookies, so it opens only if
          you allow marketing cookies. {otherWays}
        </p>
        <button
          type="button"
          className="site-cta site-cta-secondary"
          onClick={openCookiePreferences}
        >
          Change cookie preferences
        </button>
      </div>
    );
  }
  return (
    <div className="site-contact-chat" aria-live="polite">
      {chat === 'loading' ? <p>Opening the live chat…</p> : null}
      {chat === 'open' ? (
        <p>
          Live chat has loaded: look for its button on this page. You can also use the form, or
          email <SupportAddress config={config} />.
        </p>
      ) : null}
      {chat === 'failed' ? <p>The live chat could not be loaded just now. {otherWays}</p> : null}
    </div>
  );
}
