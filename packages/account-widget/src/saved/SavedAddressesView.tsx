import type { AddressRecord } from '@bikeship/core/schemas';
import { useAdoptedCss } from '@bikeship/embed';
import { addressFormCss, Button, Notice, savedAddressLabel, useMessages } from '@bikeship/ui';
import { useEffect, useRef, useState } from 'react';
import { accountMessages } from '../account/accountMessages';
import { AddressEditor } from './AddressEditor';
import { SavedListStatus } from './SavedListStatus';
import { SignedInOnly } from './SignedInOnly';
import { useSavedList } from './useSavedList';

const keyOfAddress = (record: AddressRecord) => record.addressId;

/** What the view edits: nothing, a new address, or one of the list. */
type Editing = null | 'new' | AddressRecord;

/**
 * Saved Addresses (/youraddresses, shell §2): the customer's addresses (GET /api/Address), each
 * editable in place (PUT), and a new one added (POST) — the ones a quote's step 3 offers under
 * "Use a saved address". The API has no call to delete an address, so the view has none.
 */
export function SavedAddressesView() {
  useAdoptedCss(addressFormCss);
  const t = useMessages(accountMessages);
  const list = useSavedList(
    (runtime) => runtime.api.places.listAddresses().catch(() => false as const),
    keyOfAddress,
  );
  const [editing, setEditing] = useState<Editing>(null);
  const [savedNotice, setSavedNotice] = useState<string | null>(null);
  const addArea = useRef<HTMLDivElement>(null);
  const savedArea = useRef<HTMLDivElement>(null);
  const focusAdd = useRef(false);
  useEffect(() => {
    if (editing !== null || !focusAdd.current) return;
    focusAdd.current = false;
    // A saved address is said at the top: the focus (and the scroll) goes there, not to the
    // footer where the form was. A cancelled form hands it back to "Add an address".
    (savedArea.current ?? addArea.current?.querySelector('button'))?.focus();
  }, [editing]);

  const close = () => {
    focusAdd.current = true;
    setEditing(null);
  };
  const editor = (record: AddressRecord | null) => (
    <AddressEditor
      record={record}
      onSaved={(saved) => {
        list.put(saved);
        setSavedNotice(t('Address saved: {address}', { address: savedAddressLabel(saved) }));
        close();
      }}
      onCancel={close}
    />
  );

  return (
    <SignedInOnly title={t('Saved Addresses')}>
      {savedNotice ? (
        <div ref={savedArea} tabIndex={-1}>
          <Notice tone="success">{savedNotice}</Notice>
        </div>
      ) : null}
      <SavedListStatus
        state={list.state}
        empty={t('You have no saved addresses yet.')}
        onRetry={list.reload}
      >
        {(records) => (
          <ul className="bs-saved-list">
            {records.map((record) => {
              const label = savedAddressLabel(record);
              const isEdited =
                editing !== null && editing !== 'new' && editing.addressId === record.addressId;
              return (
                <li key={record.addressId} className="bs-saved-item">
                  {isEdited ? (
                    editor(record)
                  ) : (
                    <>
                      <span className="bs-saved-text">
                        <strong>
                          {record.firstName} {record.lastName}
                        </strong>
                        <span>{label}</span>
                        <span>{record.country}</span>
                      </span>
                      <span className="bs-saved-actions">
                        <Button
                          aria-label={t('Edit {address}', { address: label })}
                          onClick={() => {
                            setSavedNotice(null);
                            setEditing(record);
                          }}
                        >
                          {t('Edit')}
                        </Button>
                      </span>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </SavedListStatus>
      {editing === 'new' ? editor(null) : null}
      {list.state.status === 'ready' && editing !== 'new' ? (
        <div ref={addArea}>
          <Button
            onClick={() => {
              setSavedNotice(null);
              setEditing('new');
            }}
          >
            {t('Add an address')}
          </Button>
        </div>
      ) : null}
    </SignedInOnly>
  );
}

/** Loaded when the element first shows the view (AccountWidget.tsx): the first-load budget. */
export default SavedAddressesView;
