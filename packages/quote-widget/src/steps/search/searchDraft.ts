import { MAX_STAGES, SHIP_MODE_ONE_WAY, SHIP_MODE_ROUND_TRIP } from '@bikeship/core/constants';
import { addressComponentValue, shipModeForTripCount } from '@bikeship/core/rules';
import type {
  AddressStage,
  BicycleEvent,
  Location,
  Search,
  ShipMode,
} from '@bikeship/core/schemas';
import {
  type BoxDraft,
  boxDraftOfBox,
  boxOf,
  type DraftUnits,
  emptyBoxDraft,
  unitsOf,
} from './boxDraft';

/** One stage (trip) as the customer edits it. */
export interface StageDraft {
  key: number;
  from: Location | null;
  to: Location | null;
  /**
   * What is known of each side beyond the place (an event's address, a resumed search's step-3
   * details); dropped when the customer picks another place for that side.
   */
  fromDetails?: AddressStage;
  toDetails?: AddressStage;
  /** 'YYYY-MM-DD', '' while not chosen. */
  shipDate: string;
  /** An event's deliver-by date of this stage. */
  deliverDate?: string;
  /** The return of stage 1 (Round-Trip): its places follow stage 1 reversed until edited. */
  returnOfFirst: boolean;
}

export interface GuestDraft {
  firstName: string;
  lastName: string;
  email: string;
}

/** Step 1 as the customer fills it in; written to the ship store when rates are asked for. */
export interface SearchDraft {
  /** The store search this draft edits: another id (a resume, a flush) starts a new draft. */
  searchId: string;
  stages: StageDraft[];
  boxes: BoxDraft[];
  units: DraftUnits;
  /** The purpose's entryId as text, '' for none. */
  purpose: string;
  guest: GuestDraft;
  /** The event of `event-code` was filled in (once per draft). */
  eventApplied: boolean;
  /** The customer picked a trip type: an event arriving later keeps it (withEvent). */
  tripTypeChosen?: true;
}

let nextStageKey = 0;

function emptyStage(from: Location | null = null, fromDetails?: AddressStage): StageDraft {
  return { key: nextStageKey++, from, to: null, fromDetails, shipDate: '', returnOfFirst: false };
}

/** The draft of a search: a resumed or handed-over one, or the fresh default. */
export function draftOfSearch(search: Search, defaultUnits: DraftUnits): SearchDraft {
  const units: DraftUnits =
    search.trips.length > 0
      ? search.units.linearUnit === 'CM'
        ? 'metric'
        : 'imperial'
      : defaultUnits;
  const stages = search.trips.map((trip, index) => ({
    ...emptyStage(trip.from ?? null, search.details[index]?.from),
    to: trip.to ?? null,
    toDetails: search.details[index]?.to,
    shipDate: trip.shipDate ?? '',
    deliverDate: trip.deliverDate,
  }));
  return {
    searchId: search.id,
    stages: stages.length > 0 ? stages : [emptyStage()],
    boxes:
      search.boxes.length > 0
        ? search.boxes.map((box) => boxDraftOfBox(box, units))
        : [emptyBoxDraft()],
    units,
    purpose: search.purpose === undefined ? '' : String(search.purpose),
    guest: { firstName: '', lastName: '', email: '' },
    eventApplied: false,
  };
}

/** The searchId of a draft made before the ship store has loaded (the quote box's first moments). */
export const NO_SEARCH_YET = '';

/** The fresh default draft, before the store's search is there (what an empty search gives). */
export function freshDraft(units: DraftUnits): SearchDraft {
  return {
    searchId: NO_SEARCH_YET,
    stages: [emptyStage()],
    boxes: [emptyBoxDraft()],
    units,
    purpose: '',
    guest: { firstName: '', lastName: '', email: '' },
    eventApplied: false,
  };
}

/** The stages with each return stage's places filled in from stage 1. */
export function resolvedStages(stages: readonly StageDraft[]): StageDraft[] {
  const [first] = stages;
  return stages.map((stage) =>
    stage.returnOfFirst && first
      ? {
          ...stage,
          from: first.to,
          fromDetails: first.toDetails,
          to: first.from,
          toDetails: first.fromDetails,
        }
      : stage,
  );
}

/** Ship mode is derived from the number of stages, never stored (quote §1). */
export const shipModeOfDraft = (draft: SearchDraft): ShipMode =>
  shipModeForTripCount(draft.stages.length);

/** The country code of a place, for the holidays of its ship dates; US when unknown. */
export const countryOfPlace = (place: Location | null): string =>
  (place && addressComponentValue(place, 'country')) || 'US';

/** A stage added after the last one: it starts where the last one ends. */
function chainedStage(stages: readonly StageDraft[]): StageDraft {
  const last = resolvedStages(stages).at(-1);
  return emptyStage(last?.to ?? null, last?.toDetails);
}

