import type { PaymentsConfig } from '@bikeship/core/schemas';
import { useEffect, useState } from 'react';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';

/**
 * How the server takes cards (GET /api/payments/config): Stripe with its publishable key, or the
 * test gateway. `undefined` while asking, `false` when it could not be asked (said in place and
 * as `bikeship:error`; `retry` asks again).
 */
export function usePaymentsConfig(): { config: PaymentsConfig | false | undefined; retry(): void } {
  const runtime = useQuoteRuntime();
  const [config, setConfig] = useState<PaymentsConfig | false | undefined>(undefined);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    let live = true;
    setConfig(undefined);
    void runtime.api.stripe.getPaymentsConfig().then((answer) => {
      if (!live) return;
      setConfig(answer);
      if (answer === false) {
        runtime.emit('bikeship:error', {
          code: 'payments_unavailable',
          message: 'Card payments are not available right now',
          step: 5,
        });
      }
    });
    return () => {
      live = false;
    };
  }, [runtime, asked]);
  return { config, retry: () => setAsked((count) => count + 1) };
}
