import { HAZMAT_FEE } from '@bikeship/core/constants';
import { Link } from 'react-router';
import '../../styles/guides.css';
import { BatteryDiagram, EBikeBoxDiagram } from './diagrams/infoDiagrams';

/**
 * Shipping an e-bike: the battery's rules (general air-transport rules, carriers' own ground
 * rules), how to prepare it, and honestly what our quote does and does not ask about it.
 */
export default function EBikeShippingPage() {
  return (
    <article className="site-page guide">
      <h1>E-bike shipping</h1>
      <p className="guide-lead">
        The bike part of an e-bike packs like any bike. The battery is different: a lithium-ion
        battery is a dangerous good in transport, and its size decides how it may travel.
      </p>

      <h2>Know your battery: watt-hours</h2>
      <figure className="guide-figure">
        <BatteryDiagram />
        <figcaption>
          Volts × amp-hours = watt-hours. Charge to about 30 %, tape the terminals.
        </figcaption>
      </figure>
      <p>
        Every rule below is stated in watt-hours (Wh). If the label does not print them, multiply
        the voltage by the amp-hours: a 36 V, 14 Ah battery is 504 Wh. Most e-bike batteries are
        between 250 and 750 Wh, far above the limits that make small batteries easy to ship.
      </p>

      <h2>The rules that apply</h2>
      <h3>By air (general IATA rules)</h3>
      <p>
        Air transport follows the IATA Dangerous Goods Regulations. In outline, and always subject
        to the airline's or carrier's own, stricter rules:
      </p>
      <ul>
        <li>
          Lithium-ion batteries are Class 9 dangerous goods: UN 3480 for a battery on its own, UN
          3481 for a battery packed with or fitted in equipment, UN 3171 for a battery-powered
          vehicle such as an e-bike.
        </li>
        <li>
          <strong>Up to 100 Wh</strong>: lighter rules apply (for example the usual power bank).
        </li>
        <li>
          <strong>Over 100 Wh</strong>: fully regulated cargo — a trained shipper, approved
          packaging, hazard labels and a shipper's declaration. A battery shipped on its own goes on
          cargo aircraft only, at a state of charge of no more than 30 %.
        </li>
        <li>
          As passenger baggage, a battery over 160 Wh is not allowed at all. The 300 Wh allowance is
          for mobility aids such as wheelchairs, not for e-bikes.
        </li>
      </ul>
      <p>
        In practice, an e-bike battery does not travel by air unless a dangerous-goods shipper sends
        it. Ask us first if you need it to.
      </p>

      <h3>By ground</h3>
      <p>
        Ground carriers have their own rules for lithium batteries, set by each carrier and the
        road-transport rules of each country, and they change. Some carriers accept large batteries
        only from shippers with a dangerous-goods agreement; every carrier refuses a battery that is
        damaged, swollen, defective or recalled. If in doubt,{' '}
        <Link to="/contact-us">contact us</Link> before you book.
      </p>

      <h2>Preparing the battery</h2>
      <ol>
        <li>
          Charge or run it down to about 30 %: a part-charged cell is far less likely to overheat.
        </li>
        <li>
          Protect the terminals: fit the original cap, or cover them with non-conductive tape, so
          nothing metal can bridge them.
        </li>
        <li>
          Take the battery out of the frame if it is removable, and pack it in its own strong box
          with padding so it cannot move; keep keys and chargers apart from the terminals.
        </li>
        <li>Never ship a battery that has been dropped hard, is swollen, hot, or leaking.</li>
        <li>Note the battery's maker, model, voltage, amp-hours and watt-hours for the carrier.</li>
      </ol>

      <h2>Packing the bike</h2>
      <figure className="guide-figure">
        <EBikeBoxDiagram />
        <figcaption>The e-bike and, beside it, the battery in its own padded box.</figcaption>
      </figure>
      <p>
        Follow the <Link to="/packing-guide">packing guide</Link>: pedals, bar, derailleur, axle
        spacers and padding. Also protect the display and the motor's cable connectors, and tie down
        the charger in the parts bag. E-bikes are heavy: the e-bike box preset in the quote is 60 ×
        12 × 34 in at 75 lb packed.
      </p>

      <h2>What our quote asks — and what it does not</h2>
      <ul>
        <li>
          In the quote, choose <strong>E-bike</strong> as what the box holds and, if it fits, the{' '}
          <strong>E-bike box</strong> preset (60 × 12 × 34 in, 75 lb, which you can change).
        </li>
        <li>
          For a shipment abroad, an e-bike is declared under HS code 8711.60 (cycles with an
          electric motor), not 8712.00 like a bicycle, and its duty is estimated at the e-bike rate:
          see <Link to="/international_bicycle_shipping">international shipping</Link>.
        </li>
        <li>
          The quote does not ask about the battery: it has no battery question, and its
          hazardous-materials fee is always ${HAZMAT_FEE}. Checking the battery against the rules
          above is up to you before you book.
        </li>
      </ul>
      <p>
        Ready? <Link to="/ship">Get a quote</Link>.
      </p>
    </article>
  );
}
