import type { Search } from '@bikeship/core/schemas';
import { selectStageCharges, selectSubTotal } from '@bikeship/core/stores';
import { useAdoptedCss } from '@bikeship/embed';
import { LocaleProvider, StageChargesSummary, stageChargesSummaryCss } from '@bikeship/ui';
import { useMemo } from 'react';

/** One box as the review lists it: its name, size and weight in the search's units. */
function boxLine(box: Search['boxes'][number], units: Search['units']): string {
  const length = units.linearUnit === 'CM' ? 'cm' : 'in';
  const weight = units.weightUnit === 'KG' ? 'kg' : 'lb';
  const size =
    box.length && box.width && box.height
      ? `${box.length} × ${box.width} × ${box.height} ${length}`
      : null;
  return [box.name ?? 'Box', size, box.weight ? `${box.weight} ${weight}` : null]
    .filter(Boolean)
    .join(', ');
}

/** Lines keyed by their text and how often it came before: boxes have no id of their own. */
function keyedLines(texts: readonly string[]): { key: string; text: string }[] {
  const seen = new Map<string, number>();
  return texts.map((text) => {
    const count = (seen.get(text) ?? 0) + 1;
    seen.set(text, count);
    return { key: `${text}#${count}`, text };
  });
}

/**
 * The shipment of a search as /pre-confirmation reviews it: each stage with its chosen speed and
 * charges, the sub-total (ui's StageChargesSummary: the core's figures, nothing priced here) and
 * the boxes. Rendered in the widgets' shadow root (WidgetFrame), where the summary's CSS lives.
 * DECISION: landed costs are not kept with a saved search, so an international stage's
 * clearance fee shows as the wizard last filed it — none — until the wizard estimates it again.
 */
export function ShipmentReview(props: { search: Search }) {
  useAdoptedCss(stageChargesSummaryCss);
  const { search } = props;
  const inputs = useMemo(() => ({ search, landedCosts: [] }), [search]);
  return (
    <LocaleProvider locale="en-US">
      <div className="bs-widget">
        <StageChargesSummary
          title="Your shipment"
          trips={search.trips}
          charges={selectStageCharges(inputs)}
          subTotal={selectSubTotal(inputs)}
        >
          <h4>Boxes</h4>
          <ul>
            {keyedLines(search.boxes.map((box) => boxLine(box, search.units))).map((line) => (
              <li key={line.key}>{line.text}</li>
            ))}
          </ul>
        </StageChargesSummary>
      </div>
    </LocaleProvider>
  );
}
