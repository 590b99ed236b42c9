import { Link } from 'react-router';
import '../../styles/guides.css';
import { GuideStep } from './diagrams/GuideStep';
import {
  AxleSpacersDiagram,
  DerailleurDiagram,
  FrameProtectionDiagram,
  HandlebarDiagram,
  LabelDiagram,
  PaddingDiagram,
  PedalsDiagram,
  SeatPostDiagram,
  TapeDiagram,
  ToolsDiagram,
  WheelsDiagram,
} from './diagrams/packingDiagrams';

/** How to pack a bike in a box, step by step, each step with its drawing. */
export default function PackingGuidePage() {
  return (
    <article className="site-page guide">
      <h1>How to pack a bike</h1>
      <p className="guide-lead">
        A bike that cannot move inside its box arrives the way it left. Give yourself an hour the
        first time, half that once you know the steps. Packing a mountain bike, an e-bike or a
        wheelset? See the other <Link to="/pack">packing guides</Link>.
      </p>

      <h2>Before you start</h2>
      <ul>
        <li>
          Get a box that fits: a bike shop will usually give you the box a new bike came in. The box
          sizes we quote for are listed on the <Link to="/pack">packing guides</Link> page.
        </li>
        <li>
          Take photos of the bike and of each packing step. If something goes wrong in transit,
          those photos are what a claim rests on (see <Link to="/claims">claims</Link>).
        </li>
        <li>Clean and dry the bike: tape does not stick to a greasy frame.</li>
      </ul>

      <h2>Step by step</h2>
      <ol className="guide-steps">
        <GuideStep title="Gather the tools" picture={<ToolsDiagram />}>
          <p>
            Hex keys (4, 5 and 6 mm fit most bikes), a pedal wrench or an 8 mm hex key, a torque
            wrench if you have one, packing tape, zip ties, foam pipe insulation or bubble wrap, and
            a couple of rags.
          </p>
        </GuideStep>
        <GuideStep title="Remove the pedals" picture={<PedalsDiagram />}>
          <p>
            Put the chain on the big ring so the teeth are covered. Turn each pedal toward the rear
            of the bike to loosen it: the right pedal unscrews anticlockwise, the left pedal has a
            left-hand thread and unscrews clockwise.
          </p>
          <p>Bag both pedals together and tape the bag to the frame or put it in the parts box.</p>
        </GuideStep>
        <GuideStep title="Mark and lower the seat post" picture={<SeatPostDiagram />}>
          <p>
            Wrap a strip of tape around the seat post right where it enters the frame: that mark
            gives you back your exact saddle height. Then loosen the clamp and push the post down,
            or pull it out with the saddle and wrap it in a rag.
          </p>
        </GuideStep>
        <GuideStep title="Take off or turn the handlebar" picture={<HandlebarDiagram />}>
          <p>
            Undo the stem's face plate bolts and lay the bar along the top tube, cables still
            connected; a rag between bar and frame keeps the paint safe. If the bar fits inside the
            box width turned sideways, you can loosen the stem and turn it instead.
          </p>
          <p>Put the face plate and its bolts back on the stem so nothing gets lost.</p>
        </GuideStep>
        <GuideStep title="Protect the frame" picture={<FrameProtectionDiagram />}>
          <p>
            Slide foam tubing onto the top tube, down tube, seat tube and stays, and tape it in
            place without tape touching the paint. Cover the chainring with cardboard and the fork's
            crown.
          </p>
        </GuideStep>
        <GuideStep title="Secure the rear derailleur" picture={<DerailleurDiagram />}>
          <p>
            The derailleur hangs lowest and breaks first. Unbolt it from its hanger (leave the cable
            connected), wrap it in a rag and zip-tie it inside the rear triangle. A derailleur left
            on the bike bends its hanger at the first drop.
          </p>
        </GuideStep>
        <GuideStep title="Fit axle spacers" picture={<AxleSpacersDiagram />}>
          <p>
            With the wheels off, the fork legs and rear dropouts can be squeezed together and crack.
            Put a plastic axle spacer in the fork and one in the rear dropouts; a bike shop has them
            free from new bikes. For thru-axles, slide the axle through a spacer tube or a piece of
            PVC pipe cut to the hub width.
          </p>
        </GuideStep>
        <GuideStep title="Remove and place the wheels" picture={<WheelsDiagram />}>
          <p>
            Take out both wheels and their quick-release skewers or thru-axles (bag them with the
            pedals). Let some air out of the tyres, not all. Slip cardboard over disc rotors and
            over the cassette, then place one wheel on each side of the frame, hubs away from the
            tubes, and zip-tie them to the frame through the spokes.
          </p>
        </GuideStep>
        <GuideStep title="Pad every gap" picture={<PaddingDiagram />}>
          <p>
            Fill the space around the bike with foam, cardboard or packing paper until a firm shake
            of the box moves nothing. Put extra padding under the chainring and fork ends, which
            press on the box floor.
          </p>
        </GuideStep>
        <GuideStep title="Close and tape the box" picture={<TapeDiagram />}>
          <p>
            Tape every seam in an H pattern: along the middle seam and across both ends, top and
            bottom. Reinforce hand holes and any worn corners. Do not strap the box with rope or
            wire, which catches on conveyors.
          </p>
        </GuideStep>
        <GuideStep title="Label the box" picture={<LabelDiagram />}>
          <p>
            Remove or cross out every old label and barcode, then stick your shipping label flat on
            the largest side. Put a copy of the addresses and your phone number inside the box too.
            Weigh and measure the packed box: the weight and size you enter in the{' '}
            <Link to="/ship">quote</Link> are what the carrier checks.
          </p>
        </GuideStep>
      </ol>

      <h2>Quick checklist</h2>
      <ul>
        <li>Pedals, skewers or axles and bolts bagged together</li>
        <li>Seat post height marked</li>
        <li>Derailleur off the hanger and tied inside the frame</li>
        <li>Spacers in the fork and rear dropouts</li>
        <li>Nothing moves when the box is shaken</li>
        <li>Old labels gone, new label on the largest side</li>
      </ul>
      <p>
        At the other end, follow the <Link to="/assembly-guide">assembly guide</Link>.
      </p>
    </article>
  );
}
