import { buildPaymentRequest, buildTemporaryOrderRequest } from '@bikeship/core/rules';
import type { PaymentRequest } from '@bikeship/core/schemas';
import { selectSessionProfile, selectStageFees } from '@bikeship/core/stores';
import {
  type CardEntrySlot,
  newIdempotencyKey,
  payThroughAuthentication,
  type ServerFigures,
  useMessages,
} from '@bikeship/ui';
import { useEffect, useRef, useState } from 'react';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';
import { quoteEventCodeOf } from '../search/quoteEvent';
import { type CheckoutFailure, type CheckoutOrder, payOrder, placeOrder } from './orderCheckout';
import { paymentMessages } from './paymentMessages';
import { paymentStoreOf } from './paymentStoreOf';

/** A 409: the server's total, for the customer to confirm. */
export interface PriceChange {
  message: string;
  figures: ServerFigures;
}

/**
 * The pay flow of step 5 (quote §4 "create order, then confirm order or pay"): the card's
 * payment method, the order (placed once and kept for retries), then the payment under a new
 * `Idempotency-Key` per attempt — a retry after a decline is a new attempt; a second click while
 * one runs does nothing (the button is busy, and a ref guards the same tick). 3-D Secure is
 * answered through the card entry, then the same attempt is asked again. A 409 waits for the
 * customer to confirm the server's total. Success marks the search paid (the ship store's
 * `paidOrder`: the wizard shows the order), flushes the payment state (quote §4) and emits
 * `bikeship:order`; every failure is shown in place and emits `bikeship:error`.
 */
export function useCheckout(card: CardEntrySlot) {
  const runtime = useQuoteRuntime();
  const t = useMessages(paymentMessages);
  const order = useRef<CheckoutOrder | null>(null);
  const running = useRef(false);
  // An attempt whose outcome the customer does not know yet — 3-D Secure not settled, no answer,
  // a server error: the next Pay asks for it again, under the same key.
  const unsettled = useRef<{ body: PaymentRequest; key: string } | null>(null);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null);

  // New figures (a code, a donation) make the server's total of a 409 stale: it is dropped.
  useEffect(
    () =>
      paymentStoreOf(runtime).subscribe((state, previous) => {
        if (state.total !== previous.total) setPriceChange(null);
      }),
    [runtime],
  );

  const fail = (shown: CheckoutFailure) => {
    setFailure(shown);
    runtime.emit('bikeship:error', { code: shown.code, message: shown.message, step: 5 });
  };

  const succeed = (orderId: number, total: number, email: string) => {
    order.current = null;
    unsettled.current = null;
    runtime.ship.getState().orderPaid({ orderId, total, email });
    paymentStoreOf(runtime)
      .getState()
      .flushAfterOrder(runtime.settings.partner ? 'bikeShop' : 'ship');
    // The partner the order went out under: the API client sent this same setting with it
    // (runtime/quoteBasics.ts), and the server recorded it on the order.
    runtime.emit('bikeship:order', {
      orderId,
      total,
      currency: 'USD',
      partner: runtime.settings.partner ?? null,
    });
  };

  /** The body of this attempt: the payment state's figures, or the server's once confirmed. */
  const paymentBody = (orderId: number, nonce: string | undefined): PaymentRequest => {
    const body = buildPaymentRequest(
      orderId,
      nonce,
      paymentStoreOf(runtime).getState(),
      selectStageFees(runtime.ship.getState()),
    );
    const confirmed = priceChange?.figures;
    return confirmed
      ? {
          ...body,
          total: confirmed.total,
          discountAmount: confirmed.discountAmount,
          usedBalance: confirmed.usedBalance,
          fees: confirmed.fees,
        }
      : body;
  };

  const attempt = async () => {
    const profile = selectSessionProfile(runtime.session.getState());
    if (!profile) {
      return fail({
        message: t('Add your name and email above: we send your order confirmation there.'),
        code: 'profile_missing',
      });
    }
    let body: PaymentRequest;
    let key: string;
    if (unsettled.current && order.current) {
      ({ body, key } = unsettled.current);
    } else {
      const total = priceChange?.figures.total ?? paymentStoreOf(runtime).getState().total;
      let nonce: string | undefined;
      if (total > 0) {
        nonce = paymentStoreOf(runtime).getState().paymentMethod;
        if (!nonce) {
          const entry = card.current;
          if (!entry) {
            return fail({
              message: t('Card entry is not ready yet: try again.'),
              code: 'card_entry',
            });
          }
          const method = await entry.paymentMethod();
          if ('error' in method) return; // shown under the card's field
          nonce = method.id;
        }
      }
      const request = buildTemporaryOrderRequest(runtime.ship.getState().search, {
        profile,
        eventCode: quoteEventCodeOf(runtime),
        timezoneData: {
          // The customer's zone files the order under their month; UTC where none is known.
          timezone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
          offset: new Date().getTimezoneOffset(),
        },
      });
      if (!request) {
        return fail({
          message: t(
            'Some details of the trip are missing: go back and complete the earlier steps.',
          ),
          code: 'order_incomplete',
        });
      }
      const placed = await placeOrder(runtime, request, order.current, t);
      order.current = placed.order;
      if (placed.failure || !placed.order) {
        return fail(placed.failure ?? { message: t('The order was not placed.'), code: 'order' });
      }
      body = paymentBody(placed.order.id, nonce);
      key = newIdempotencyKey();
    }
    const placedOrder = order.current;
    if (!placedOrder) return;

    const answer = await payThroughAuthentication(
      () => payOrder(runtime, placedOrder, body, key, t),
      card,
      t,
    );
    if (answer.kind === 'authentication-failed') return fail(answer.failure);
    unsettled.current = null;
    switch (answer.kind) {
      case 'paid':
        setPriceChange(null);
        return succeed(answer.orderId, body.total, profile.email);
      case 'price-changed':
        setPriceChange({ message: answer.message, figures: answer.figures });
        return;
      case 'requires-action':
        unsettled.current = { body, key };
        return fail({
          message: t(
            'Your bank is still confirming the payment. Wait a moment, then press Pay again: you will not be charged twice.',
          ),
          code: 'authentication_pending',
        });
      case 'declined':
        return fail(answer.failure);
      case 'failed':
        if (answer.outcomeUnknown) {
          unsettled.current = { body, key };
          return fail({
            ...answer.failure,
            message: t('{message} Press Pay again: you will not be charged twice.', {
              message: answer.failure.message,
            }),
          });
        }
        return fail(answer.failure);
    }
  };

  const pay = async () => {
    if (running.current) return;
    running.current = true;
    setPaying(true);
    setFailure(null);
    try {
      await attempt();
    } finally {
      running.current = false;
      setPaying(false);
    }
  };

  return {
    pay,
    paying,
    failure,
    /** The customer changed something: the last failure no longer applies. */
    clearFailure: () => setFailure(null),
    priceChange,
  };
}
