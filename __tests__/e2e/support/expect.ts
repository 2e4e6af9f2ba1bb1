import type { Locator, Page } from 'playwright-core';

/**
 * A few waiting assertions over playwright-core (which has no `expect` of its own): each waits
 * up to its timeout and fails with what it was waiting for.
 */
const TIMEOUT_MS = 15_000;

/**
 * A wait that timed out says where the page was and what it showed: CI keeps no screenshots,
 * and a failure seen only there is otherwise a guess.
 */
async function withPageState(page: Page, wait: Promise<unknown>): Promise<void> {
  try {
    await wait;
  } catch (error) {
    const state = await page
      .evaluate(
        () =>
          `The page at ${location.href} (${navigator.onLine ? 'online' : 'offline'}, ` +
          `${document.visibilityState}) showed: ` +
          document.body.innerText.replace(/\s+/g, ' ').slice(0, 600),
      )
      .catch(() => `The page at ${page.url()} did not answer.`);
    if (error instanceof Error) {
      error.message += `\n\n${state}`;
      // Jest prints the stack, and Playwright's was written with the message before this line.
      if (error.stack)
        error.stack = error.stack.replace(/\n\s+at /, (frames) => `\n\n${state}${frames}`);
    }
    throw error;
  }
}

export const expect = {
  async visible(locator: Locator, timeout = TIMEOUT_MS): Promise<void> {
    await withPageState(locator.page(), locator.first().waitFor({ state: 'visible', timeout }));
  },
  async hidden(locator: Locator, timeout = TIMEOUT_MS): Promise<void> {
    await withPageState(locator.page(), locator.first().waitFor({ state: 'hidden', timeout }));
  },
  async visibleText(page: Page, text: string, timeout = TIMEOUT_MS): Promise<void> {
    // Toasts that have faded out stay in the document, hidden: wait for a shown one.
    await withPageState(
      page,
      page
        .getByText(text, { exact: false })
        .filter({ visible: true })
        .first()
        .waitFor({ state: 'visible', timeout }),
    );
  },
  async title(page: Page, pattern: RegExp, timeout = TIMEOUT_MS): Promise<void> {
    await page.waitForFunction(
      (source) => new RegExp(source).test(document.title),
      pattern.source,
      { timeout },
    );
  },
};