/**
 * The trip type the customer picked (quote §1): One-Way keeps stage 1; Round-Trip adds the
 * return (stage 1 reversed); Multi-City goes on with chained stages, at least 3 — two stages
 * are a Round-Trip by the spec's count.
 */
export function withShipMode(draft: SearchDraft, mode: ShipMode): SearchDraft {
  const [first = emptyStage()] = draft.stages;
  const chosen = { ...draft, tripTypeChosen: true } as const;
  if (mode === SHIP_MODE_ONE_WAY) return { ...chosen, stages: [first] };
  if (mode === SHIP_MODE_ROUND_TRIP) {
    return {
      ...chosen,
      stages: [first, { ...emptyStage(), ...draft.stages[1], returnOfFirst: true }],
    };
  }
  // A return stage becomes a stage of its own, with the places it showed.
  const stages = resolvedStages(draft.stages).map((stage) => ({ ...stage, returnOfFirst: false }));
  while (stages.length < 3) stages.push(chainedStage(stages));
  return { ...chosen, stages };
}

/** Multi-City: one more stage, up to MAX_STAGES (quote §9). */
export function withStageAdded(draft: SearchDraft): SearchDraft {
  if (draft.stages.length >= MAX_STAGES) return draft;
  return { ...draft, stages: [...draft.stages, chainedStage(draft.stages)] };
}

export function withStageRemoved(draft: SearchDraft, index: number): SearchDraft {
  if (index === 0) return draft;
  return { ...draft, stages: draft.stages.filter((_, at) => at !== index) };
}

/**
 * A place picked for one side of a stage. Editing a return stage makes it a stage of its own
 * (its other side stays as it was shown).
 */
export function withPlace(
  draft: SearchDraft,
  index: number,
  side: 'from' | 'to',
  place: Location | null,
): SearchDraft {
  const shown = resolvedStages(draft.stages);
  const stages = draft.stages.map((stage, at) => {
    if (at !== index) return stage;
    const edited = { ...(shown[at] ?? stage), returnOfFirst: false };
    if (side === 'from') Object.assign(edited, { from: place, fromDetails: undefined });
    else Object.assign(edited, { to: place, toDetails: undefined });
    return edited;
  });
  return { ...draft, stages };
}

export function withStage(draft: SearchDraft, index: number, change: Partial<StageDraft>) {
  return {
    ...draft,
    stages: draft.stages.map((stage, at) => (at === index ? { ...stage, ...change } : stage)),
  };
}

/**
 * The event of `event-code` filled in: its venue is where stage 1 goes and where
 * stage 2 starts — the ride home of a two-stage event, the next leg of a tour — and each stage
 * ships on the event's date for it. Stages the event has no address for stay for the customer.
 * The event may answer after the customer began: a trip type they picked keeps its stages
 * (the event fills in those it has dates for), and a place they picked stays.
 */
export function withEvent(draft: SearchDraft, event: BicycleEvent, venue: Location | null) {
  const kept = draft.tripTypeChosen;
  const stageCount = kept
    ? draft.stages.length
    : Math.min(Math.max(event.stageDates.length, 1), MAX_STAGES);
  const stages: StageDraft[] = [];
  for (let index = 0; index < stageCount; index++) {
    const dates = event.stageDates.find((stage) => stage.stage === index + 1);
    const base = draft.stages[index] ?? emptyStage();
    stages.push({
      ...base,
      shipDate: dates?.shipDate ?? base.shipDate,
      deliverDate: dates?.deliverDate,
      ...(index === 0 && venue && !base.to ? { to: venue, toDetails: event.address } : {}),
      ...(index === 1 && venue && !base.from ? { from: venue, fromDetails: event.address } : {}),
      returnOfFirst: kept ? base.returnOfFirst : index === 1 && stageCount === 2,
    });
  }
  return { ...draft, stages, eventApplied: true };
}

/**
 * What step 1 puts into the ship store (quote §3): trips (keeping what later steps chose for
 * each stage: pickup option, rate), step-3 details aligned with them, boxes, units, purpose.
 */
export function searchUpdateOf(draft: SearchDraft, current: Search): Partial<Search> {
  const stages = resolvedStages(draft.stages);
  return {
    trips: stages.map((stage, index) => ({
      ...current.trips[index],
      from: stage.from ?? undefined,
      to: stage.to ?? undefined,
      shipDate: stage.shipDate,
      deliverDate: stage.deliverDate,
    })),
    details: stages.map((stage) => ({ from: stage.fromDetails ?? {}, to: stage.toDetails ?? {} })),
    boxes: draft.boxes.map((box) => boxOf(box, draft.units)),
    units: unitsOf(draft.units),
    purpose: draft.purpose ? Number(draft.purpose) : undefined,
  };
}
