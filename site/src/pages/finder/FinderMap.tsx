import {
  type BicycleShop,
  US_MAP_HEIGHT,
  US_MAP_WIDTH,
  type UsMapPoint,
} from '@bikeship/core/schemas';
import usStatesUrl from './usStates.svg?url';

/**
 * The finder's map: the states (an image drawn from us-atlas at build time,
 * site/build/drawUsStatesMap.mjs) with a marker per shop on top, in the same 975 × 610 frame the
 * API projects shops and places into (albersUsa). It works offline: no tile server, no script.
 *
 * DECISION (accessibility): the map is hidden from assistive technology (aria-hidden): the list
 * beside it is the accessible view and says all the map shows — which shops, in which order,
 * how far, where. The markers are not links or buttons, so that nothing focusable is hidden.
 * The searched place is a ring under the shops found; they are numbered as in the list and drawn over the
 * others; the open shop is the largest.
 */
export function FinderMap(props: {
  shops: readonly BicycleShop[];
  /** The shops of the search, in the list's order (their markers carry their number). */
  found?: readonly BicycleShop[];
  place?: UsMapPoint | undefined;
  selected?: BicycleShop | undefined;
}) {
  const { shops, found = [], place, selected } = props;
  const highlighted = new Set([...found.map((shop) => shop.shopId), selected?.shopId]);
  return (
    <div className="site-finder-map" aria-hidden="true">
      <img src={usStatesUrl} width={US_MAP_WIDTH} height={US_MAP_HEIGHT} alt="" decoding="async" />
      <svg viewBox={`0 0 ${US_MAP_WIDTH} ${US_MAP_HEIGHT}`} aria-hidden="true" focusable="false">
        {shops.map((shop) =>
          shop.mapPoint && !highlighted.has(shop.shopId) ? (
            <circle
              key={shop.shopId}
              className="site-finder-marker"
              cx={shop.mapPoint.x}
              cy={shop.mapPoint.y}
              r={5}
            />
          ) : null,
        )}
        {/* Under the shops found: a shop at the place searched keeps its number in view. */}
        {place ? (
          <g className="site-finder-place">
            <circle cx={place.x} cy={place.y} r={18} />
            <circle cx={place.x} cy={place.y} r={3} />
          </g>
        ) : null}
        {/* Last first: the nearest shop is drawn on top where markers overlap. */}
        {[...found].reverse().map((shop) => {
          if (!shop.mapPoint) return null;
          const number = found.indexOf(shop) + 1;
          return (
            <g key={shop.shopId} className="site-finder-marker-found">
              <circle cx={shop.mapPoint.x} cy={shop.mapPoint.y} r={11} />
              <text x={shop.mapPoint.x} y={shop.mapPoint.y} dy="0.35em" textAnchor="middle">
                {number}
              </text>
            </g>
          );
        })}
        {selected?.mapPoint ? (
          <circle
            className="site-finder-marker-selected"
            cx={selected.mapPoint.x}
            cy={selected.mapPoint.y}
            r={13}
          />
        ) : null}
      </svg>
    </div>
  );
}
