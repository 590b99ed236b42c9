import { BOX_MAX_MARKET_VALUE, LANDED_COST_CLEARANCE_FEE_CAP } from '@bikeship/core/constants';
import { formatUsd } from '@bikeship/core/rules';
import { Link } from 'react-router';
import '../../styles/guides.css';
import { CustomsFormDiagram, LandedCostDiagram } from './diagrams/infoDiagrams';

interface Destination {
  name: string;
  bicycleDuty: string;
  ebikeDuty: string;
  importTax: string;
  threshold: string;
}

/**
 * The landed-cost estimate's tables as a customer reads them. Written from the server's
 * reference data, which the site may not import: packages/api/src/referenceData/dutyRates.ts
 * (TARIFF_SCHEDULES, EU_VAT_PERCENT, CA_HST_PERCENT, tables as of 2025-09-01) and deMinimis.ts
 * (DE_MINIMIS). tests/site/contentGuides.spec.ts compares the duty figures with them.
 */
const DESTINATIONS: readonly Destination[] = [
  {
    name: 'European Union',
    bicycleDuty: '14 %',
    ebikeDuty: '6 %',
    importTax: "VAT at the member state's standard rate (17–27 %)",
    threshold: 'No duty on goods up to €150; VAT from the first euro',
  },
  {
    name: 'United Kingdom',
    bicycleDuty: '14 %',
    ebikeDuty: '6 %',
    importTax: 'VAT 20 %',
    threshold: 'No duty or import VAT on goods up to £135',
  },
  {
    name: 'United States',
    bicycleDuty: '11 %',
    ebikeDuty: '0 %',
    importTax: 'None at the border',
    threshold: 'None: the $800 exemption is suspended since 29 August 2025',
  },
  {
    name: 'Canada',
    bicycleDuty: '13 %',
    ebikeDuty: '0 %',
    importTax: 'GST 5 %, or HST 13–15 % in ON, NB, NL, NS and PE',
    threshold: 'CAD 20; from the US or Mexico no duty up to CAD 150 and no tax up to CAD 40',
  },
  {
    name: 'Australia',
    bicycleDuty: '0 %',
    ebikeDuty: '5 %',
    importTax: 'GST 10 %',
    threshold: 'No duty or GST on goods up to AUD 1,000',
  },
  {
    name: 'Japan',
    bicycleDuty: '0 %',
    ebikeDuty: '0 %',
    importTax: 'Consumption tax 10 %',
    threshold: 'None up to ¥10,000 including shipping and insurance',
  },
  {
    name: 'Switzerland',
    bicycleDuty: '0 %',
    ebikeDuty: '0 %',
    importTax: 'VAT 8.1 %',
    threshold: 'Import tax of CHF 5 or less is not collected',
  },
];

/**
 * Shipping a bike abroad: which trips cross a customs border, the papers, HS codes, and the
 * landed-cost estimate the quote gives — exactly what the estimate counts and what it leaves out.
 */
