import type { UserPackage } from '@bikeship/core/schemas';
import { formatMoney, formatNumber, useLocale, useMessages } from '@bikeship/ui';
import { accountMessages } from '../account/accountMessages';
import { SavedListStatus } from './SavedListStatus';
import { SignedInOnly } from './SignedInOnly';
import { useSavedList } from './useSavedList';

const keyOfBox = (box: UserPackage) => box.packageId;

/**
 * Saved Boxes (/yourboxes, shell §2): the boxes the customer saved while quoting, as GET
 * /api/UserPackages answers them. DECISION: the list only — the API has no call to add, change
 * or delete a saved box (quote §7 lists GET /api/UserPackages alone); boxes are saved from a
 * quote when the customer's "save packages" setting is on (the profile view).
 */
export function SavedBoxesView() {
  const t = useMessages(accountMessages);
  const list = useSavedList(async (runtime) => {
    const answer = await runtime.api.places.getUserPackages();
    return answer ? answer.value : false;
  }, keyOfBox);
  return (
    <SignedInOnly title={t('Saved Boxes')}>
      <SavedListStatus
        state={list.state}
        empty={t(
          'You have no saved boxes yet. Boxes you ship are saved here when “Save my boxes” is on in your profile.',
        )}
        onRetry={list.reload}
      >
        {(boxes) => (
          <ul className="bs-saved-list">
            {boxes.map((box) => (
              <li key={box.packageId} className="bs-saved-item">
                <SavedBox box={box} />
              </li>
            ))}
          </ul>
        )}
      </SavedListStatus>
    </SignedInOnly>
  );
}

function SavedBox(props: { box: UserPackage }) {
  const t = useMessages(accountMessages);
  const locale = useLocale();
  const { box } = props;
  const n = (value: number) => formatNumber(locale, value);
  return (
    <span className="bs-saved-text">
      <strong>{box.name}</strong>
      <span>
        {t('{length} × {width} × {height} {linearUnit}, {weight} {weightUnit}', {
          length: n(box.length),
          width: n(box.width),
          height: n(box.height),
          linearUnit: box.linearUnit.toLowerCase(),
          weight: n(box.weight),
          weightUnit: box.weightUnit.toLowerCase(),
        })}
      </span>
      {box.marketValue !== undefined ? (
        <span>{t('Declared value {value}', { value: formatMoney(locale, box.marketValue) })}</span>
      ) : null}
    </span>
  );
}

/** Loaded when the element first shows the view (AccountWidget.tsx): the first-load budget. */
export default SavedBoxesView;
