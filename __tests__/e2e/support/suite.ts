import type { Page } from 'playwright-core';
import { openBrowser, type BrowserSession } from './browser';
import { startServer, type RunningServer } from './server';

export interface BrowserSuite {
  server: RunningServer;
  browser: BrowserSession;
  page: Page;
}

/**
 * One browser-test file's world: the real server on a fresh database and a fresh chromium
 * profile, started before the file's tests and stopped after them; an uncaught page error fails
 * the test it happened in. The fields are filled once `beforeAll` has run.
 */
export function browserSuite(options: { locale?: string } = {}): BrowserSuite {
  const suite = {} as BrowserSuite;
  beforeAll(async () => {
    suite.server = await startServer();
    suite.browser = await openBrowser(suite.server.url, options);
    suite.page = suite.browser.page;
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  afterEach(() => {
    expect(suite.browser.pageErrors).toEqual([]);
  });
  return suite;
}
