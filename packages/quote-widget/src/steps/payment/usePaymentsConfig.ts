import type { ReferenceLoad } from '@bikeship/core/runtime';
import type { PaymentsConfig } from '@bikeship/core/schemas';
import { type Translator, useMessages, useReferenceData } from '@bikeship/ui';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';
import type { QuoteBasics } from '../../runtime/quoteBasics';
import type { QuoteApi } from '../../runtime/quoteRuntime';
import { paymentMessages } from './paymentMessages';

/**
 * How the server takes cards, asked once per wizard and kept. When it cannot be asked, the load
 * fails (and the next read asks again), and the partner's page hears it once per failure as
 * `bikeship:error` (DESIGN.md §5: failures tell), however many components read it, in the words
 * the step shows (`t`).
 */
const paymentsConfigOf = (
  runtime: QuoteBasics,
  t: Translator,
): ReferenceLoad<QuoteApi, PaymentsConfig> => ({
  key: 'payments:config',
  load: (api) =>
    api.stripe
      .getPaymentsConfig()
      .then((config) => {
        if (!config) throw new Error(t('Card payments are not available right now'));
        return config;
      })
      // The call's failure (false) and the data layer's (its chunk not fetched) alike.
      .catch((error: unknown) => {
        runtime.emit('bikeship:error', {
          code: 'payments_unavailable',
          message: t('Card payments are not available right now'),
          step: 5,
        });
        throw error;
      }),
});

/**
 * How the server takes cards (GET /api/payments/config): Stripe with its publishable key, or the
 * test gateway. `undefined` while asking, `false` when it could not be asked (said in place and
 * as `bikeship:error`; `retry` asks again).
 * @example const { config, retry } = usePaymentsConfig(); if (config === false) retry();
 */
export function usePaymentsConfig(): { config: PaymentsConfig | false | undefined; retry(): void } {
  const runtime = useQuoteRuntime();
  const t = useMessages(paymentMessages);
  const read = useReferenceData(runtime.api, paymentsConfigOf(runtime, t));
  return { config: read.status === 'failed' ? false : read.value, retry: read.retry };
}
