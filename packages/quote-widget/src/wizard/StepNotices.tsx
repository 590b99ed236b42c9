import type { NoticeType } from '@bikeship/core/schemas';
import { Notice, type NoticeTone, useNotices } from '@bikeship/ui';
import { useMemo } from 'react';

/** The spec's notice box styles (shell §3) as the notice tones. */
const TONE_OF_TYPE: Record<NoticeType, NoticeTone> = {
  'alert-warning': 'warning',
  'alert-danger': 'danger',
  'alert-success': 'success',
  info: 'info',
};

/** Page notices aimed at the ship flow or at this one step (quote §2), shown in place. */
export function StepNotices(props: { step: number }) {
  const notices = useNotices((state) => state.notices);
  const dismissed = useNotices((state) => state.dismissed);
  const visibleAt = useNotices((state) => state.visibleAt);
  const dismiss = useNotices((state) => state.dismiss);
  // visibleAt answers a new list each call: memoised on what it reads (noticesStore.ts).
  const shown = useMemo(
    () => visibleAt({ page: 'ship', step: props.step }),
    [visibleAt, notices, dismissed, props.step],
  );
  if (shown.length === 0) return null;
  return (
    <div className="bs-step-notices">
      {shown.map((notice) => (
        <Notice
          key={notice.key ?? notice.name}
          tone={TONE_OF_TYPE[notice.type]}
          title={notice.expletive}
          onDismiss={notice.dismissable ? () => dismiss(notice) : undefined}
        >
          {notice.text}
        </Notice>
      ))}
    </div>
  );
}
