import { Arrow, TurnArrow } from './Arrow';
import { BikeSide } from './BikeSide';
import { Box } from './Box';
import { Diagram, Note } from './Diagram';

/** The drawings of the packing guide's steps, one per step, all 240 × 150. */
const W = 240;
const H = 150;

export function ToolsDiagram() {
  return (
    <Diagram
      label="Tools laid out: hex keys, a pedal wrench, packing tape, zip ties, foam tubing and an empty bike box"
      width={W}
      height={H}
    >
      <path d="M20 30V70H44" />
      <path d="M30 30V58H46" />
      <path d="M70 28L120 78M64 34L76 22L82 28L70 40Z" />
      <circle cx={160} cy={48} r={20} />
      <circle cx={160} cy={48} r={9} />
      <path d="M186 30C200 40 206 56 200 72M196 28C210 40 216 58 208 74" />
      <path className="guide-accent" d="M20 96H110M20 106H110M20 96V106M110 96V106" />
      <Box x={130} y={90} width={92} height={46} />
      <Note x={20} y={128}>
        foam tube
      </Note>
    </Diagram>
  );
}

export function PedalsDiagram(props: { refit?: boolean }) {
  return (
    <Diagram
      label={
        props.refit
          ? 'Pedals going back on: each pedal turns toward the front of the bike to tighten'
          : 'Pedals coming off: each pedal turns toward the rear of the bike to loosen'
      }
      width={W}
      height={H}
    >
      <circle cx={70} cy={60} r={22} />
      <path d="M70 60L140 104" />
      <path d="M124 104H156M124 104V98H156V104" className="guide-thin" />
      <TurnArrow
        cx={140}
        cy={101}
        r={24}
        from={props.refit ? 220 : 340}
        to={props.refit ? 340 : 220}
      />
      <Note x={236} y={30} end>
        {props.refit ? 'top turns to the front' : 'top turns to the rear'}
      </Note>
      <Note x={236} y={46} end>
        front of the bike →
      </Note>
      <Note x={12} y={140}>
        drive side; the left pedal mirrors it
      </Note>
    </Diagram>
  );
}

export function SeatPostDiagram() {
  return (
    <Diagram
      label="Seat post with a strip of tape marking its height at the frame, pushed down or pulled out"
      width={W}
      height={H}
    >
      <g transform="rotate(12 110 80)">
        <rect x={98} y={70} width={24} height={76} />
        <rect x={102} y={18} width={16} height={80} className="guide-thin" />
        <path d="M86 16H134" />
        <path d="M100 64H120" className="guide-accent guide-tape" />
      </g>
      <Note x={20} y={70}>
        height mark
      </Note>
      <Arrow x1={185} y1={30} x2={185} y2={80} />
      <Note x={236} y={100} end>
        down or out
      </Note>
    </Diagram>
  );
}

export function HandlebarDiagram() {
  return (
    <Diagram
      label="Handlebar taken off the stem and laid along the top tube, cables still attached"
      width={W}
      height={H}
    >
      <BikeSide x={10} y={5} scale={1.05} bar="off" />
      <path className="guide-accent" d="M100 44H146C154 44 156 54 148 56" />
      <Arrow x1={190} y1={24} x2={156} y2={40} />
      <Note x={236} y={16} end>
        bar along the frame
      </Note>
    </Diagram>
  );
}

export function FrameProtectionDiagram() {
  return (
    <Diagram
      label="Frame with foam tubing on the top tube, down tube and seat tube, and the chain on the big ring"
      width={W}
      height={H}
    >
      <BikeSide x={20} y={5} scale={1.05} frontWheel={false} rearWheel={false} padded bar="off" />
      <Note x={120} y={140}>
        foam on every tube
      </Note>
    </Diagram>
  );
}

export function DerailleurDiagram() {
  return (
    <Diagram
      label="Rear derailleur unbolted from the hanger and wrapped in cloth, tied inside the rear triangle"
      width={W}
      height={H}
    >
      <path d="M20 60L120 70L70 20Z" className="guide-thin" />
      <path d="M120 70L128 80" />
      <rect x={80} y={82} width={30} height={22} rx={6} className="guide-accent" />
      <Arrow x1={130} y1={92} x2={112} y2={92} />
      <Note x={136} y={84}>
        hanger left bare
      </Note>
      <Note x={60} y={124}>
        derailleur wrapped, tied inside
      </Note>
    </Diagram>
  );
}

export function AxleSpacersDiagram() {
  return (
    <Diagram
      label="Fork and rear dropouts seen from the front, each held apart by a plastic axle spacer"
      width={W}
      height={H}
    >
      <path d="M40 20V110M90 20V110M30 20H100" />
      <path d="M40 110H90" className="guide-accent guide-spacer" />
      <Note x={42} y={132}>
        fork spacer
      </Note>
      <path d="M140 20L145 110M210 20L205 110" />
      <path d="M145 110H205" className="guide-accent guide-spacer" />
      <Note x={146} y={132}>
        rear spacer
      </Note>
    </Diagram>
  );
}

export function WheelsDiagram() {
  return (
    <Diagram
      label="Both wheels beside the frame inside the box, skewers removed, a cardboard disc over each rotor"
      width={W}
      height={H}
    >
      <Box x={8} y={10} width={224} height={130} />
      <circle cx={70} cy={82} r={48} />
      <circle cx={70} cy={82} r={8} className="guide-accent" />
      <circle cx={170} cy={82} r={48} />
      <circle cx={170} cy={82} r={8} className="guide-accent" />
      <g className="guide-thin">
        <BikeSide x={22} y={16} scale={0.95} frontWheel={false} rearWheel={false} bar="turned" />
      </g>
      <Note x={14} y={19}>
        a wheel each side of the frame
      </Note>
    </Diagram>
  );
}

export function PaddingDiagram() {
  return (
    <Diagram
      label="Bike inside the box with foam blocks filling the gaps so nothing moves when the box is shaken"
      width={W}
      height={H}
    >
      <Box x={8} y={10} width={224} height={130} />
      <BikeSide x={22} y={14} scale={0.95} frontWheel={false} rearWheel={false} bar="turned" />
      <rect x={14} y={110} width={40} height={24} className="guide-accent" />
      <rect x={186} y={110} width={40} height={24} className="guide-accent" />
      <rect x={150} y={22} width={30} height={18} className="guide-accent" />
    </Diagram>
  );
}

export function TapeDiagram() {
  return (
    <Diagram
      label="Closed box taped in an H pattern along the middle seam and across both ends"
      width={W}
      height={H}
    >
      <Box x={20} y={20} width={200} height={110} taped />
      <Note x={24} y={146}>
        H pattern, every seam
      </Note>
    </Diagram>
  );
}

export function LabelDiagram() {
  return (
    <Diagram
      label="Shipping label on the largest side of the box, old labels and barcodes crossed out"
      width={W}
      height={H}
    >
      <Box x={20} y={20} width={200} height={110} />
      <rect x={120} y={50} width={70} height={50} className="guide-accent" />
      <path d="M128 62H180M128 72H170M128 84H182" className="guide-thin" />
      <rect x={36} y={50} width={44} height={30} className="guide-thin" />
      <path d="M36 50L80 80M80 50L36 80" />
      <Note x={36} y={96}>
        old label
      </Note>
    </Diagram>
  );
}
