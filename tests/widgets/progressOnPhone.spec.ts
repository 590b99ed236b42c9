import { expect, test } from '@playwright/test';

/**
 * The wizard's progress list on a phone (390×844, touch): the steps that are no link — the
 * current one with its name, those to come — each keep room between them, on one line. Pinned:
 * at 390 px the current step's name ended at the very pixel where the next number began.
 */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

test.use(PHONE);

test('on a phone the current step’s name and the numbers to come do not touch, and the list stays on one line', async ({
  page,
}) => {
  await page.goto('/examples/event.html');
  const list = page.locator('bikeship-quote').getByRole('navigation', { name: 'Quote steps' });
  await expect(list.getByRole('listitem')).toHaveCount(5);
  // What each item shows: its number and, for the current step, its name (a text range).
  const shown = await list.evaluate((nav) =>
    [...nav.querySelectorAll('li')].map((item) => {
      // The number's circle, and the name's letters (the text, not the boxes around it).
      const rects = [item.querySelector('.bs-progress-number')?.getBoundingClientRect()];
      const texts = item.ownerDocument.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        if (!text.textContent?.trim() || text.parentElement?.matches('.bs-progress-number'))
          continue;
        const range = item.ownerDocument.createRange();
        range.selectNodeContents(text);
        rects.push(...range.getClientRects());
      }
      const ink = rects.filter((rect): rect is DOMRect => Boolean(rect?.width));
      return {
        left: Math.min(...ink.map((rect) => rect.left)),
        right: Math.max(...ink.map((rect) => rect.right)),
        top: item.getBoundingClientRect().top,
      };
    }),
  );
  for (const [index, item] of shown.slice(1).entries()) {
    const before = shown[index];
    expect(
      item.left - (before?.right ?? 0),
      `room before step ${index + 2}`,
    ).toBeGreaterThanOrEqual(6);
    expect(item.top).toBe(before?.top);
  }
});
