import { Link } from 'react-router';
import '../../styles/guides.css';
import {
  BrakeCheckDiagram,
  SaddleHeightDiagram,
  StemDiagram,
  TestRideDiagram,
  UnpackDiagram,
  WheelAxleDiagram,
} from './diagrams/assemblyDiagrams';
import { GuideStep } from './diagrams/GuideStep';
import { PedalsDiagram } from './diagrams/packingDiagrams';

/** Putting a shipped bike back together, step by step, and the checks before the first ride. */
export default function AssemblyGuidePage() {
  return (
    <article className="site-page guide">
      <h1>Bike assembly guide</h1>
      <p className="guide-lead">
        Your bike has arrived. Putting it back together takes the same tools you packed it with and
        about half an hour. If it was packed the way our{' '}
        <Link to="/packing-guide">packing guide</Link> shows, every step below undoes one of those.
      </p>

      <div className="guide-callout">
        <p>
          Check the box before you open it. If it is crushed, torn or punctured, photograph it from
          every side first, and keep the box and all packing material: a{' '}
          <Link to="/claims">claim</Link> needs them.
        </p>
      </div>

      <h2>Step by step</h2>
      <ol className="guide-steps">
        <GuideStep title="Unpack" picture={<UnpackDiagram />}>
          <p>
            Stand the box on its end, open the top and lift the frame straight out; pulling it
            sideways snags cables. Cut zip ties carefully, away from cables and paint, and keep the
            bag of small parts in sight.
          </p>
        </GuideStep>
        <GuideStep title="Fit the handlebar" picture={<StemDiagram />}>
          <p>
            Centre the bar in the stem, set its angle as it was, then tighten the face plate bolts a
            little at a time in a cross pattern so the gaps above and below stay even. Check that
            the stem lines up with the front wheel.
          </p>
        </GuideStep>
        <GuideStep title="Set the seat post to its mark" picture={<SaddleHeightDiagram />}>
          <p>
            Slide the post in until the tape mark meets the top of the seat tube, point the saddle
            nose along the top tube and tighten the clamp. Carbon posts and frames want a little
            carbon assembly paste, not grease.
          </p>
        </GuideStep>
        <GuideStep title="Fit the pedals" picture={<PedalsDiagram refit />}>
          <p>
            Grease the threads. Each pedal tightens by turning toward the front of the bike: the
            right pedal clockwise, the left pedal (marked L, left-hand thread) anticlockwise. Start
            both by hand; if a pedal resists after a turn, it is in the wrong crank arm or crossed.
          </p>
        </GuideStep>
        <GuideStep title="Fit the wheels" picture={<WheelAxleDiagram />}>
          <p>
            Remove the axle spacers and the rotor covers. Seat each wheel fully in its dropouts, the
            chain around the smallest sprocket at the back.
          </p>
          <ul>
            <li>
              Quick release: close the lever so it leaves an imprint in your palm, curving toward
              the frame, never sticking forward.
            </li>
            <li>
              Thru-axle: thread it in by hand and close its lever, or tighten it to the figure
              printed on the axle.
            </li>
          </ul>
          <p>Pump the tyres to the pressure printed on their sidewall.</p>
        </GuideStep>
        <GuideStep title="Check the brakes and gears" picture={<BrakeCheckDiagram />}>
          <p>
            Squeeze each brake lever hard: it must stop well before the bar, and the wheel must not
            turn. Spin each wheel: a disc rotor must not rub, and rim pads must meet the rim, not
            the tyre. Shift through all the gears. Never squeeze a hydraulic brake lever with the
            wheel out (the pads close up).
          </p>
        </GuideStep>
        <GuideStep title="Test ride" picture={<TestRideDiagram />}>
          <ul>
            <li>Bar straight and tight: hold the front wheel between your knees and twist.</li>
            <li>Saddle does not turn or slip.</li>
            <li>Both brakes stop the bike at walking pace.</li>
            <li>Gears shift up and down without skipping.</li>
            <li>No clicks or creaks; a short ride on a quiet street before a long one.</li>
          </ul>
        </GuideStep>
      </ol>

      <h2>About torque</h2>
      <p>
        Carbon parts crack when overtightened and slip when undertightened. Every stem, seat clamp
        and axle has its maximum torque printed beside the bolt, usually 4–6 Nm for stem and seat
        clamp bolts. Use a torque wrench for carbon, and follow the figure printed on the part over
        any general number here. If in doubt, a bike shop will check the bike for you.
      </p>
      <p>
        Shipping it back? Keep the box and padding, and <Link to="/ship">get a quote</Link> for the
        return trip.
      </p>
    </article>
  );
}
