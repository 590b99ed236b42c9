import type { Shipment } from '@bikeship/core/schemas';
import { saveBlob } from '@bikeship/ui';
import { useState } from 'react';
import { refusalReason } from './refusalReason';
import type { OrdersApi } from './useOrdersApi';

/** The label actions of one stage (quote §7: documents download, email LABELS / MAILLABEL, create label). */
export type LabelAction = 'download' | 'email' | 'post' | 'make';

/** What the last action of a stage came to, said in place under its buttons. */
export type LabelOutcome =
  | { action: LabelAction; ok: true }
  | { action: LabelAction; ok: false; reason: string | null };

/**
 * The label actions of one stage of an order, one at a time: which runs, and what the last one
 * came to. `onMade` is told when labels were made (the order is fetched again, so the stage
 * shows its labels and tracking numbers).
 */
export function useStageLabels(props: {
  api: OrdersApi | null;
  orderId: number;
  shipment: Shipment;
  /** The customer's address: where LABELS is sent. */
  email: string;
  onMade: () => void;
}) {
  const { api, orderId, shipment } = props;
  const [running, setRunning] = useState<LabelAction | null>(null);
  const [outcome, setOutcome] = useState<LabelOutcome | null>(null);
  const shipmentId = shipment.shipmentId;

  const steps: Record<LabelAction, (calls: OrdersApi) => Promise<unknown>> = {
    download: async (calls) => {
      const pdf = await calls.documents.downloadShipmentDocuments({ query: { shipmentId } });
      saveBlob(pdf, `bikeship-order-${orderId}-stage-${shipment.stage}-labels.pdf`);
    },
    email: (calls) =>
      calls.email.sendEmail({
        body: { emailName: 'LABELS', orderId, shipmentId, additionalRecipients: [props.email] },
      }),
    post: (calls) =>
      calls.email.sendEmail({ body: { emailName: 'MAILLABEL', orderId, shipmentId } }),
    make: async (calls) => {
      await calls.labels.createLabel({ params: { shipmentId } });
      props.onMade();
    },
  };

  const run = async (action: LabelAction) => {
    if (!api || running) return;
    setRunning(action);
    setOutcome(null);
    try {
      await steps[action](api);
      setOutcome({ action, ok: true });
    } catch (error) {
      setOutcome({ action, ok: false, reason: await refusalReason(error) });
    } finally {
      setRunning(null);
    }
  };

  return { running, outcome, run };
}
