import { Arrow, TurnArrow } from './Arrow';
import { BikeSide } from './BikeSide';
import { Box } from './Box';
import { Diagram, Note } from './Diagram';

/** The drawings of the assembly guide's steps, all 240 × 150, the same bike as the packing guide. */
const W = 240;
const H = 150;

export function UnpackDiagram() {
  return (
    <Diagram
      label="Box standing on its end, opened at the top, the frame lifted straight out"
      width={W}
      height={H}
    >
      <Box x={20} y={96} width={200} height={46} />
      <BikeSide x={40} y={4} scale={0.7} frontWheel={false} rearWheel={false} bar="turned" />
      <Arrow x1={200} y1={90} x2={200} y2={40} />
      <Note x={14} y={18}>
        lift, do not pull
      </Note>
    </Diagram>
  );
}

export function StemDiagram() {
  return (
    <Diagram
      label="Stem face plate seen from the front: four bolts tightened a little at a time in a cross pattern"
      width={W}
      height={H}
    >
      <path d="M20 75H220" />
      <rect x={80} y={45} width={80} height={60} rx={10} />
      <circle cx={95} cy={58} r={5} />
      <circle cx={145} cy={58} r={5} />
      <circle cx={95} cy={92} r={5} />
      <circle cx={145} cy={92} r={5} />
      <path className="guide-accent" d="M95 58L145 92M145 58L95 92" />
      <Note x={84} y={128}>
        cross pattern, even gaps
      </Note>
    </Diagram>
  );
}

export function SaddleHeightDiagram() {
  return (
    <Diagram
      label="Seat post slid in until the tape mark meets the top of the seat tube, saddle nose in line with the top tube"
      width={W}
      height={H}
    >
      <g transform="rotate(12 110 80)">
        <rect x={98} y={70} width={24} height={76} />
        <rect x={102} y={18} width={16} height={80} className="guide-thin" />
        <path d="M86 16H134" />
        <path d="M98 70H122" className="guide-accent guide-tape" />
      </g>
      <Note x={236} y={112} end>
        mark at the frame
      </Note>
      <Arrow x1={185} y1={30} x2={185} y2={80} />
    </Diagram>
  );
}

export function WheelAxleDiagram() {
  return (
    <Diagram
      label="Left: a quick-release lever closed firmly, curving toward the frame. Right: a thru-axle threaded in and its lever closed"
      width={W}
      height={H}
    >
      <path d="M30 30V120M80 30V120M20 75H90" />
      <path d="M20 75C12 75 12 56 28 44" className="guide-accent" />
      <Note x={14} y={140}>
        quick release
      </Note>
      <path d="M150 30V120M200 30V120M140 75H214" />
      <TurnArrow cx={214} cy={75} r={14} from={200} to={330} />
      <Note x={140} y={140}>
        thru-axle
      </Note>
    </Diagram>
  );
}

export function BrakeCheckDiagram() {
  return (
    <Diagram
      label="Brake lever seen from above, at rest and squeezed: squeezed, it stops well short of the handlebar grip"
      width={W}
      height={H}
    >
      <path d="M20 40H210" />
      <rect x={150} y={34} width={22} height={14} rx={3} />
      <path d="M152 48L60 84" className="guide-thin" />
      <path d="M152 48L60 62" className="guide-accent" />
      <Arrow x1={74} y1={104} x2={74} y2={68} />
      <Note x={14} y={134}>
        squeezed: it stops short of the bar
      </Note>
    </Diagram>
  );
}

export function TestRideDiagram() {
  return (
    <Diagram
      label="Bike rolling on a quiet street with a short checklist beside it"
      width={W}
      height={H}
    >
      <BikeSide x={0} y={10} scale={0.75} />
      <path d="M0 120H160" className="guide-thin" />
      <rect x={166} y={20} width={64} height={100} rx={4} />
      <path
        className="guide-accent"
        d="M174 40L178 45L186 35M174 66L178 71L186 61M174 92L178 97L186 87"
      />
      <path d="M192 42H222M192 68H222M192 94H222" className="guide-thin" />
    </Diagram>
  );
}
