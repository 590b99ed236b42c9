import {
  isInternationalTrip,
  type LandedCostOutcome,
  searchLandedCostRequest,
} from '@bikeship/core/rules';
import type { LandedCostRequest } from '@bikeship/core/schemas';
import { fileCurrentLandedCost } from '@bikeship/core/stores';
import { useShip } from '@bikeship/ui';
import { useEffect, useRef, useState } from 'react';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';
import { fetchLandedCost } from './fetchLandedCost';

/** What the costs step shows of a stage's landed cost. */
export type LandedCostView =
  /** A domestic stage: no landed cost is asked (quote §5). */
  | { status: 'none' }
  /** An international stage before a speed is chosen. */
  | { status: 'waiting' }
  | { status: 'loading' }
  | { status: 'done'; outcome: LandedCostOutcome };

/**
 * The landed cost of each stage, asked whenever what it depends on changes (the chosen speed,
 * the boxes, their protection) and filed in the ship store with the request it answers. Answers
 * are kept by request, so choosing a speed again shows its estimate without asking twice.
 */
export function useLandedCosts(): LandedCostView[] {
  const runtime = useQuoteRuntime();
  const search = useShip((state) => state.search);
  const keys = search.trips.map((_, stageIndex) => {
    const request = searchLandedCostRequest(search, stageIndex);
    return request ? JSON.stringify(request) : '';
  });
  // One string for the effect: it changes only when a request does.
  const requestKeys = keys.join('\n');
  const [answers, setAnswers] = useState<ReadonlyMap<string, LandedCostOutcome | null>>(
    () => new Map(),
  );
  const asked = useRef(new Set<string>());

  useEffect(() => {
    requestKeys.split('\n').forEach((key, stageIndex) => {
      if (!key) return;
      // The key is the request itself, serialized.
      const request = JSON.parse(key) as LandedCostRequest;
      if (answers.has(key)) {
        fileCurrentLandedCost(runtime.ship, stageIndex, request, answers.get(key) ?? null);
        return;
      }
      if (asked.current.has(key)) return;
      asked.current.add(key);
      void fetchLandedCost(runtime.api, request).then((outcome) => {
        fileCurrentLandedCost(runtime.ship, stageIndex, request, outcome);
        setAnswers((known) => new Map(known).set(key, outcome));
      });
    });
  }, [runtime, requestKeys, answers]);

  return search.trips.map((trip, stageIndex): LandedCostView => {
    if (!isInternationalTrip(trip)) return { status: 'none' };
    const key = keys[stageIndex];
    if (!key) return { status: 'waiting' };
    if (!answers.has(key)) return { status: 'loading' };
    const outcome = answers.get(key);
    return outcome ? { status: 'done', outcome } : { status: 'none' };
  });
}
