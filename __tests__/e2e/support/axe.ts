import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe with every rule over the screen as it stands, as `rule: targets` lines. Every finding
 * counts, the selected tab's label included (its text is a darker shade of the spec's #ff915e
 * since docs/decisions/007-accessible-accent-colour.md was updated on 2026-11-27).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // A toast is not part of the screen: one still fading out is waited for, and a scan a toast
  // came into (the inbox announces new reminders a few seconds after the first screen) is made
  // again once it has gone.
  let results = await scanAtRest(page);
  for (let again = 0; again < 3 && results.toastDuringScan; again += 1)
    results = await scanAtRest(page);
  const violations = results.axe.violations;
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Whether every toast went within the wait (a toast that stays is scanned with the screen). */
async function toastsGone(page: Page): Promise<boolean> {
  return page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('.rv-toast')].every(
          (toast) => getComputedStyle(toast).display === 'none' || !toast.isConnected,
        ),
      undefined,
      { timeout: 10_000 },
    )
    .then(
      () => true,
      () => false,
    );
}

async function scanAtRest(page: Page) {
  const atRest = await toastsGone(page);
  await page.evaluate(() => {
    const seen = window as unknown as { toastDuringScan?: boolean; toastWatch?: MutationObserver };
    seen.toastDuringScan = false;
    seen.toastWatch?.disconnect();
    seen.toastWatch = new MutationObserver(() => {
      const shown = [...document.querySelectorAll('.rv-toast')].some(
        (toast) => getComputedStyle(toast).display !== 'none',
      );
      if (shown) seen.toastDuringScan = true;
    });
    seen.toastWatch.observe(document.body, { childList: true, subtree: true, attributes: true });
  });
  const axe = await analyze(page);
  const toastDuringScan = await page.evaluate(() => {
    const seen = window as unknown as { toastDuringScan?: boolean; toastWatch?: MutationObserver };
    seen.toastWatch?.disconnect();
    const shownNow = [...document.querySelectorAll('.rv-toast')].some(
      (toast) => getComputedStyle(toast).display !== 'none',
    );
    return Boolean(seen.toastDuringScan) || shownNow;
  });
  return { axe, toastDuringScan: atRest && toastDuringScan };
}

/**
 * One axe run over the page's own document. AxeBuilder's default run opens a blank page for
 * every scan and evaluates axe's 580 KB source in it and again in the page: about 1.1 s a screen
 * here. Its legacy mode runs `axe.run` in the page (only a cross-origin frame goes unscanned,
 * and the app's one frame, the webview's, shows another site's page), and a hash navigation
 * keeps the document, so the source is evaluated only when the document has no axe yet: 0.15 to
 * 0.35 s a screen.
 */
async function analyze(page: Page) {
  const loaded =
    page.frames().length === 1 &&
    (await page.evaluate(
      () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
    ));
  // An empty statement for a source stands for "already evaluated here"; a page with frames
  // gets the whole source in every frame each time, as the library does.
  const builder = new AxeBuilder({ page, axeSource: loaded ? ';' : undefined });
  return builder.setLegacyMode(true).analyze();
}
