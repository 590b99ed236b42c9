import {
  BOX_MAX_LENGTH_IN,
  BOX_MAX_LENGTH_PLUS_GIRTH_IN,
  BOX_MAX_WEIGHT_LB,
  DEFAULT_PICKUP_FEE,
  DIM_WEIGHT_DIVISOR_IN3_PER_LB,
} from '@bikeship/core/constants';
import { centsToDollars, formatUsd } from '@bikeship/core/rules';
import {
  RESIDENTIAL_SURCHARGE_CENTS,
  WEIGHT_BRACKETS_LB,
  ZONE_SETS,
  type ZoneSetId,
} from '@bikeship/core/shippingTables';
import { Link } from 'react-router';
import { type ServicePrices, servicePrices, weighedPresets, zonePrices } from './boxPrices';
import { PriceByZoneChart, PriceChartKey } from './PriceByZoneChart';
import '../../styles/guides.css';
import '../../styles/rates.css';

/** Ground: the service most bikes travel by, so the box-by-zone table is priced by it. */
const GROUND = 5;

const PRESETS = weighedPresets();
/** The box the per-service tables and the chart follow: the standard bike shop box. */
const STANDARD_BOX = PRESETS[0];

const priceOf = (cents: number | null) => (cents === null ? '—' : formatUsd(centsToDollars(cents)));

/** A sentence's start, mid-sentence: "Both in the EU" → "both in the EU". */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** "up to 150 miles", "151 to 300 miles", "over 1,800 miles". */
function distanceOf(zoneSet: ZoneSetId, index: number): string {
  const bands = ZONE_SETS[zoneSet].zones;
  const miles = (value: number) => value.toLocaleString('en-US');
  const band = bands[index];
  const previous = bands[index - 1]?.maxMiles ?? null;
  if (!band) return '';
  if (band.maxMiles === null) return `over ${miles(previous ?? 0)} miles`;
  if (previous === null) return `up to ${miles(band.maxMiles)} miles`;
  return `${miles(previous + 1)} to ${miles(band.maxMiles)} miles`;
}

/** A table that may be wider than a phone: it scrolls sideways, and the keyboard can scroll it. */
function WideTable(props: { captionId: string; children: React.ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus so a keyboard can scroll it (WCAG 2.1.1).
    <section className="guide-table-wrap" aria-labelledby={props.captionId} tabIndex={0}>
      {props.children}
    </section>
  );
}

