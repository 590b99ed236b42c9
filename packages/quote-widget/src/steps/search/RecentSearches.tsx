import { SAVED_SEARCHES_FETCHED } from '@bikeship/core/constants';
import { type SavedSearchRecord, type Search, searchSchema } from '@bikeship/core/schemas';
import { selectIsRegistered } from '@bikeship/core/stores';
import { useAdoptedCss } from '@bikeship/embed';
import { Button, Notice, type Translator, useLocale, useMessages, useSession } from '@bikeship/ui';
import { useEffect, useId, useState } from 'react';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';
import { recentSearchesCss } from './recentSearches.css';
import { searchStepMessages } from './searchStepMessages';

interface RecentSearch {
  record: SavedSearchRecord;
  search: Search;
}

/** A saved search's own data, or null when it no longer reads as a search. */
function recentSearchOf(record: SavedSearchRecord): RecentSearch | null {
  try {
    const parsed = searchSchema.safeParse(JSON.parse(record.serializedSearchData));
    if (!parsed.success) return null;
    const { savedSearchId, savedSearchCode } = record;
    return { record, search: { ...parsed.data, savedSearchId, savedSearchCode } };
  } catch {
    return null;
  }
}

/** 'Boulder, CO 80302, United States → Bend, OR 97702, United States (+1 stage)'. */
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
 * A registered user's recent searches (quote §3, §9: at most 3), each with Resume. Resuming
 * re-fetches its rates and goes on to Costs; when they are no longer valid the search opens in
 * step 1 to be checked (quote §2). `onResumed` lets step 1 show the resumed search.
 *
 */
export function RecentSearches(props: { onResumed(): void }) {
  useAdoptedCss(recentSearchesCss);
  const runtime = useQuoteRuntime();
  const registered = useSession(selectIsRegistered);
  const [recent, setRecent] = useState<RecentSearch[]>([]);
  const [stale, setStale] = useState(false);
  const headingId = useId();
  const locale = useLocale();
  const t = useMessages(searchStepMessages);

  useEffect(() => {
    if (!registered) return;
    let current = true;
    void runtime.api.savedSearch
      .getSavedSearchesPaged({ query: { skip: 0, take: SAVED_SEARCHES_FETCHED } })
      .then((answer) => {
        if (!current || !answer) return;
        const found = answer.value.savedSearches.map(recentSearchOf);
        setRecent(found.filter((each) => each !== null).slice(0, SAVED_SEARCHES_FETCHED));
      });
    return () => {
      current = false;
    };
  }, [registered, runtime]);

  if (!registered || recent.length === 0) return null;

  const resume = async (entry: RecentSearch) => {
    setStale(false);
    const resumed = runtime.ship.getState().resume(entry.search);
    props.onResumed();
    if (!(await resumed) && entry.search.step > 1) setStale(true);
  };

  return (
    <section className="bs-search-recent" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('Your recent searches')}</h3>
      <ul>
        {recent.map((entry) => {
          const route = routeOf(entry, t);
          return (
            <li key={entry.record.savedSearchId}>
              <span>
                {route}
                <span className="bs-field-hint">
                  {' '}
                  {new Date(entry.record.searchDate).toLocaleDateString(locale)}
                </span>
              </span>
              <Button
                aria-label={t('Resume {route}', { route })}
                onClick={() => void resume(entry)}
              >
                {t('Resume')}
              </Button>
            </li>
          );
        })}
      </ul>
      {stale ? (
        <Notice tone="warning">
          {t(
            'The rates of that search are no longer available. Check it below and get rates again.',
          )}
        </Notice>
      ) : null}
    </section>
  );
}
