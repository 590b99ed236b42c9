import { Notice } from '@bikeship/ui';
import { useSyncExternalStore } from 'react';
import type { FailureState, ShownFailure } from './failureState';

const noSubscription = () => () => {};
const noFailure = (): ShownFailure | null => null;

/**
 * The failure an element meets, shown in place where the visitor looks (top of the element) and
 * announced: the API unreachable or blocked, an unknown event. Nothing while all is well. The
 * message comes worded in the element's locale (the reporter words it).
 * @example <WidgetFailureNotice failures={basics.failures} />
 */
export function WidgetFailureNotice(props: { failures: FailureState | undefined }) {
  const { failures } = props;
  const failure = useSyncExternalStore(
    failures?.subscribe ?? noSubscription,
    failures?.current ?? noFailure,
  );
  if (!failure) return null;
  return (
    <Notice tone={failure.code === 'unknown-event-code' ? 'warning' : 'danger'}>
      {failure.message}
    </Notice>
  );
}
