/**
 * A bike box seen from its wide side: the carton, its top flaps' fold line and, when taped, the
 * H pattern of tape along every seam.
 */
export function Box(props: {
  x: number;
  y: number;
  width: number;
  height: number;
  taped?: boolean;
}) {
  const { x, y, width, height } = props;
  return (
    <g>
      <rect x={x} y={y} width={width} height={height} rx={2} />
      <path d={`M${x} ${y + 10}H${x + width}`} className="guide-thin" />
      {props.taped ? (
        <path
          className="guide-accent guide-tape"
          d={`M${x} ${y + 5}H${x + width}M${x} ${y + height - 4}H${x + width}M${x + width / 2} ${y}V${y + height}`}
        />
      ) : null}
    </g>
  );
}