function ServiceTable(props: { id: string; caption: string; services: readonly ServicePrices[] }) {
  const zones = props.services[0]?.zones ?? [];
  return (
    <WideTable captionId={props.id}>
      <table className="guide-table rates-table">
        <caption id={props.id}>{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">Service</th>
            {zones.map((zone) => (
              <th key={zone} scope="col" className="guide-num">
                Zone {zone}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.services.map((service) => (
            <tr key={service.code}>
              <th scope="row">
                {service.name}
                {service.guaranteed ? null : <span className="rates-note"> (no guarantee)</span>}
              </th>
              {service.cents.map((cents, index) => (
                <td key={zones[index]} className="guide-num">
                  {priceOf(cents)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </WideTable>
  );
}

/**
 * /dimensionsandrates: what a box costs where. Every price on it is computed at prerender time
 * from the built-in carrier's own tables and the quote's box presets (core
 * `@bikeship/core/shippingTables`, the module the API's carrier quotes from), by the same
 * billable-weight rule — so the page reads without JavaScript and a figure on it is the figure a
 * quote charges for that box, zone and service to a business address.
 *
 * DECISION: the box-by-zone table is priced by Ground (what most bikes travel by) and the
 * per-service tables and the chart follow the standard bike shop box; the whole zone ×
 * weight × service grid (over 900 prices) would bury the answer a customer came for. The
 * weight brackets are listed, so any other box can be worked out, and the quote prices it exactly.
 */
export default function DimensionsAndRatesPage() {
  const standard = STANDARD_BOX;
  const domesticServices = standard ? servicePrices(standard.billableWeightLb, 'domestic') : [];
  const internationalServices = standard
    ? servicePrices(standard.billableWeightLb, 'international')
    : [];
  const domesticZones = ZONE_SETS.domestic.zones.map((band) => band.zone);
  const residential = RESIDENTIAL_SURCHARGE_CENTS.domestic;
  const residentialLow = Math.min(...Object.values(residential));
  const residentialHigh = Math.max(...Object.values(residential));

  return (
    <article className="site-page guide rates" aria-labelledby="rates-title">
      <h1 id="rates-title">Dimensions and rates</h1>
      <p className="guide-lead">
        What a box costs to ship depends on three things: how far it goes (the zone), what it weighs
        as the carrier bills it, and how fast it travels. These are the carrier&apos;s published
        prices in US dollars, the same ones the <Link to="/ship">quote</Link> charges.
      </p>

      <section aria-labelledby="by-zone">
        <h2 id="by-zone">What a box costs where</h2>
        <p>
          One box by Ground to a business address, for each box and case the quote offers. Find your
          box, then the zone of your trip (see <a href="#zones">zones</a> below).
        </p>
        <WideTable captionId="by-zone-caption">
          <table className="guide-table rates-table">
            <caption id="by-zone-caption">Ground price of one box by zone</caption>
            <thead>
              <tr>
                <th scope="col">Box or case</th>
                <th scope="col" className="guide-num">
                  Billed weight (lb)
                </th>
                {domesticZones.map((zone) => (
                  <th key={zone} scope="col" className="guide-num">
                    Zone {zone}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {PRESETS.map(({ preset, billableWeightLb }) => (
                <tr key={preset.id}>
                  <th scope="row">{preset.name}</th>
                  <td className="guide-num">{billableWeightLb}</td>
                  {zonePrices(billableWeightLb, 'domestic', GROUND).cents.map((cents, index) => (
                    <td key={domesticZones[index]} className="guide-num">
                      {priceOf(cents)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </WideTable>
      </section>

      {standard ? (
        <section aria-labelledby="by-speed">
          <h2 id="by-speed">Faster costs more</h2>
          <p>
            The {standard.preset.name.toLowerCase()} ({standard.preset.length} ×{' '}
            {standard.preset.width} × {standard.preset.height} in, billed as{' '}
            {standard.billableWeightLb} lb) by each service. Next Day Air, 2nd Day Air and 3 Day
            Select take the same time to every zone; Ground and Economy take longer the farther they
            go. Economy is the cheapest and has no delivery guarantee, so it is not offered for a
            trip or a race that has a date to meet.
          </p>
          <figure className="guide-figure">
            <PriceByZoneChart
              services={domesticServices}
              title={`The ${standard.preset.name.toLowerCase()} by service and zone`}
              description="Line chart: the price of each service rises zone by zone, Next Day Air the most steeply, Economy the least. The figures are in the table below the chart."
              titleId="rates-chart-title"
              descriptionId="rates-chart-desc"
            />
            <figcaption>
              <PriceChartKey services={domesticServices} />
              The same figures as the table below.
            </figcaption>
          </figure>
          <ServiceTable
            id="by-speed-caption"
            caption={`The ${standard.preset.name.toLowerCase()} by service and zone, within one country`}
            services={domesticServices}
          />
          <p>
            Between two countries (unless both are in the EU) the international zones apply, by
            distance too:
          </p>
          <ServiceTable
            id="international-caption"
            caption={`The ${standard.preset.name.toLowerCase()} by service and international zone`}
            services={internationalServices}
          />
        </section>
      ) : null}

      <section aria-labelledby="zones">
        <h2 id="zones">Zones</h2>
        <p>
          The zone is the straight-line distance between where the box is picked up or dropped off
          and where it is delivered.
        </p>
        <div className="rates-zone-tables">
          {(['domestic', 'international'] as const).map((zoneSet) => (
            <table key={zoneSet} className="guide-table">
              <caption>
                {ZONE_SETS[zoneSet].name} zones: {lowerFirst(ZONE_SETS[zoneSet].appliesWhen)}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Zone</th>
                  <th scope="col">Distance</th>
                </tr>
              </thead>
              <tbody>
                {ZONE_SETS[zoneSet].zones.map((band, index) => (
                  <tr key={band.zone}>
                    <th scope="row">{band.zone}</th>
                    <td>{distanceOf(zoneSet, index)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </div>
      </section>

      <section aria-labelledby="dimensions">
        <h2 id="dimensions">Box sizes and weights</h2>
        <p>
          The boxes and cases the quote offers ready-made. Sizes are outside dimensions rounded up
          to the next whole inch, as carriers measure; weights are a typical packed weight. You can
          change every figure in the quote.
        </p>
        <WideTable captionId="presets-caption">
          <table className="guide-table rates-table">
            <caption id="presets-caption">Box and case presets</caption>
            <thead>
              <tr>
                <th scope="col">Box or case</th>
                <th scope="col" className="guide-num">
                  L × W × H (in)
                </th>
                <th scope="col" className="guide-num">
                  Packed weight (lb)
                </th>
                <th scope="col" className="guide-num">
                  Dimensional weight (lb)
                </th>
                <th scope="col" className="guide-num">
                  Billed weight (lb)
                </th>
              </tr>
            </thead>
            <tbody>
              {PRESETS.map(({ preset, dimensionalWeightLb, billableWeightLb }) => (
                <tr key={preset.id}>
                  <th scope="row">{preset.name}</th>
                  <td className="guide-num">
                    {preset.length} × {preset.width} × {preset.height}
                  </td>
                  <td className="guide-num">{preset.weight}</td>
                  <td className="guide-num">{dimensionalWeightLb}</td>
                  <td className="guide-num">{billableWeightLb}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </WideTable>
        <h3>Dimensional weight</h3>
        <p>
          A big, light box takes the room of a heavy one on the truck, so carriers bill the larger
          of the actual weight and the dimensional weight: length × width × height in inches, each
          rounded to the nearest inch, divided by {DIM_WEIGHT_DIVISOR_IN3_PER_LB} and rounded up to
          a whole pound.
          {standard ? (
            <>
              {' '}
              The standard bike shop box is {standard.preset.length} × {standard.preset.width} ×{' '}
              {standard.preset.height} ={' '}
              {(
                standard.preset.length *
                standard.preset.width *
                standard.preset.height
              ).toLocaleString('en-US')}{' '}
              cubic inches, ÷ {DIM_WEIGHT_DIVISOR_IN3_PER_LB} = {standard.dimensionalWeightLb} lb:
              it is billed as {standard.billableWeightLb} lb though it weighs{' '}
              {standard.preset.weight} lb packed. A slimmer box often costs less than a lighter one.
            </>
          ) : null}
        </p>
        <h3>Limits</h3>
        <p>
          One box may weigh at most {BOX_MAX_WEIGHT_LB} lb, be at most {BOX_MAX_LENGTH_IN} in long,
          and measure at most {BOX_MAX_LENGTH_PLUS_GIRTH_IN} in of length plus girth (girth = 2 ×
          width + 2 × height).
        </p>
        <h3>Weight brackets</h3>
        <p>
          Prices step up at billed weights of {WEIGHT_BRACKETS_LB.slice(0, -1).join(', ')} and{' '}
          {WEIGHT_BRACKETS_LB.at(-1)} lb: a box is priced at the first bracket its billed weight
          fits in. Above {WEIGHT_BRACKETS_LB.at(-1)} lb, each started pound adds a fixed price per
          service and zone.
        </p>
      </section>

      <section aria-labelledby="extras">
        <h2 id="extras">What else a quote can add</h2>
        <ul>
          <li>
            Delivery to a home: {formatUsd(centsToDollars(residentialLow))} to{' '}
            {formatUsd(centsToDollars(residentialHigh))} a box within one country, depending on the
            service.
          </li>
          <li>
            A scheduled pickup: {formatUsd(DEFAULT_PICKUP_FEE)} per stage (dropping the box off
            costs nothing).
          </li>
          <li>
            Premium protection for a declared value above the included cover: see{' '}
            <Link to="/guarantee">our guarantee</Link>.
          </li>
        </ul>
        <p>
          <Link className="site-cta" to="/ship">
            Get a quote for your box
          </Link>
        </p>
      </section>
    </article>
  );
}
