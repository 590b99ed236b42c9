import {
  SHIPMENT_DOCUMENT_CONTENT_TYPES,
  SHIPMENT_UPLOADED_DOCUMENTS_MAX,
  UPLOAD_MAX_CONTENT_LENGTH_BYTES,
} from '@bikeship/core/constants';
import type { DocumentUploadRefusal } from '@bikeship/core/rules';
import type { Shipment } from '@bikeship/core/schemas';
import { useAdoptedCss } from '@bikeship/embed';
import { Button, Modal, Notice, useFormat, useMessages } from '@bikeship/ui';
import { type ChangeEvent, useId } from 'react';
import { accountMessages } from '../account/accountMessages';
import { documentsCss } from './documents.css';
import { documentKind, documentSize } from './documentTexts';
import { placedOn } from './orderTexts';
import type { OrdersApi } from './useOrdersApi';
import {
  type DocumentAction,
  type DocumentOutcome,
  type UploadUnderway,
  useStageDocuments,
} from './useStageDocuments';

/** What the file picker offers: the allowed types and their usual extensions. */
const ACCEPT = [...SHIPMENT_DOCUMENT_CONTENT_TYPES, '.pdf', '.png', '.jpg', '.jpeg'].join(',');

/**
 * The shipment documents of one stage (quote §7: ShipmentDocument create, delete, download):
 * each with its name, type, size and date; Add a document (checked for type and size before a
 * byte is sent, then a progress bar while it goes), Download documents (one PDF of them all)
 * and Delete with a confirmation. The labels and commercial invoice the server made go with the
 * label and offer no Delete. What the last action came to is said in place.
 */
