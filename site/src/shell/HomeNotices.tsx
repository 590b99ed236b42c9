import type { NoticeType } from '@bikeship/core/schemas';
import type { NoticesStore } from '@bikeship/core/stores';
import { Notice, type NoticeTone } from '@bikeship/ui';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { WidgetFrame } from './WidgetFrame';

/** The spec's notice box styles (shell §3) as the ui Notice's tones. */
const TONE_OF_TYPE: Record<NoticeType, NoticeTone> = {
  'alert-warning': 'warning',
  'alert-danger': 'danger',
  'alert-success': 'success',
  info: 'info',
};

/** The notices store, made once the data layer has arrived (after the first paint). */
function useHomeNoticesStore(): NoticesStore | null {
  const [store, setStore] = useState<NoticesStore | null>(null);
  useEffect(() => {
    let current = true;
    import('./siteApi')
      .then(({ createSiteNoticesStore }) => {
        if (!current) return;
        const created = createSiteNoticesStore();
        setStore(created);
        // Failures are only logged by the store (shell §8: alert loading failure).
        void created.getState().loadCurrent();
      })
      .catch((error: unknown) => console.error('[bikeship] notices could not be loaded', error));
    return () => {
      current = false;
    };
  }, []);
  return store;
}

function HomeNoticeList(props: { store: NoticesStore }) {
  const { store } = props;
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  // visibleAt answers a new list per call: computed once per state of the store.
  const shown = useMemo(() => state.visibleAt({ page: 'home' }), [state]);
  if (shown.length === 0) return null;
  return (
    <div className="bs-widget">
      {shown.map((notice) => (
        <Notice
          key={notice.key ?? notice.name}
          tone={TONE_OF_TYPE[notice.type]}
          {...(notice.expletive ? { title: notice.expletive } : {})}
          {...(notice.dismissable ? { onDismiss: () => state.dismiss(notice) } : {})}
        >
          {notice.text}
        </Notice>
      ))}
    </div>
  );
}

/**
 * The home page's notices (shell §2 Page notices): those active now that target the home page,
 * with their text replacements, dismissable where the notice says so — core's notices store,
 * shown with the ui Notice in a frame of its own (the ui CSS, as the wizard's step notices).
 * Nothing is prerendered: notices are the server's of the moment, fetched after the first paint
 * (a lazy chunk: HomePage).
 */
export default function HomeNotices() {
  const store = useHomeNoticesStore();
  return (
    <WidgetFrame className="site-home-notices-frame">
      {() => (store ? <HomeNoticeList store={store} /> : null)}
    </WidgetFrame>
  );
}
