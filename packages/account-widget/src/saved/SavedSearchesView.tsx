import { Button, Notice, type Translator, useLocale, useMessages } from '@bikeship/ui';
import { accountMessages } from '../account/accountMessages';
import { useAccountBasics, useLoadAccountRuntime } from '../runtime/AccountRuntimeContext';
import { type RecentSearch, recentSearchOf } from './recentSearch';
import { SavedListStatus } from './SavedListStatus';
import { SignedInOnly } from './SignedInOnly';
import { useSavedList } from './useSavedList';

/**
 * How many recent searches the page lists. DECISION: the quote's step 1 shows 3 (quote §9);
 * the account page is the place to see more, and 20 covers months of quoting.
 */
const SEARCHES_LISTED = 20;

const keyOfSearch = (entry: RecentSearch) => entry.record.savedSearchId;

/** 'Boulder, CO → Bend, OR (+1 stage)'. */
function routeOf({ record, search }: RecentSearch, t: Translator): string {
  const [first] = search.trips;
  const from = first?.from?.formatted_address ?? record.from.city ?? '';
  const to = first?.to?.formatted_address ?? record.to.city ?? '';
  const count = search.trips.length - 1;
  return count > 0
    ? t(
        { one: '{from} → {to} (+{count} stage)', other: '{from} → {to} (+{count} stages)' },
        { from, to, count },
      )
    : t('{from} → {to}', { from, to });
}

/**
 * Recent Searches (/yoursearches, shell §2): the registered customer's saved searches (GET
 * /api/SavedSearch/paged), each with Resume and Delete.
 *
 * Resume makes the search the session's active search and asks the page's wizard to open it
 * (core's session store, shared with the other bundles: a `<bikeship-quote>` on this page
 * follows it), then opens the `ship-page` if the element has one — its `<bikeship-quote>`
 * resumes the active search when it loads (quote §2) — and emits `bikeship:resume` either way,
 * for a page that routes to its quote itself.
 */
export function SavedSearchesView() {
  const t = useMessages(accountMessages);
  const basics = useAccountBasics();
  const locale = useLocale();
  const list = useSavedList(async (runtime) => {
    const answer = await runtime.api.savedSearch.getSavedSearchesPaged({
      query: { skip: 0, take: SEARCHES_LISTED },
    });
    if (!answer) return false;
    return answer.value.savedSearches.map(recentSearchOf).filter((entry) => entry !== null);
  }, keyOfSearch);

  return (
    <SignedInOnly title={t('Recent Searches')}>
      <SavedListStatus
        state={list.state}
        empty={t('You have no saved searches yet. Searches you quote while logged in show here.')}
        onRetry={list.reload}
      >
        {(entries) => (
          <ul className="bs-saved-list">
            {entries.map((entry) => {
              const id = entry.record.savedSearchId;
              const route = routeOf(entry, t);
              return (
                <li key={id} className="bs-saved-item">
                  <span className="bs-saved-text">
                    <strong>{route}</strong>
                    <span>
                      {t('Searched on {date}', {
                        date: new Date(entry.record.searchDate).toLocaleDateString(locale),
                      })}
                    </span>
                  </span>
                  <span className="bs-saved-actions">
                    <ResumeButton entry={entry} route={route} shipPage={basics.settings.shipPage} />
                    <Button
                      aria-label={t('Delete {route}', { route })}
                      busy={list.removing === id}
                      onClick={(event) =>
                        void list.remove(
                          entry,
                          (runtime) =>
                            runtime.api.savedSearch.deleteSavedSearch({ params: { id } }),
                          event.currentTarget,
                        )
                      }
                    >
                      {t('Delete')}
                    </Button>
                  </span>
                  {list.failedKey === id ? (
                    <Notice tone="danger">
                      {t('This search could not be deleted. Please try again.')}
                    </Notice>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </SavedListStatus>
    </SignedInOnly>
  );
}

function ResumeButton(props: { entry: RecentSearch; route: string; shipPage: string | undefined }) {
  const t = useMessages(accountMessages);
  const basics = useAccountBasics();
  const loadRuntime = useLoadAccountRuntime();
  const resume = async () => {
    const runtime = await loadRuntime();
    runtime.session.getState().resumeSearch(props.entry.search);
    basics.emit('bikeship:resume', { searchId: props.entry.record.savedSearchId });
    if (props.shipPage) basics.openPage(props.shipPage);
  };
  return (
    <Button
      variant="primary"
      aria-label={t('Resume {route}', { route: props.route })}
      onClick={() => void resume()}
    >
      {t('Resume')}
    </Button>
  );
}

/** Loaded when the element first shows the view (AccountWidget.tsx): the first-load budget. */
export default SavedSearchesView;
