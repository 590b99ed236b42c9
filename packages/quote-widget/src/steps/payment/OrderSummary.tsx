import { computeSubTotal } from '@bikeship/core/rules';
import type { AddressStage, Box } from '@bikeship/core/schemas';
import { selectStageCharges } from '@bikeship/core/stores';
import { useId } from 'react';
import { useQuoteRuntime, useShip } from '../../runtime/QuoteRuntimeContext';
import { formatDay, formatMoney } from '../costs/formatQuote';
import { StageFeeLines } from '../costs/StageFeeLines';
import { stageLabel } from '../costs/stagePlaces';

/** An address as a label prints it: name and company, street lines, city line, country. */
function addressLines(address: AddressStage): string[] {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const cityLine = [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [
    name,
    address.company,
    address.address1 ?? address.streetAddress,
    address.address2,
    cityLine,
    address.country?.name,
  ].filter((line): line is string => Boolean(line?.trim()));
}

function boxLine(box: Box, index: number, locale: string): string {
  const name = box.name ?? box.presetName ?? `Box ${index + 1}`;
  const size = `${box.length} × ${box.width} × ${box.height} ${box.linearUnit.toLowerCase()}, ${box.weight} ${box.weightUnit.toLowerCase()}`;
  const contents = box.contents ? `, ${box.contents.label}` : '';
  const value =
    box.marketValue !== undefined ? `, declared ${formatMoney(locale, box.marketValue)}` : '';
  return `${name}: ${size}${contents}${value}`;
}

/**
 * The order to pay (issue 5 step 5): each stage with its dates, speed and fees, the addresses,
 * and the boxes. The figures are the choices of steps 2–4 and the core rules' stage charges —
 * nothing is computed here.
 */
export function OrderSummary() {
  const { locale } = useQuoteRuntime().settings;
  const search = useShip((state) => state.search);
  const charges = useShip(selectStageCharges);
  const headingId = useId();
  return (
    <section className="bs-payment-summary" aria-labelledby={headingId}>
      <h3 id={headingId}>Your order</h3>
      {search.trips.map((trip, index) => {
        const stage = charges[index];
        const details = search.details[index];
        const rate = trip.rateChoice;
        if (!stage) return null;
        return (
          // Stages have no id of their own; their order is the trip's.
          <div key={index} className="bs-payment-stage">
            <h4>{stageLabel(trip, index)}</h4>
            <p className="bs-payment-muted">
              {rate ? `${rate.name}` : 'No speed chosen'}
              {trip.shipDate ? `, ships ${formatDay(locale, rate?.ship ?? trip.shipDate)}` : ''}
              {rate?.deliver ? `, arrives ${formatDay(locale, rate.deliver)}` : ''}
            </p>
            {details ? (
              <div className="bs-payment-addresses">
                {(['from', 'to'] as const).map((side) => (
                  <address key={side}>
                    <strong>{side === 'from' ? 'From' : 'To'}</strong>
                    {addressLines(details[side]).map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </address>
                ))}
              </div>
            ) : null}
            <dl className="bs-payment-lines">
              <dt>{rate ? `Shipping (${rate.name})` : 'Shipping'}</dt>
              <dd>{formatMoney(locale, stage.rate ?? 0)}</dd>
              <StageFeeLines trip={trip} stage={stage} locale={locale} />
              <dt className="bs-payment-line-total">Stage {index + 1}</dt>
              <dd className="bs-payment-line-total">
                {formatMoney(locale, computeSubTotal([stage]))}
              </dd>
            </dl>
          </div>
        );
      })}
      <h4>Boxes</h4>
      <ul className="bs-payment-boxes">
        {search.boxes.map((box, index) => (
          // Boxes have no id of their own; their order is fixed by now.
          <li key={index}>{boxLine(box, index, locale)}</li>
        ))}
      </ul>
    </section>
  );
}
