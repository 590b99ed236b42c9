import type { BicycleEvent } from '@bikeship/core/schemas';
import { dayOf, stageRoleOf } from './eventFacts';

/**
 * An event's per-stage ship and deliver-by dates (quote §3 Event): the dates the wizard below is
 * filled in with. The deliver-by date is a promise: the rates offered for a stage are the speeds
 * that arrive by it (core rateRequest `deliverByOf`, the carrier's deliver-by rule).
 */
export function EventStageDates(props: { event: BicycleEvent }) {
  const stages = [...props.event.stageDates].sort((a, b) => a.stage - b.stage);
  if (stages.length === 0) return null;
  const count = stages.length;
  return (
    <table className="site-event-stages">
      <caption>Ship and deliver-by dates</caption>
      <thead>
        <tr>
          <th scope="col">Stage</th>
          <th scope="col">Ships from</th>
          <th scope="col">Delivered by</th>
        </tr>
      </thead>
      <tbody>
        {stages.map((stage) => (
          <tr key={stage.stage}>
            <th scope="row">
              {stage.stage}. {stageRoleOf(stage.stage, count)}
            </th>
            <td>{dayOf(stage.shipDate) ?? 'Any day'}</td>
            <td>{dayOf(stage.deliverDate) ?? 'No fixed date'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
