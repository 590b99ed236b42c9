import type { StageRequote } from '@bikeship/core/rules';
import { Notice } from '@bikeship/ui';
import { formatMoney } from './formatQuote';

/**
 * What new rates did to a stage's chosen speed (quote §4), in the customer's words:
 * validWithoutChange → info; RateDiffValue and changedRateLocation → warning.
 */
export function RequoteNotice(props: { requote: StageRequote; locale: string }) {
  const { requote, locale } = props;
  const stage = `Stage ${requote.stageIndex + 1}`;
  const was = formatMoney(locale, requote.previous.rate);
  const now = formatMoney(locale, requote.current.rate);
  if (requote.status === 'validWithoutChange') {
    return (
      <Notice tone="info" title="Rates checked">
        {stage}: {requote.current.name} is still available at {now}.
      </Notice>
    );
  }
  if (requote.status === 'RateDiffValue') {
    return (
      <Notice tone="warning" title="Price changed">
        {stage}: {requote.current.name} now costs {now} instead of {was}.
      </Notice>
    );
  }
  return (
    <Notice tone="warning" title="Speed replaced">
      {stage}: {requote.previous.name} is no longer offered. We chose {requote.current.name} at{' '}
      {now}, the nearest price to the {was} you had. You can choose another speed below.
    </Notice>
  );
}
