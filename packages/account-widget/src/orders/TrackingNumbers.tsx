import type { PackageLocationResponse } from '@bikeship/core/schemas';
import { Button, useFormat, useMessages } from '@bikeship/ui';
import { useState } from 'react';
import { accountMessages } from '../account/accountMessages';
import { stageStatus } from './orderTexts';
import type { OrdersApi } from './useOrdersApi';

type Lookup = 'loading' | 'failed' | PackageLocationResponse;

/**
 * A stage's tracking numbers, each with Track: the API's public tracking lookup
 * (GET /api/PackageLocation/{code}) answered in place — the status, where the box is, when it
 * is expected and its scans. DECISION: shown here rather than linked, as no tracking page
 * exists to link to (the spec's /tracking route belongs to a site we do not ship yet).
 */
export function TrackingNumbers(props: { api: OrdersApi | null; numbers: readonly string[] }) {
  const t = useMessages(accountMessages);
  const [lookups, setLookups] = useState<Record<string, Lookup>>({});
  const { api } = props;
  if (props.numbers.length === 0) return <>{t('None yet')}</>;

  const track = async (code: string) => {
    if (!api) return;
    setLookups((all) => ({ ...all, [code]: 'loading' }));
    const answer = await api.tracking.getPackageLocation({ params: { code } });
    setLookups((all) => ({ ...all, [code]: answer || 'failed' }));
  };

  return (
    <ul className="bs-order-tracking">
      {props.numbers.map((code) => {
        const lookup = lookups[code];
        return (
          <li key={code}>
            <span>{code}</span>{' '}
            <Button
              variant="link"
              busy={lookup === 'loading'}
              aria-label={t('Track {code}', { code })}
              onClick={() => void track(code)}
            >
              {t('Track')}
            </Button>
            {lookup && lookup !== 'loading' ? <TrackingAnswer lookup={lookup} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

function TrackingAnswer(props: { lookup: 'failed' | PackageLocationResponse }) {
  const t = useMessages(accountMessages);
  const format = useFormat();
  const { lookup } = props;
  if (lookup === 'failed') {
    return <p role="status">{t('Tracking is not available for this number right now.')}</p>;
  }
  return (
    <div role="status">
      <p>
        {stageStatus(t, lookup.status)}
        {lookup.location ? ` · ${lookup.location}` : ''}
        {lookup.estimatedDelivery
          ? ` · ${t('expected {date}', { date: format.day(lookup.estimatedDelivery) })}`
          : ''}
      </p>
      {lookup.events.length > 0 ? (
        <ul aria-label={t('Scans of {code}', { code: lookup.code })}>
          {lookup.events.map((scan) => (
            <li key={`${scan.time} ${scan.description}`}>
              {new Date(scan.time).toLocaleString(format.locale)}: {scan.description}
              {scan.location ? ` (${scan.location})` : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
