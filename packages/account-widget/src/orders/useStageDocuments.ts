import { fetchWithUploadProgress, type UploadProgress } from '@bikeship/core/api';
import { type DocumentUploadRefusal, documentUploadRefusal } from '@bikeship/core/rules';
import type { Shipment, ShipmentDocument } from '@bikeship/core/schemas';
import { saveBlob } from '@bikeship/ui';
import { useState } from 'react';
import { refusalReason } from './refusalReason';
import type { OrdersApi } from './useOrdersApi';

/** The document actions of one stage (quote §7: ShipmentDocument create, delete, download). */
export type DocumentAction = 'upload' | 'download' | 'delete';

/** What the last action came to, said in place under the list. */
export type DocumentOutcome =
  | { action: DocumentAction; ok: true; name: string }
  | {
      action: DocumentAction;
      ok: false;
      name: string;
      /** Refused in the browser before a byte was sent; else the server's words, if any. */
      refusal: DocumentUploadRefusal | null;
      reason: string | null;
    };

/** An upload on its way: the file's name and how much of it has gone. */
export interface UploadUnderway {
  name: string;
  progress: UploadProgress;
}

/**
 * DECISION (the spec names no categories): what a customer uploads is filed as one category,
 * apart from the server's 'label' and 'commercial_invoice'.
 */
export const CUSTOMER_DOCUMENT_CATEGORY = 'customer_document';

/**
 * The documents of one stage of an order and their actions, one at a time. The list is the
 * order detail's (`shipment.documents`); after an upload or a delete `onChanged` fetches the
 * order again, so the list is the server's, never a copy kept in step by hand.
 */
export function useStageDocuments(props: {
  api: OrdersApi | null;
  orderId: number;
  shipment: Shipment;
  onChanged: () => void;
}) {
  const { api, orderId, shipment, onChanged } = props;
  const shipmentId = shipment.shipmentId;
  const documents = shipment.documents ?? [];
  const uploadedCount = documents.filter((document) => !document.generated).length;
  const [running, setRunning] = useState<DocumentAction | null>(null);
  const [uploading, setUploading] = useState<UploadUnderway | null>(null);
  const [outcome, setOutcome] = useState<DocumentOutcome | null>(null);
  /** The document whose delete waits for the customer's confirmation. */
  const [confirming, setConfirming] = useState<ShipmentDocument | null>(null);

  async function run(
    action: DocumentAction,
    name: string,
    step: (calls: OrdersApi) => Promise<unknown>,
  ) {
    if (!api || running) return;
    setRunning(action);
    setOutcome(null);
    try {
      await step(api);
      setOutcome({ action, ok: true, name });
    } catch (error) {
      setOutcome({ action, ok: false, name, refusal: null, reason: await refusalReason(error) });
    } finally {
      setRunning(null);
      setUploading(null);
    }
  }

  const upload = (file: File) => {
    if (!api || running) return;
    const refusal = documentUploadRefusal(file, uploadedCount);
    if (refusal) {
      setOutcome({ action: 'upload', ok: false, name: file.name, refusal, reason: null });
      return;
    }
    const body = new FormData();
    body.append('file', file);
    setUploading({ name: file.name, progress: { loaded: 0, total: file.size } });
    return run('upload', file.name, async (calls) => {
      await calls.documents.createShipmentDocument({
        query: { shipmentId, orderId, category: CUSTOMER_DOCUMENT_CATEGORY },
        body,
        fetch: fetchWithUploadProgress((progress) => setUploading({ name: file.name, progress })),
      });
      onChanged();
    });
  };

  const download = () =>
    run('download', '', async (calls) => {
      const pdf = await calls.documents.downloadShipmentDocuments({ query: { shipmentId } });
      saveBlob(pdf, `bikeship-order-${orderId}-stage-${shipment.stage}-documents.pdf`);
    });

  const confirmDelete = () => {
    const document = confirming;
    setConfirming(null);
    if (!document) return;
    return run('delete', document.file ?? '', async (calls) => {
      await calls.documents.deleteShipmentDocument({
        query: { DocumentId: document.shipmentDocumentId },
      });
      onChanged();
    });
  };

  return {
    documents,
    uploadedCount,
    running,
    uploading,
    outcome,
    confirming,
    upload,
    download,
    askDelete: setConfirming,
    cancelDelete: () => setConfirming(null),
    confirmDelete,
  };
}
