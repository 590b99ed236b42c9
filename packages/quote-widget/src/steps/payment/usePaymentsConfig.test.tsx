import { ShopRuntimeProvider } from '@bikeship/ui';
import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { TEST_GATEWAY_CONFIG } from '../../testing/fixtures/payment';
import { createTestRuntime } from '../../testing/renderQuote';
import { usePaymentsConfig } from './usePaymentsConfig';

/** What the payment step shows of the config; records each state it rendered with. */
function CardEntry(props: { seen: string[] }) {
  const { config } = usePaymentsConfig();
  const shown =
    config === undefined ? 'loading' : config === false ? 'unavailable' : config.processor;
  props.seen.push(shown);
  return <p>{shown}</p>;
}

describe('usePaymentsConfig', () => {
  it('asks once per wizard: the payment step opened again shows its card entry at once', async () => {
    const { runtime, api } = createTestRuntime({
      'GET /api/payments/config': () => TEST_GATEWAY_CONFIG,
    });
    const show = (seen: string[]) =>
      render(
        <ShopRuntimeProvider runtime={runtime}>
          <CardEntry seen={seen} />
        </ShopRuntimeProvider>,
      );
    const first = show([]);
    expect(await screen.findByText('test')).toBeTruthy();
    first.unmount();
    const seen: string[] = [];
    show(seen);
    expect(seen).toEqual(['test']);
    expect(api.requestsTo('GET /api/payments/config')).toHaveLength(1);
  });
});
