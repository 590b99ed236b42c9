/**
 * The one bicycle of the guides, drawn once: a road bike from its drive side, 200 × 130 units,
 * placed with x/y/scale. Each step leaves out what has come off (pedals, wheels, bar, seat
 * post) or marks what it is about, so every diagram shows the same bike.
 */
export interface BikeSideProps {
  x?: number;
  y?: number;
  scale?: number;
  frontWheel?: boolean;
  rearWheel?: boolean;
  pedals?: boolean;
  seatPost?: boolean;
  /** 'on' as ridden, 'turned' parallel to the frame, 'off' taken off the stem. */
  bar?: 'on' | 'turned' | 'off';
  /** Foam on the tubes. */
  padded?: boolean;
}

const REAR_HUB = { x: 45, y: 95 };
const FRONT_HUB = { x: 160, y: 95 };
const WHEEL_RADIUS = 33;

export function BikeSide(props: BikeSideProps) {
  const { x = 0, y = 0, scale = 1, bar = 'on' } = props;
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      {props.rearWheel === false ? null : (
        <circle cx={REAR_HUB.x} cy={REAR_HUB.y} r={WHEEL_RADIUS} />
      )}
      {props.frontWheel === false ? null : (
        <circle cx={FRONT_HUB.x} cy={FRONT_HUB.y} r={WHEEL_RADIUS} />
      )}
      {/* Rear triangle, main triangle and fork. */}
      <path d="M45 95L92 97L82 44L45 95M82 44L140 47L146 62L92 97M146 62L160 95" />
      <circle cx={92} cy={97} r={8} />
      {props.padded ? (
        <path className="guide-accent guide-foam" d="M90 45.5L134 47.5M96 92L138 67M84 54L90 86" />
      ) : null}
      {props.seatPost === false ? null : <path d="M82 44L79 30M68 28H92" />}
      {bar === 'on' ? <path d="M140 47L137 38L150 37C160 37 160 50 152 50" /> : null}
      {bar === 'turned' ? <path d="M140 47L137 38L118 39C110 40 112 50 120 50" /> : null}
      {bar === 'off' ? <path d="M140 47L137 38" /> : null}
      {props.pedals === false ? (
        <path d="M92 97L104 112" />
      ) : (
        <path d="M92 97L104 112M98 112H110" />
      )}
    </g>
  );
}
