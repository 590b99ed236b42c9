import type { Shipment } from '@bikeship/core/schemas';
import { Button, Notice, useMessages } from '@bikeship/ui';
import { accountMessages } from '../account/accountMessages';
import { postedTo } from './orderTexts';
import type { OrdersApi } from './useOrdersApi';
import { type LabelAction, type LabelOutcome, useStageLabels } from './useStageLabels';

/**
 * The label actions of one stage (quote §7: labels reach the customer): with labels, Download
 * labels (one PDF: labels, invoice, uploads), Email labels (LABELS, to the customer's address)
 * and Labels by post (MAILLABEL, to the stage's from address); without, Make labels. What the
 * last action came to is said right under the buttons — a confirmation naming where the labels
 * went, or the failure with the server's words.
 */
export function StageLabelActions(props: {
  api: OrdersApi | null;
  orderId: number;
  shipment: Shipment;
  email: string;
  onMade: () => void;
}) {
  const t = useMessages(accountMessages);
  const labels = useStageLabels(props);
  const { shipment } = props;
  const button = (action: LabelAction, text: string) => (
    <Button
      variant={action === 'download' || action === 'make' ? 'primary' : 'secondary'}
      busy={labels.running === action}
      disabled={labels.running !== null && labels.running !== action}
      onClick={() => void labels.run(action)}
    >
      {text}
    </Button>
  );
  return (
    <>
      <div className="bs-order-actions">
        {shipment.labelCreated ? (
          <>
            {button('download', t('Download labels'))}
            {button('email', t('Email labels'))}
            {button('post', t('Labels by post'))}
          </>
        ) : (
          button('make', t('Make labels'))
        )}
      </div>
      {labels.outcome ? (
        <OutcomeNotice outcome={labels.outcome} email={props.email} shipment={shipment} />
      ) : null}
    </>
  );
}

function OutcomeNotice(props: { outcome: LabelOutcome; email: string; shipment: Shipment }) {
  const t = useMessages(accountMessages);
  const { outcome } = props;
  if (outcome.ok) {
    const done: Record<LabelAction, string> = {
      download: t('Labels downloaded.'),
      email: t('Labels sent to {email}.', { email: props.email }),
      post: t('Printed labels will be posted to {address}.', {
        address: postedTo(props.shipment),
      }),
      make: t('Labels made.'),
    };
    return <Notice tone="success">{done[outcome.action]}</Notice>;
  }
  const failed: Record<LabelAction, string> = {
    download: t('The labels could not be downloaded.'),
    email: t('The labels could not be emailed.'),
    post: t('The labels could not be sent by post.'),
    make: t('The labels could not be made.'),
  };
  return (
    <Notice tone="danger">
      {failed[outcome.action]} {outcome.reason ?? t('Try again later.')}
    </Notice>
  );
}
