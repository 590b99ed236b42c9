/**
 * A straight arrow from (x1, y1) to (x2, y2), its head drawn as two strokes rather than an SVG
 * marker: a marker needs an id, and the same diagram twice on a page would repeat it.
 */
export function Arrow(props: { x1: number; y1: number; x2: number; y2: number; accent?: boolean }) {
  const { x1, y1, x2, y2 } = props;
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const head = 7;
  const wing = (turn: number) =>
    `${(x2 - head * Math.cos(angle + turn)).toFixed(1)} ${(y2 - head * Math.sin(angle + turn)).toFixed(1)}`;
  return (
    <path
      className={props.accent === false ? undefined : 'guide-accent'}
      d={`M${x1} ${y1}L${x2} ${y2}M${wing(0.5)}L${x2} ${y2}L${wing(-0.5)}`}
    />
  );
}

/**
 * A turning arrow around (cx, cy): an arc of radius r from one angle to another (degrees,
 * 0 = right, clockwise as on screen), with its head at the end — which way to turn a pedal or a
 * bolt.
 */
export function TurnArrow(props: { cx: number; cy: number; r: number; from: number; to: number }) {
  const { cx, cy, r, from, to } = props;
  const point = (degrees: number) => {
    const radians = (degrees * Math.PI) / 180;
    return [cx + r * Math.cos(radians), cy + r * Math.sin(radians)] as const;
  };
  const [sx, sy] = point(from);
  const [ex, ey] = point(to);
  const clockwise = to > from;
  const large = Math.abs(to - from) > 180 ? 1 : 0;
  // The head points along the tangent at the end of the arc.
  const tangent = ((to + (clockwise ? 90 : -90)) * Math.PI) / 180;
  const wing = (turn: number) =>
    `${(ex - 7 * Math.cos(tangent + turn)).toFixed(1)} ${(ey - 7 * Math.sin(tangent + turn)).toFixed(1)}`;
  return (
    <path
      className="guide-accent"
      d={`M${sx.toFixed(1)} ${sy.toFixed(1)}A${r} ${r} 0 ${large} ${clockwise ? 1 : 0} ${ex.toFixed(1)} ${ey.toFixed(1)}M${wing(0.5)}L${ex.toFixed(1)} ${ey.toFixed(1)}L${wing(-0.5)}`}
    />
  );
}
