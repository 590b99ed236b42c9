import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The serious and critical axe violations inside one element (axe sees into open shadow roots),
 * as short records a failing assertion prints readably.
 */
export async function seriousViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  // axe names a node inside a shadow root by a list of selectors (host, then inside): proof
  // that it checked the widget's content, not only its empty host element.
  const checkedInsideShadow = results.passes.some((rule) =>
    rule.nodes.some((node) => node.target.some((part) => Array.isArray(part))),
  );
  expect(checkedInsideShadow, 'axe checked nodes inside the shadow root').toBe(true);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.flat().join(' >>> ')),
    }));
}
