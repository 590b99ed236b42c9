import type { StageRequote } from '@bikeship/core/rules';
import { formatMoney, Notice, translatorOf } from '@bikeship/ui';
import { requoteMessages } from './requoteMessages';

/**
 * What new rates did to a stage's chosen speed (quote §4), in the customer's words, in the
 * locale given (the details step shows it too): validWithoutChange → info; RateDiffValue and
 * changedRateLocation → warning.
 */
export function RequoteNotice(props: { requote: StageRequote; locale: string }) {
  const { requote, locale } = props;
  const t = translatorOf(requoteMessages, locale);
  const terms = {
    n: requote.stageIndex + 1,
    speed: requote.current.name,
    was: formatMoney(locale, requote.previous.rate),
    now: formatMoney(locale, requote.current.rate),
  };
  if (requote.status === 'validWithoutChange') {
    return (
      <Notice tone="info" title={t('Rates checked')}>
        {t('Stage {n}: {speed} is still available at {now}.', terms)}
      </Notice>
    );
  }
  if (requote.status === 'RateDiffValue') {
    return (
      <Notice tone="warning" title={t('Price changed')}>
        {t('Stage {n}: {speed} now costs {now} instead of {was}.', terms)}
      </Notice>
    );
  }
  return (
    <Notice tone="warning" title={t('Speed replaced')}>
      {t(
        'Stage {n}: {old} is no longer offered. We chose {speed} at {now}, the nearest price to the {was} you had. You can choose another speed below.',
        { ...terms, old: requote.previous.name },
      )}
    </Notice>
  );
}
