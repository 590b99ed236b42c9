import type { ReactNode } from 'react';
import { Arrow } from './Arrow';
import { BikeSide } from './BikeSide';
import { Box } from './Box';
import { Diagram, Note } from './Diagram';

/** The drawings of the e-bike, international and claims pages. */

export function BatteryDiagram() {
  return (
    <Diagram
      label="E-bike battery with its label read for volts and amp-hours, terminals covered with tape, charge gauge at about 30 percent"
      width={240}
      height={150}
    >
      <rect x={20} y={40} width={150} height={60} rx={8} />
      <rect x={170} y={58} width={14} height={24} rx={2} className="guide-accent" />
      <path d="M172 62H182M172 70H182M172 78H182" className="guide-accent guide-thin" />
      <rect x={30} y={52} width={70} height={36} className="guide-thin" />
      <Note x={36} y={68}>
        36 V 14 Ah
      </Note>
      <Note x={36} y={82}>
        = 504 Wh
      </Note>
      <rect x={112} y={60} width={48} height={20} />
      <rect x={114} y={62} width={14} height={16} className="guide-accent guide-fill" />
      <Note x={112} y={96}>
        ~30 %
      </Note>
      <Note x={150} y={126}>
        terminals taped
      </Note>
    </Diagram>
  );
}

export function EBikeBoxDiagram() {
  return (
    <Diagram
      label="E-bike in its box with the battery taken out and packed in its own padded box beside it"
      width={240}
      height={150}
    >
      <Box x={8} y={20} width={160} height={120} />
      <BikeSide x={12} y={28} scale={0.75} frontWheel={false} bar="turned" />
      <Box x={178} y={80} width={54} height={60} />
      <rect x={188} y={100} width={34} height={26} rx={4} className="guide-accent" />
      <Note x={176} y={72}>
        battery
      </Note>
    </Diagram>
  );
}

export function LandedCostDiagram() {
  return (
    <Diagram
      label="How the estimate is built: goods value plus shipping and insurance where the country counts them, then duty, then import tax on value plus duty, then the brokerage fee"
      width={300}
      height={120}
    >
      <rect x={6} y={40} width={62} height={40} rx={4} />
      <Note x={14} y={64}>
        value
      </Note>
      <Arrow x1={70} y1={60} x2={88} y2={60} />
      <rect x={90} y={40} width={56} height={40} rx={4} />
      <Note x={100} y={64}>
        duty
      </Note>
      <Arrow x1={148} y1={60} x2={166} y2={60} />
      <rect x={168} y={40} width={56} height={40} rx={4} />
      <Note x={172} y={64}>
        VAT/GST
      </Note>
      <Arrow x1={226} y1={60} x2={244} y2={60} />
      <rect x={246} y={40} width={50} height={40} rx={4} className="guide-accent" />
      <Note x={250} y={64}>
        + fee
      </Note>
      <Note x={6} y={104}>
        value: goods, plus shipping where counted
      </Note>
    </Diagram>
  );
}

export function CustomsFormDiagram() {
  return (
    <Diagram
      label="Commercial invoice: sender and receiver, a line per box with description, HS code and value, the reason for export and the terms of sale"
      width={240}
      height={150}
    >
      <rect x={50} y={8} width={140} height={134} rx={3} />
      <path d="M62 24H120M62 34H110M130 24H178M130 34H168" className="guide-thin" />
      <path d="M58 50H182M58 94H182" />
      <path
        d="M62 62H100M110 62H140M150 62H176M62 76H100M110 76H140M150 76H176"
        className="guide-thin"
      />
      <Note x={112} y={58}>
        HS code
      </Note>
      <path d="M62 108H150M62 120H130" className="guide-thin" />
      <path d="M150 124L176 132" className="guide-accent" />
    </Diagram>
  );
}

/** One picture list of a claim: a frame with a simple picture of what goes in it. */
function PictureCard(props: { x: number; label: string; children: ReactNode }) {
  return (
    <g>
      <rect x={props.x} y={10} width={54} height={64} rx={4} />
      <g transform={`translate(${props.x} 10)`}>{props.children}</g>
      <Note x={props.x} y={92}>
        {props.label}
      </Note>
    </g>
  );
}

export function ClaimPicturesDiagram() {
  return (
    <Diagram
      label="The five picture lists of a claim: bill of sale, repair estimate, the box outside, the packing, and the bike inside"
      width={300}
      height={100}
    >
      <PictureCard x={2} label="bill">
        <path d="M12 14H42M12 24H42M12 34H34M12 48H42" className="guide-thin" />
      </PictureCard>
      <PictureCard x={62} label="estimate">
        <path d="M12 14H42M12 24H36M12 34H42" className="guide-thin" />
        <path d="M12 48H42" className="guide-accent" />
      </PictureCard>
      <PictureCard x={122} label="outside">
        <rect x={8} y={18} width={38} height={30} />
        <path d="M24 18L30 30L22 36L28 48" className="guide-accent" />
      </PictureCard>
      <PictureCard x={182} label="packing">
        <rect x={8} y={18} width={38} height={30} />
        <rect x={12} y={36} width={10} height={10} className="guide-accent" />
        <rect x={32} y={36} width={10} height={10} className="guide-accent" />
      </PictureCard>
      <PictureCard x={242} label="inside">
        <circle cx={27} cy={34} r={16} />
        <path d="M17 24C23 32 22 40 17 46" className="guide-accent" />
      </PictureCard>
    </Diagram>
  );
}
