import { useAdoptedCss } from '@bikeship/embed';
import { Button, Notice, useMessages } from '@bikeship/ui';
import { accountMessages } from '../account/accountMessages';
import { socialSignInCss } from './socialSignIn.css';
import { SSO_PROVIDER_NAMES, SSO_PROVIDER_ORDER } from './ssoProviders';
import { useSocialSignIn } from './useSocialSignIn';

/**
 * "Continue with Google / Facebook / Apple" (shell §2, §4): one button per provider, each
 * opening the provider's sign-in popup; the spec's message when the browser blocks the popup.
 * The login view shows it, and the user menu's login popup is to show it too: it needs only the
 * account element's runtime around it.
 * @example <SocialSignIn />
 */
export function SocialSignIn() {
  const t = useMessages(accountMessages);
  useAdoptedCss(socialSignInCss);
  const { state, start } = useSocialSignIn();
  return (
    <fieldset className="bs-social">
      <legend className="bs-social-label">{t('Or sign in with')}</legend>
      {SSO_PROVIDER_ORDER.map((provider) => (
        <Button
          key={provider}
          variant="secondary"
          className="bs-social-button"
          data-provider={provider}
          onClick={() => start(provider)}
        >
          {t('Continue with {provider}', { provider: SSO_PROVIDER_NAMES[provider] })}
        </Button>
      ))}
      {state.status === 'blocked' ? (
        <Notice tone="danger">
          {t(
            'Popups are disabled, please check in your blocked popups list or enable them to use this feature',
          )}
        </Notice>
      ) : null}
      {state.status === 'failed' ? (
        <Notice tone="danger">
          {t('Sign-in with {provider} did not complete. Please try again.', {
            provider: SSO_PROVIDER_NAMES[state.provider],
          })}
        </Notice>
      ) : null}
      {/* Always there, so that a screen reader announces the text when it appears. */}
      <p className="bs-social-status" role="status">
        {state.status === 'waiting'
          ? t('Finish signing in with {provider} in the window that opened.', {
              provider: SSO_PROVIDER_NAMES[state.provider],
            })
          : null}
      </p>
    </fieldset>
  );
}
