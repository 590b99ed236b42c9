import { createStore } from 'zustand/vanilla';
import {
  applyNoticeReplacements,
  isNoticeActive,
  type NoticeLocation,
  noticeTargetsLocation,
} from '../rules';
import type { Notice } from '../schemas';
import { type Clock, consoleLogger, type Logger, systemClock } from './environment';

export interface NoticesStoreDeps {
  /** GET /api/Alerts/name/{name}; failures only logged, an empty list (shell §8). */
  fetchByName(name: string): Promise<Notice[]>;
  /** GET /api/Alerts/time/{utc date string}. */
  fetchByTime(time: string): Promise<Notice[]>;
  clock?: Clock;
  logger?: Logger;
}

/** A notice ready to show: `text` is the message with its replacements, as PLAIN TEXT. */
export interface DisplayedNotice extends Notice {
  text: string;
}

export interface NoticesState {
  notices: Notice[];
  /** Ids (key, else name) of notices the user closed. */
  dismissed: string[];
  /** Loads the notices of a page by its name. */
  loadByName(name: string): Promise<void>;
  /** Loads the notices active now. */
  loadCurrent(): Promise<void>;
  /** Closes a notice; only a dismissable one can be closed. */
  dismiss(notice: Notice): void;
  /**
   * The notices to show at a location now: active, targeting it, not dismissed. Returns a new
   * list on each call: call it inside a memo, not as a `useStore` selector.
   */
  visibleAt(location: NoticeLocation): DisplayedNotice[];
}

const noticeId = (notice: Notice): string => notice.key ?? notice.name;

/**
 * Page notices (shell §2–§3, §8). DECISION: a dismissal lasts for the life of the store (the
 * visit); the next visit shows the notice again while it is still active.
 *
 * @example
 * const notices = createNoticesStore({ fetchByName, fetchByTime });
 * await notices.getState().loadCurrent();
 * notices.getState().visibleAt({ page: 'ship', step: 2 });
 */
export function createNoticesStore(deps: NoticesStoreDeps) {
  const clock = deps.clock ?? systemClock;
  const logger = deps.logger ?? consoleLogger;

  return createStore<NoticesState>()((set, get) => {
    const load = async (fetching: Promise<Notice[]>) => {
      try {
        const loaded = await fetching;
        const ids = new Set(loaded.map(noticeId));
        set({ notices: [...get().notices.filter((kept) => !ids.has(noticeId(kept))), ...loaded] });
      } catch (error) {
        logger.error('notices could not be loaded', error); // shell §8: only logged
      }
    };

    return {
      notices: [],
      dismissed: [],
      loadByName: (name) => load(deps.fetchByName(name)),
      loadCurrent: () => load(deps.fetchByTime(new Date(clock.now()).toISOString())),
      dismiss: (notice) => {
        if (notice.dismissable) set({ dismissed: [...get().dismissed, noticeId(notice)] });
      },
      visibleAt: (location) => {
        const now = clock.now();
        const { notices, dismissed } = get();
        return notices
          .filter(
            (notice) =>
              !dismissed.includes(noticeId(notice)) &&
              isNoticeActive(notice, now) &&
              noticeTargetsLocation(notice, location),
          )
          .map((notice) => ({
            ...notice,
            text: applyNoticeReplacements(notice.message, notice.replacements),
          }));
      },
    };
  });
}

export type NoticesStore = ReturnType<typeof createNoticesStore>;
