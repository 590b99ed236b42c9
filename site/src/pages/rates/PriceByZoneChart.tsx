import { centsToDollars, formatUsd } from '@bikeship/core/rules';
import type { ServicePrices } from './boxPrices';

/** The drawing's own coordinate space; CSS scales it to the column's width. */
const WIDTH = 640;
const HEIGHT = 320;
const PLOT = { left: 56, right: 16, top: 16, bottom: 44 };
/** Grid lines every this many dollars. */
const GRID_STEP_DOLLARS = 100;

/**
 * A line chart of what one box costs by each service, zone by zone: an SVG drawn here (no chart
 * library: a few lines and labels, computed at prerender time, cost less than any library's
 * code). The table beside it holds the same figures and is the chart's accessible equivalent;
 * the drawing itself is one labelled image.
 */
export function PriceByZoneChart(props: {
  services: readonly ServicePrices[];
  title: string;
  /** What the drawing shows, in words, and where its figures are as text. */
  description: string;
  titleId: string;
  descriptionId: string;
}) {
  const { services } = props;
  const zones = services[0]?.zones ?? [];
  const highest = Math.max(
    ...services.flatMap((service) => service.cents.map((cents) => centsToDollars(cents ?? 0))),
  );
  const top = Math.max(
    GRID_STEP_DOLLARS,
    Math.ceil(highest / GRID_STEP_DOLLARS) * GRID_STEP_DOLLARS,
  );
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const xOf = (index: number) =>
    PLOT.left + (zones.length > 1 ? (index * plotWidth) / (zones.length - 1) : plotWidth / 2);
  const yOf = (dollars: number) => PLOT.top + plotHeight - (dollars / top) * plotHeight;
  const grid = Array.from({ length: top / GRID_STEP_DOLLARS + 1 }, (_, i) => i * GRID_STEP_DOLLARS);

  return (
    <svg
      className="rates-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      role="img"
      aria-labelledby={`${props.titleId} ${props.descriptionId}`}
    >
      <title id={props.titleId}>{props.title}</title>
      <desc id={props.descriptionId}>{props.description}</desc>
      <g className="rates-chart-grid">
        {grid.map((dollars) => (
          <g key={dollars}>
            <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={yOf(dollars)} y2={yOf(dollars)} />
            <text x={PLOT.left - 8} y={yOf(dollars)} dy="0.35em" textAnchor="end">
              {formatUsd(dollars).replace('.00', '')}
            </text>
          </g>
        ))}
        {zones.map((zone, index) => (
          <text key={zone} x={xOf(index)} y={HEIGHT - PLOT.bottom + 20} textAnchor="middle">
            {zone}
          </text>
        ))}
        <text x={PLOT.left + plotWidth / 2} y={HEIGHT - 4} textAnchor="middle">
          Zone (farther →)
        </text>
      </g>
      {services.map((service, order) => (
        <polyline
          key={service.code}
          className={`rates-series rates-series-${order + 1}`}
          points={service.cents
            .map((cents, index) =>
              cents === null ? '' : `${xOf(index)},${yOf(centsToDollars(cents)).toFixed(1)}`,
            )
            .filter(Boolean)
            .join(' ')}
        />
      ))}
    </svg>
  );
}

/** The chart's key: which line is which service (the same order and marks as the lines). */
export function PriceChartKey(props: { services: readonly ServicePrices[] }) {
  return (
    <ul className="rates-chart-key">
      {props.services.map((service, order) => (
        <li key={service.code}>
          <svg width="28" height="10" viewBox="0 0 28 10" aria-hidden="true">
            <line
              className={`rates-series rates-series-${order + 1}`}
              x1="0"
              x2="28"
              y1="5"
              y2="5"
            />
          </svg>
          {service.name}
        </li>
      ))}
    </ul>
  );
}
