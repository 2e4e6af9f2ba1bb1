import type { Locator, Page } from 'playwright-core';

/**
 * A few waiting assertions over playwright-core (which has no `expect` of its own): each waits
 * up to its timeout and fails with what it was waiting for.
 */
const TIMEOUT_MS = 15_000;

export const expect = {
  async visible(locator: Locator, timeout = TIMEOUT_MS): Promise<void> {
    await locator.first().waitFor({ state: 'visible', timeout });
  },
  async hidden(locator: Locator, timeout = TIMEOUT_MS): Promise<void> {
    await locator.first().waitFor({ state: 'hidden', timeout });
  },
  async visibleText(page: Page, text: string, timeout = TIMEOUT_MS): Promise<void> {
    // Toasts that have faded out stay in the document, hidden: wait for a shown one.
    await page
      .getByText(text, { exact: false })
      .filter({ visible: true })
      .first()
      .waitFor({ state: 'visible', timeout });
  },
  async title(page: Page, pattern: RegExp, timeout = TIMEOUT_MS): Promise<void> {
    await page.waitForFunction(
      (source) => new RegExp(source).test(document.title),
      pattern.source,
      { timeout },
    );
  },
};