export function StageDocuments(props: {
  api: OrdersApi | null;
  orderId: number;
  shipment: Shipment;
  onChanged: () => void;
}) {
  const t = useMessages(accountMessages);
  const format = useFormat();
  useAdoptedCss(documentsCss);
  const docs = useStageDocuments(props);
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const stage = props.shipment.stage;
  const full = docs.uploadedCount >= SHIPMENT_UPLOADED_DOCUMENTS_MAX;
  // A cancelled stage does not ship: the server takes nothing more for it (its voided label is
  // no longer listed); what the customer uploaded stays to read or delete.
  const cancelled = props.shipment.status === 'cancelled';

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so picking the same file again (after a refusal) is a change too.
    input.value = '';
    if (file) void docs.upload(file);
  };

  return (
    <section className="bs-order-documents" aria-labelledby={titleId}>
      <h4 id={titleId}>{t('Documents')}</h4>
      {docs.documents.length === 0 ? (
        <p>{t('No documents yet.')}</p>
      ) : (
        <ul
          className="bs-order-documents-list"
          aria-label={t('Documents of stage {stage}', { stage })}
        >
          {docs.documents.map((document) => {
            const name = document.file ?? t('Document {id}', { id: document.shipmentDocumentId });
            const facts = [
              documentKind(document.contentType),
              document.sizeBytes === undefined
                ? ''
                : documentSize(format.locale, document.sizeBytes),
              document.createdAt ? placedOn(format.locale, document.createdAt) : '',
            ].filter(Boolean);
            return (
              <li key={document.shipmentDocumentId} className="bs-order-document">
                <span className="bs-order-document-name">{name}</span>
                <span className="bs-order-document-facts">
                  {facts.join(' · ')}
                  {document.generated ? ` · ${t('made with the label')}` : ''}
                </span>
                {document.generated ? null : (
                  <Button
                    aria-label={t('Delete {name}', { name })}
                    disabled={docs.running !== null}
                    onClick={() => docs.askDelete(document)}
                  >
                    {t('Delete')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {docs.uploading ? <UploadProgressBar uploading={docs.uploading} /> : null}
      <div className="bs-order-actions">
        {cancelled ? null : (
          <>
            {/* The input is hidden and its label looks like a button: a file input's own button
                cannot be styled or translated. The label shows the input's focus and state. */}
            <input
              id={inputId}
              className="bs-visually-hidden"
              type="file"
              accept={ACCEPT}
              aria-describedby={hintId}
              disabled={docs.running !== null || full}
              onChange={onPick}
            />
            <label className="bs-button bs-button-primary bs-order-document-pick" htmlFor={inputId}>
              {t('Add a document')}
            </label>
          </>
        )}
        {docs.documents.length > 0 ? (
          <Button
            busy={docs.running === 'download'}
            disabled={docs.running !== null && docs.running !== 'download'}
            onClick={() => void docs.download()}
          >
            {t('Download documents')}
          </Button>
        ) : null}
      </div>
      <p id={hintId} className="bs-order-document-hint">
        {cancelled
          ? t('This stage is cancelled: documents cannot be added to it.')
          : full
            ? t('This stage holds {max} documents, the most it can: delete one to add another.', {
                max: SHIPMENT_UPLOADED_DOCUMENTS_MAX,
              })
            : t('PDF, PNG or JPEG, up to {size} each; up to {max} per stage.', {
                size: documentSize(format.locale, UPLOAD_MAX_CONTENT_LENGTH_BYTES),
                max: SHIPMENT_UPLOADED_DOCUMENTS_MAX,
              })}
      </p>
      {docs.outcome ? <DocumentOutcomeNotice outcome={docs.outcome} /> : null}
      <Modal
        title={t('Delete this document?')}
        open={docs.confirming !== null}
        onClose={docs.cancelDelete}
      >
        <p>
          {t('{name} will be removed from stage {stage}.', {
            name: docs.confirming?.file ?? '',
            stage,
          })}
        </p>
        <div className="bs-order-actions">
          <Button variant="primary" onClick={() => void docs.confirmDelete()}>
            {t('Delete')}
          </Button>
          <Button onClick={docs.cancelDelete}>{t('Keep it')}</Button>
        </div>
      </Modal>
    </section>
  );
}

/** A progress bar with the share sent in words; without a known size, an indeterminate one. */
function UploadProgressBar(props: { uploading: UploadUnderway }) {
  const t = useMessages(accountMessages);
  const { name, progress } = props.uploading;
  const percent = progress.total > 0 ? Math.round((100 * progress.loaded) / progress.total) : null;
  return (
    <div className="bs-order-document-progress">
      <progress
        aria-label={t('Uploading {name}', { name })}
        max={100}
        {...(percent === null ? {} : { value: percent })}
      />
      <span aria-hidden="true">{percent === null ? t('Uploading…') : `${percent}%`}</span>
    </div>
  );
}

function DocumentOutcomeNotice(props: { outcome: DocumentOutcome }) {
  const t = useMessages(accountMessages);
  const format = useFormat();
  const { outcome } = props;
  const name = outcome.name;
  if (outcome.ok) {
    const done: Record<DocumentAction, string> = {
      upload: t('{name} uploaded.', { name }),
      download: t('Documents downloaded.'),
      delete: t('{name} deleted.', { name }),
    };
    return <Notice tone="success">{done[outcome.action]}</Notice>;
  }
  if (outcome.refusal) {
    const refused: Record<DocumentUploadRefusal, string> = {
      type: t('{name} cannot be uploaded: only PDF, PNG and JPEG files can.', { name }),
      empty: t('{name} cannot be uploaded: the file is empty.', { name }),
      size: t('{name} cannot be uploaded: a document can be at most {size}.', {
        name,
        size: documentSize(format.locale, UPLOAD_MAX_CONTENT_LENGTH_BYTES),
      }),
      full: t('This stage holds {max} documents, the most it can: delete one to add another.', {
        max: SHIPMENT_UPLOADED_DOCUMENTS_MAX,
      }),
    };
    return <Notice tone="danger">{refused[outcome.refusal]}</Notice>;
  }
  const failed: Record<DocumentAction, string> = {
    upload: t('{name} could not be uploaded.', { name }),
    download: t('The documents could not be downloaded.'),
    delete: t('{name} could not be deleted.', { name }),
  };
  return (
    <Notice tone="danger">
      {failed[outcome.action]} {outcome.reason ?? t('Try again later.')}
    </Notice>
  );
}
