import { openBrowser, type BrowserSession } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { expect as expectPage } from './support/expect';
import { apiGetFromPage, passwordLoginFromPage, signInThroughLoginScreen } from './support/session';

// What a newcomer sees first (README, "Quick start"): a fresh `npm start` serves the demo school; a
// guardian logs in from the page and sees their children as identities.

let server: RunningServer;
let browser: BrowserSession;

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface IdentityRow {
  userName: string;
  userTypes: string;
  unitName: string;
  classesName: string | null;
}

it('a guardian signs in on the login screen and the app loads both children', async () => {
  const { page } = browser;
  const identities = (await signInThroughLoginScreen(page, 'parent_a')) as {
    success: boolean;
    data: IdentityRow[];
  };
  expect(identities.success).toBe(true);
  expect(identities.data.map((row) => row.userName).sort()).toEqual(['张小明', '张小红'].sort());
  await expectPage.visibleText(page, '张小');
  await browser.screenshot('home-after-login');
});

it('a guardian logs in through the request layer and sees both demo children as identities', async () => {
  const { page } = browser;
  await page.goto('/');
  const token = await passwordLoginFromPage(page, 'parent_a');
  expect(token.token_type).toBe('bearer');
  expect(token.expires_in).toBeGreaterThan(0);

  const { status, body } = await apiGetFromPage(
    page,
    '/api/associated/user/identity',
    token.access_token,
  );
  expect(status).toBe(200);
  const envelope = body as { success: boolean; data: IdentityRow[] };
  expect(envelope.success).toBe(true);
  expect(envelope.data.map((row) => row.userName).sort()).toEqual(['张小明', '张小红'].sort());
  expect(envelope.data.every((row) => row.userTypes === 'Student')).toBe(true);
});

it('a second guardian sees only their own child', async () => {
  const { page } = browser;
  await page.goto('/');
  const token = await passwordLoginFromPage(page, 'parent_b');
  const { body } = await apiGetFromPage(page, '/api/associated/user/identity', token.access_token);
  expect((body as { data: IdentityRow[] }).data.map((row) => row.userName)).toEqual(['李华']);
});

it('without a token the identity list is refused', async () => {
  const { page } = browser;
  await page.goto('/');
  const status = await page.evaluate(
    async () => (await fetch('/api/associated/user/identity')).status,
  );
  expect(status).toBe(401);
});
