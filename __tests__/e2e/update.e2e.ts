import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect as expectPage } from './support/expect';
import { openBrowser, waitForServiceWorker, type BrowserSession } from './support/browser';
import { OUT_DIR } from './support/paths';
import { startServer, type RunningServer } from './support/server';
import { signInThroughLoginScreen } from './support/session';

// A new deployment while the app is open: the waiting worker shows the prompt, and "reload"
// moves the page onto it. Runs on a copy of out/ so the test can publish a "new version".

let outCopy: string;
let server: RunningServer;
let browser: BrowserSession;

beforeAll(async () => {
  outCopy = mkdtempSync(join(tmpdir(), 'canteen-e2e-out-'));
  cpSync(OUT_DIR, outCopy, { recursive: true });
  server = await startServer({ outDir: outCopy });
  browser = await openBrowser(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(outCopy, { recursive: true, force: true });
});

function publishNewWorker() {
  const worker = join(outCopy, 'sw.js');
  writeFileSync(worker, `${readFileSync(worker, 'utf8')}\n// next release ${Date.now()}\n`);
  // The precompressed copies would still be the old release.
  rmSync(`${worker}.br`, { force: true });
  rmSync(`${worker}.gz`, { force: true });
}

it('offers "new version available, reload" and reloads into the new version', async () => {
  const { page } = browser;
  await signInThroughLoginScreen(page, 'parent_a');
  await waitForServiceWorker(page);
  const prompt = page.getByRole('status').filter({ hasText: '有新版本可用' });
  expect(await prompt.count()).toBe(0);

  publishNewWorker();
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });

  await expectPage.visible(prompt, 30_000);
  await browser.screenshot('update-prompt');

  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: '刷新' }).click();
  await reloaded;
  await expectPage.hidden(prompt);
  const waiting = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      waiting: registration?.waiting ?? null,
      controlled: !!navigator.serviceWorker.controller,
    };
  });
  expect(waiting).toEqual({ waiting: null, controlled: true });
});