export default function InternationalShippingPage() {
  return (
    <article className="site-page guide">
      <h1>International bicycle shipping</h1>
      <p className="guide-lead">
        A bike crossing a border needs papers, may owe duty and import tax, and can be held if
        either is missing. Our quote prepares the papers and, for the countries below, estimates
        what the receiver would owe so you can pay it up front.
      </p>

      <h2>When a shipment is international</h2>
      <p>
        A stage is international when it starts and ends in different countries, unless both are in
        the European Union: Germany to France is treated like a domestic trip, with no customs
        papers and no duties, because the EU is one customs territory. The United States to Canada,
        or the UK to France, is international.
      </p>
      <p>
        We cannot ship to Cuba, Iran, North Korea, Syria, Russia or Belarus, nor to territories
        without a street address; the quote's country lists leave them out.
      </p>

      <h2>The customs papers</h2>
      <figure className="guide-figure">
        <CustomsFormDiagram />
        <figcaption>
          The commercial invoice: one line per box, with its HS code and value.
        </figcaption>
      </figure>
      <p>
        For an international stage the quote asks, for each box, what it contains, a customs
        description, its value and its HS code (suggested from what the box holds). With the labels
        of an international stage comes a commercial invoice (a PDF) to print and attach to the box,
        listing:
      </p>
      <ul>
        <li>the sender and the receiver;</li>
        <li>each box with its description, HS code and value;</li>
        <li>
          the reason for export, from the purpose you chose: personal effects (not for sale), sale,
          repair and return, gift, or return — personal effects when none was chosen;
        </li>
        <li>
          the terms of sale: DDP (delivered, duty paid) when you prepaid the duties with the order,
          DAP (the receiver pays on delivery) otherwise.
        </li>
      </ul>
      <p>
        Declare the real value: what the bike is worth today, not what it cost new and not zero.
        Customs may check it against the model, and a box's declared value is also what it is
        protected for (at most {formatUsd(BOX_MAX_MARKET_VALUE)} a box).
      </p>

      <h2>HS codes</h2>
      <table className="guide-table">
        <caption>What the estimate classifies a box as</caption>
        <thead>
          <tr>
            <th scope="col">The box holds</th>
            <th scope="col">HS code</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Bicycle</th>
            <td>8712.00 (bicycles, not motorised)</td>
          </tr>
          <tr>
            <th scope="row">E-bike</th>
            <td>8711.60 (cycles with an electric motor)</td>
          </tr>
          <tr>
            <th scope="row">Frame or frameset</th>
            <td>8714.91 (frames and forks)</td>
          </tr>
          <tr>
            <th scope="row">Wheels, parts and accessories</th>
            <td>8714.99 (other parts; a built wheel counts as one)</td>
          </tr>
          <tr>
            <th scope="row">Bike travel case</th>
            <td>4202.12 (cases with a plastic or textile outer surface)</td>
          </tr>
        </tbody>
      </table>
      <p>
        Golf clubs, skis and "other" contents get no estimate: the receiver pays their duties on
        delivery.
      </p>

      <h2>Duties and import tax: the landed-cost estimate</h2>
      <figure className="guide-figure">
        <LandedCostDiagram />
        <figcaption>
          Duty on the value, tax on the value plus duty, then the brokerage fee.
        </figcaption>
      </figure>
      <p>
        When a stage crosses a border into one of the destinations below, the quote shows the duties
        and taxes of that stage and adds them to your total as a prepaid clearance fee. The estimate
        works like this:
      </p>
      <ol>
        <li>
          The value is the goods' value. In the EU, the UK, Japan and Switzerland the international
          shipping and insurance are added to it; in the United States and Canada they are not;
          Australia charges duty on the goods and GST on goods, shipping and insurance.
        </li>
        <li>
          The whole shipment is compared with the destination's low-value threshold (de minimis);
          below it, duty or tax (or both) is nil.
        </li>
        <li>Duty is the destination's rate for what the box holds.</li>
        <li>Import tax (VAT or GST) is charged on the value plus the duty.</li>
        <li>
          A brokerage fee for paying them on the receiver's behalf: 2.5 % of the duties and taxes,
          at least $12.00, and nothing when nothing is owed.
        </li>
      </ol>
      <table className="guide-table">
        <caption>Rates the estimate uses (tariff tables as of 1 September 2025)</caption>
        <thead>
          <tr>
            <th scope="col">Destination</th>
            <th scope="col">Duty: bicycle / e-bike</th>
            <th scope="col">Import tax</th>
            <th scope="col">Low-value threshold</th>
          </tr>
        </thead>
        <tbody>
          {DESTINATIONS.map((destination) => (
            <tr key={destination.name}>
              <th scope="row">{destination.name}</th>
              <td>
                {destination.bicycleDuty} / {destination.ebikeDuty}
              </td>
              <td>{destination.importTax}</td>
              <td>{destination.threshold}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h3>When there is no estimate</h3>
      <ul>
        <li>For destinations not in the table: the receiver pays duties and taxes on delivery.</li>
        <li>For golf clubs, skis and other contents the estimate cannot classify.</li>
        <li>
          When duties and taxes would come to more than {formatUsd(LANDED_COST_CLEARANCE_FEE_CAP)}:
          they cannot be prepaid, and the receiver pays them on delivery.
        </li>
      </ul>

      <h3>What the estimate leaves out</h3>
      <p>It is an estimate, and on purpose it errs high rather than low:</p>
      <ul>
        <li>
          It uses the standard (most-favoured-nation) rates, not the lower rates of trade
          agreements, because proof of origin is rarely at hand for a used bike.
        </li>
        <li>
          It leaves out anti-dumping duties (such as the EU's and UK's on bikes made in China) and
          the United States' additional tariffs of 2025, which depend on the maker and change often.
        </li>
        <li>
          It does not apply reliefs that need papers at the border: a bike travelling temporarily
          with its rider, returned goods, a household move, a gift. The purpose you choose does not
          change the estimate.
        </li>
        <li>
          Some countries tax bicycles at a reduced VAT rate, or a light road bike at a lower duty;
          the estimate uses the standard rate.
        </li>
      </ul>
      <p>
        Pack as the <Link to="/packing-guide">packing guide</Link> shows, then{' '}
        <Link to="/ship">get a quote</Link> with both addresses to see the estimate for your trip.
      </p>
    </article>
  );
}
