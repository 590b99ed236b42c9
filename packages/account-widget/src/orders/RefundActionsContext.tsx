import { createContext, useContext } from 'react';
import type { RefundTarget } from './useRefundActions';

/**
 * What a stage's or a payment's cancel button needs from the order view: a way to ask for a
 * confirmation, and whether a refund of the order is under way (then none is offered). Given by
 * the order detail, so StageDetails passes nothing through for it. Null outside an order.
 */
export interface RefundAsking {
  ask(target: RefundTarget): void;
  underWay: boolean;
}

export const RefundActionsContext = createContext<RefundAsking | null>(null);

export const useRefundAsking = () => useContext(RefundActionsContext);
