import { type StageCharges, stageChargesOfFees } from '@bikeship/core/rules';
import type { AddressStage, Box, StageFees, TripStage } from '@bikeship/core/schemas';
import { selectStageCharges } from '@bikeship/core/stores';
import { useAdoptedCss } from '@bikeship/embed';
import {
  StageChargesSummary,
  shippingMessages,
  stageChargesSummaryCss,
  useFormat,
  useMessages,
  useShip,
} from '@bikeship/ui';
import { declaredValueOf, includedCoverageOf } from '../costs/protection';
import { useProtectionPrices } from '../costs/useCostsReferenceData';
import { paymentMessages } from './paymentMessages';

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

/**
 * The order to pay (quote §2 step 5): the stages' charges as the costs step summed them, with
 * each stage's dates and addresses, then the boxes with what each is covered for. The figures
 * are the choices of steps 2–4 and the core rules' stage charges — nothing is computed here.
 * After the server refused the payment's figures (a 409), its own fee list (`serverFees`) is
 * what is shown: that is what the customer confirms and is charged.
 */
export function OrderSummary(props: { serverFees?: readonly StageFees[] }) {
  useAdoptedCss(stageChargesSummaryCss);
  const t = useMessages(shippingMessages);
  const format = useFormat();
  const search = useShip((state) => state.search);
  const browserCharges = useShip(selectStageCharges);
  const charges: StageCharges[] = props.serverFees
    ? stageChargesOfFees(props.serverFees)
    : browserCharges;
  const payment = useMessages(paymentMessages);
  const included = includedCoverageOf(useProtectionPrices(search.boxes).presets ?? []);

  const stageDetails = (trip: TripStage, index: number) => {
    const rate = trip.rateChoice;
    const details = search.details[index];
    return (
      <>
        <p className="bs-payment-muted">
          {[
            rate ? rate.name : t('Speed not chosen yet'),
            trip.shipDate && t('ships {day}', { day: format.day(rate?.ship ?? trip.shipDate) }),
            rate?.deliver && t('arrives {day}', { day: format.day(rate.deliver) }),
          ]
            .filter(Boolean)
            .join(', ')}
        </p>
        {details ? (
          <div className="bs-payment-addresses">
            {(
              [
                ['from', 'From'],
                ['to', 'To'],
              ] as const
            ).map(([side, label]) => (
              <address key={side}>
                <strong>{t(label)}</strong>
                {addressLines(details[side]).map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            ))}
          </div>
        ) : null}
      </>
    );
  };

  // What a box is covered for, not its declared value: "declared $2,500" read as insured for
  // that much. Without premium protection only the carrier's included cover applies (the free
  // preset, the same figure the costs step offered), and never more than the box is worth.
  const coverOf = (box: Box) => {
    const declared = declaredValueOf(box);
    const protection = box.premiumProtection?.coverage;
    if (declared <= 0) return undefined;
    if (protection) return payment('covered up to {amount}', { amount: format.money(protection) });
    return included === undefined
      ? payment('no premium protection')
      : payment('covered up to {amount} (no premium protection)', {
          amount: format.money(Math.min(declared, included)),
        });
  };

  const boxLine = (box: Box, index: number) =>
    `${box.name ?? box.presetName ?? t('Box {n}', { n: index + 1 })}: ${[
      t('{length} × {width} × {height} {unit}, {weight} {weightUnit}', {
        length: box.length ?? '',
        width: box.width ?? '',
        height: box.height ?? '',
        unit: box.linearUnit.toLowerCase(),
        weight: box.weight ?? '',
        weightUnit: box.weightUnit.toLowerCase(),
      }),
      box.contents?.label,
      coverOf(box),
    ]
      .filter(Boolean)
      .join(', ')}`;

  return (
    <StageChargesSummary
      title={t('Your order')}
      trips={search.trips}
      charges={charges}
      stageDetails={stageDetails}
    >
      <h4>{t('Boxes')}</h4>
      <ul className="bs-payment-boxes">
        {search.boxes.map((box, index) => (
          // Boxes have no id of their own; their order is fixed by now.
          <li key={index}>{boxLine(box, index)}</li>
        ))}
      </ul>
    </StageChargesSummary>
  );
}
