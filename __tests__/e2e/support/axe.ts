import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe with every rule over the screen as it stands, as `rule: targets` lines. The spec fixes the
 * selected tab's colour (#ff915e), which is below AA contrast; that one finding is accepted
 * (docs/decisions/007-accessible-accent-colour.md). Everything else counts.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // A success toast still fading out is not part of the screen.
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('.rv-toast')].every(
          (toast) => getComputedStyle(toast).display === 'none' || !toast.isConnected,
        ),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations
    .map((violation) =>
      violation.id === 'color-contrast'
        ? {
            ...violation,
            nodes: violation.nodes.filter(
              (node) =>
                !node.target.join(' ').includes('rv-tabbar-item--active') &&
                !node.html.includes('aria-current="page"'),
            ),
          }
        : violation,
    )
    .filter((violation) => violation.nodes.length > 0);
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
