import { expect, test } from '@playwright/test';
import { measureBoxTransfer } from '../../packages/quote-widget/bench/boxTransfer';

/** The whole of what the box downloads with no user action, on the wire. */
const TOTAL_BUDGET = 40 * 1024;
/** Of it, what has arrived when the box first shows (its first render). */
const FIRST_RENDER_BUDGET = 25 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test.describe("the quote box on a partner's page (lighter on a partner's page)", () => {
  test('downloads ≤ 40 KB on the wire with no user action, ≤ 25 KB of it before the box renders (compressed bodies + response headers)', async ({
    page,
  }) => {
    const transfer = await measureBoxTransfer(page, '/examples/bike-shop.html');
    // Each response with its size and arrival, so a failure says what grew.
    const listing = transfer.responses
      .map(({ path, bytes, endMs }) => `${path} ${bytes} B at ${endMs} ms`)
      .join('\n');
    test.info().annotations.push({
      type: 'transfer',
      description: `${kb(transfer.total)} in all, ${kb(transfer.beforeRender)} before the box rendered at ${transfer.renderedMs} ms`,
    });
    expect(transfer.renderedMs, 'the box rendered an enabled field').not.toBeNull();
    // The measurement saw the box's own files: the loader and the module entry at least.
    expect(transfer.responses.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['/widgets/quote-widget.js', '/widgets/quote-widget.module.js']),
    );
    expect
      .soft(transfer.total, `in all (${kb(transfer.total)}):\n${listing}`)
      .toBeLessThanOrEqual(TOTAL_BUDGET);
    expect
      .soft(
        transfer.beforeRender,
        `before the box rendered at ${transfer.renderedMs} ms (${kb(transfer.beforeRender)}):\n${listing}`,
      )
      .toBeLessThanOrEqual(FIRST_RENDER_BUDGET);
  });
});
