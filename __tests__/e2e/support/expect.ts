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
  /**
   * Reads the page with `read` until `check` (a jest expectation on what it read) passes, or the
   * timeout ends and the last failure is thrown with the page's state. For what a locator cannot
   * wait for: a list that changes after a tap shows its old items, then none, then the new ones,
   * and a loaded machine can be anywhere in between after any fixed pause.
   */
  async eventually<T>(
    page: Page,
    read: () => Promise<T>,
    check: (value: T) => void,
    timeout = TIMEOUT_MS,
  ): Promise<void> {
    const deadline = Date.now() + timeout;
    const attempt = async (): Promise<void> => {
      for (;;) {
        const value = await read();
        try {
          check(value);
          return;
        } catch (error) {
          if (Date.now() > deadline) throw error;
        }
        await new Promise((wait) => setTimeout(wait, 100));
      }
    };
    await withPageState(page, attempt());
  },
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
