import {
  BOX_MAX_LENGTH_IN,
  BOX_MAX_LENGTH_PLUS_GIRTH_IN,
  BOX_MAX_WEIGHT_LB,
  DIM_WEIGHT_DIVISOR_IN3_PER_LB,
} from '@bikeship/core/constants';
import { dimensionalWeightLb } from '@bikeship/core/rules';
import { PACKAGE_PRESETS } from '@bikeship/core/shippingTables';
import { Link } from 'react-router';
import '../../styles/guides.css';
import { EBikeBoxDiagram } from './diagrams/infoDiagrams';
import { PaddingDiagram, WheelsDiagram } from './diagrams/packingDiagrams';

/** The quote's presets for a bike, its frame or its wheels (not golf, ski or luggage). */
const BIKE_CATEGORIES: ReadonlySet<string> = new Set(['BIKE', 'EBIKE', 'FRAME', 'WHEELS']);
const BIKE_BOX_PRESETS = PACKAGE_PRESETS.filter((preset) =>
  BIKE_CATEGORIES.has(preset.category ?? ''),
);

/** The packing guides' index: bike, e-bike, wheels and cases, and the box sizes we quote for. */
export default function PackPage() {
  return (
    <article className="site-page guide">
      <h1>Packing guides</h1>
      <p className="guide-lead">
        Good packing is most of safe shipping. Pick what you are sending; every guide is short, with
        a drawing for each step.
      </p>
      <nav aria-label="Packing guides">
        <ul className="guide-toc">
          <li>
            <a href="#bike">Bike</a>
          </li>
          <li>
            <a href="#e-bike">E-bike</a>
          </li>
          <li>
            <a href="#wheels">Wheels</a>
          </li>
          <li>
            <a href="#cases">Hard and soft cases</a>
          </li>
          <li>
            <a href="#box-sizes">Box sizes</a>
          </li>
        </ul>
      </nav>

      <section aria-labelledby="bike">
        <h2 id="bike">Bike in a box</h2>
        <p>
          Road, gravel and mountain bikes all pack the same way: pedals off, seat post marked and
          lowered, bar along the frame, derailleur tied in, spacers in the dropouts, one wheel on
          each side and padding in every gap. The{' '}
          <Link to="/packing-guide">step-by-step packing guide</Link> shows each of the eleven
          steps. A mountain bike with a wide bar and big tyres usually needs the large box in the
          table below.
        </p>
      </section>

      <section aria-labelledby="e-bike">
        <h2 id="e-bike">E-bike</h2>
        <figure className="guide-figure">
          <EBikeBoxDiagram />
          <figcaption>The battery travels out of the bike, in its own padded box.</figcaption>
        </figure>
        <p>
          Pack the bike like any other, then take the battery out, charge it to about 30 % and
          protect its terminals. The battery's rules decide how it may travel: read{' '}
          <Link to="/e-bike-shipping">e-bike shipping</Link> before you book.
        </p>
      </section>

      <section aria-labelledby="wheels">
        <h2 id="wheels">Wheels</h2>
        <figure className="guide-figure">
          <WheelsDiagram />
          <figcaption>Two wheels face to face, hubs apart, a disc over each rotor.</figcaption>
        </figure>
        <ol>
          <li>Take out the skewers or thru-axles and pack them separately.</li>
          <li>
            Fit a plastic hub cap or spacer on each axle end; they take the knocks that would bend
            an axle.
          </li>
          <li>Cover each disc rotor and the cassette with cardboard.</li>
          <li>Let some air out of the tyres, not all: the tyre protects the rim.</li>
          <li>
            Lay the wheels face to face with a sheet of cardboard between them, hubs offset so they
            do not touch, and tie them together through the spokes.
          </li>
          <li>Pad the corners of the box so the rims cannot reach its walls.</li>
        </ol>
      </section>

      <section aria-labelledby="cases">
        <h2 id="cases">Hard and soft cases</h2>
        <figure className="guide-figure">
          <PaddingDiagram />
          <figcaption>Whatever the case, nothing inside may move.</figcaption>
        </figure>
        <p>
          A travel case protects better than a box, but only if the bike inside cannot move. Prepare
          the bike as for a box (pedals, derailleur, spacers), then:
        </p>
        <ul>
          <li>Use every strap and pad the case came with, and fill the rest with foam.</li>
          <li>
            Put small parts and tools in a zipped pocket or a bag taped down; loose parts inside a
            case scratch everything.
          </li>
          <li>
            Soft bags: add cardboard along the sides. A bag has no walls of its own, so its padding
            is the bike's only protection.
          </li>
          <li>
            Remove old airline tags, attach the label to the case body (not a handle) and put your
            name and phone number inside.
          </li>
          <li>
            Weigh the packed case: an empty travel case alone can weigh 9 kg (20 lb), and the weight
            you enter is what the carrier checks.
          </li>
        </ul>
      </section>

      <section aria-labelledby="box-sizes">
        <h2 id="box-sizes">Box sizes we quote for</h2>
        <p>
          The <Link to="/ship">quote</Link> offers these boxes and cases ready-made (golf, ski and
          luggage presets too). Sizes are outside dimensions rounded up to the next whole inch, as
          carriers measure; weights are a typical packed weight. You can change every figure after
          picking a box.
        </p>
        <table className="guide-table">
          <caption>Bike box and case presets</caption>
          <thead>
            <tr>
              <th scope="col">Box or case</th>
              <th scope="col" className="guide-num">
                Size L × W × H (in)
              </th>
              <th scope="col" className="guide-num">
                Packed weight (lb)
              </th>
              <th scope="col" className="guide-num">
                Dimensional weight (lb)
              </th>
            </tr>
          </thead>
          <tbody>
            {BIKE_BOX_PRESETS.map((box) => (
              <tr key={box.name}>
                <th scope="row">{box.name}</th>
                <td className="guide-num">
                  {box.length} × {box.width} × {box.height}
                </td>
                <td className="guide-num">{box.weight}</td>
                <td className="guide-num">{dimensionalWeightLb(box)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          Carriers bill the larger of the actual weight and the dimensional weight: length × width ×
          height in inches divided by {DIM_WEIGHT_DIVISOR_IN3_PER_LB}, rounded up. A slimmer box
          often costs less than a lighter one. One box may weigh at most {BOX_MAX_WEIGHT_LB} lb, be
          at most {BOX_MAX_LENGTH_IN} in long, and measure at most {BOX_MAX_LENGTH_PLUS_GIRTH_IN} in
          of length plus girth (girth = 2 × width + 2 × height).
        </p>
      </section>
    </article>
  );
}
