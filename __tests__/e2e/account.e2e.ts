import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { expect as expectPage } from './support/expect';
import { startServer, type RunningServer } from './support/server';
import {
  DEMO_PASSWORD,
  gotoRoute,
  signInThroughLoginScreen,
  type DemoAccount,
} from './support/session';

// Sign-in, registration and the child's identity (decision 006), end to end, on a fresh database.

let server: RunningServer;
let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser(server.url);
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
afterEach(() => {
  expect(browser.pageErrors).toEqual([]);
});

/** A real 16×16 PNG (a blue square, unlike the orange profile behind it), built here so no binary fixture is checked in. */
function bluePng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const size = 16;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [0x1e, 0x6f, 0xd9]).flat()),
  ]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const atHash = (prefix: string) => (url: URL) => url.hash.startsWith(`#${prefix}`);

async function open(path: string): Promise<void> {
  await gotoRoute(page, path);
}

async function latestSmsCode(mobile: string): Promise<string> {
  return page.evaluate(async (number) => {
    const response = await fetch(`/api/demo/sms/outbox?mobile=${number}`);
    const body = (await response.json()) as { data: { code: string }[] };
    return body.data[0]!.code;
  }, mobile);
}

async function logOutThroughSetting(): Promise<void> {
  await open('/pages/my/Setting');
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await page.waitForURL(atHash('/pages/user/login'));
}

async function passwordLogin(username: string, password: string): Promise<void> {
  await open('/pages/user/login');
  await page.getByLabel('账号', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** No sideways scrolling at this width. */
async function fitsWidth(width: number): Promise<{ scrollWidth: number; innerWidth: number }> {
  await page.setViewportSize({ width, height: 700 });
  await page.waitForTimeout(150);
  return page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
}

describe('signing in and out', () => {
  it('password login reaches home; logout from Setting returns to login', async () => {
    await signInThroughLoginScreen(page, 'parent_a');
    await expectPage.visibleText(page, '张小');
    await logOutThroughSetting();
    await expectPage.visible(page.getByRole('button', { name: '登录', exact: true }));
  });

  it('a wrong password stays on login with both fields marked invalid and says so in view', async () => {
    await passwordLogin('parent_a', 'Wrong@2026');
    await page.waitForSelector('input[aria-invalid="true"]');
    expect(page.url()).toContain('#/pages/user/login');
    expect(await page.getByLabel('账号', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(await page.getByLabel('密码', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    // Decision 068: a visible line, not only red outlines, inside the screen at 375 and 320 px.
    const said = page.getByRole('alert').filter({ hasText: '账号或密码不正确，请检查后重新输入' });
    for (const width of [375, 320]) {
      expect(await fitsWidth(width)).toEqual({ scrollWidth: width, innerWidth: width });
      await expectPage.visible(said);
      const box = await said.boundingBox();
      expect(box!.x >= 0 && box!.x + box!.width <= width).toBe(true);
    }
    await page.setViewportSize({ width: 375, height: 667 });
    // Switching to SMS login keeps the account typed.
    await page.getByRole('tab', { name: '验证码登录' }).click();
    expect(await page.getByLabel('手机号', { exact: true }).inputValue()).toBe('parent_a');
  });

  it('SMS login reads its code from the demo outbox', async () => {
    await open('/pages/user/login');
    await page.getByRole('tab', { name: '验证码登录' }).click();
    await page.getByLabel('手机号', { exact: true }).fill('13800000001');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expectPage.visibleText(page, '秒后重发');
    await page.getByLabel('验证码', { exact: true }).fill(await latestSmsCode('13800000001'));
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL(atHash('/pages/index/index'));
    await expectPage.visibleText(page, '张小');
  });

  it('a token revoked mid-session gives the 401 toast and lands on login', async () => {
    // The restarted app restores the stored session and calls the API with its bearer token.
    const authorised = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/associated/user/identity',
    );
    await page.reload();
    const request = await authorised;
    const bearer = (await request.allHeaders()).authorization;
    expect(bearer).toMatch(/^Bearer \S+$/);
    const status = await page.evaluate(
      async (authorization) =>
        (await fetch('/logout', { method: 'POST', headers: { Authorization: authorization } }))
          .status,
      bearer!,
    );
    expect(status).toBeLessThan(300);
    // A screen whose data is not cached yet, so it calls the API with the revoked token.
    await page.goto('/#/pages/register/MessageRecord');
    await expectPage.visibleText(page, '身份过期，请重新登录');
    await page.waitForURL(atHash('/pages/user/login'));
  });
});

describe("a guardian's children and account (parent_b)", () => {
  const NEW_MOBILE = '13900000042';
  const NEW_PASSWORD = 'Canteen@2027';

  beforeAll(async () => {
    await signInThroughLoginScreen(page, 'parent_b' as DemoAccount);
  });

  it('links a second child with its claim code and switches to it', async () => {
    await open('/pages/register/BindingUser');
    await page.getByLabel('孩子姓名').fill('钱多多');
    await page.getByLabel('性别').selectOption({ label: '男' });
    await page.getByLabel('学校', { exact: true }).selectOption({ label: '阳光实验小学' });
    await page.waitForFunction(
      () => (document.querySelectorAll('select')[2]?.options.length ?? 0) > 1,
    );
    await page.getByLabel('年级', { exact: true }).selectOption({ label: '三年级' });
    await page.waitForFunction(
      () => (document.querySelectorAll('select')[3]?.options.length ?? 0) > 1,
    );
    await page.getByLabel('班级', { exact: true }).selectOption({ label: '三年级2班' });
    // The demo's letter for 钱多多 (decision 070), and the guardian's consent.
    await page.getByLabel('认领码', { exact: true }).fill('SUNB-2345');
    await page.getByRole('checkbox', { name: /个人信息保护告知书/ }).check();
    await page.getByRole('button', { name: '添加孩子' }).click();
    await expectPage.visibleText(page, '操作成功');

    await open('/pages/my/index');
    await page.getByRole('button', { name: /切换到钱多多/ }).click();
    await page.waitForURL(atHash('/pages/index/index'));
    await open('/pages/my/index');
    await expectPage.visible(page.getByRole('heading', { name: '钱多多' }));
  });

  it('binds a new mobile with an SMS code and Mine shows it', async () => {
    await open('/pages/my/BindMobile');
    await page.getByLabel('手机号', { exact: true }).fill(NEW_MOBILE);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expectPage.visibleText(page, '验证码已发送');
    await page.getByLabel('验证码', { exact: true }).fill(await latestSmsCode(NEW_MOBILE));
    await page.getByRole('button', { name: '绑定手机号' }).click();
    await expectPage.visibleText(page, '操作成功');
    await open('/pages/my/index');
    await expectPage.visibleText(page, NEW_MOBILE);
  });

  it('uploads a head photo and sees it on Mine', async () => {
    await open('/pages/my/index');
    const receipt = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/attachment/upload',
    );
    await page
      .getByLabel('更换头像')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: bluePng() });
    expect((await receipt).status()).toBe(200);
    const photo = page.getByRole('img', { name: '钱多多的头像' });
    await expectPage.visible(photo);
    expect(await photo.getAttribute('src')).toMatch(new RegExp(`^${server.url}/files/[\\w-]{22}$`));
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('img[alt="钱多多的头像"]');
      return Boolean(image?.complete && image.naturalWidth === 16);
    });
    await browser.screenshot('account-head-photo-375');
    await page.setViewportSize({ width: 320, height: 640 });
    await browser.screenshot('account-head-photo-320');
    await page.setViewportSize({ width: 375, height: 667 });
  });

  it('changes the password, then logs in with the new one only', async () => {
    await open('/pages/my/UpdatePassword');
    await page.getByLabel('原密码').fill(DEMO_PASSWORD);
    await page.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('确认新密码').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: '保存' }).click();
    await expectPage.visibleText(page, '密码已修改');
    await logOutThroughSetting();

    await passwordLogin('parent_b', DEMO_PASSWORD);
    await page.waitForSelector('input[aria-invalid="true"]');
    await passwordLogin('parent_b', NEW_PASSWORD);
    await page.waitForURL(atHash('/pages/index/index'));
  });
});

describe('every screen of the issue at 320 and 414 px, and axe', () => {
  const SIGNED_IN = [
    '/pages/my/index',
    '/pages/my/Setting',
    '/pages/my/UpdatePassword',
    '/pages/my/BindMobile',
    '/pages/register/Home',
    '/pages/register/BindingUser',
    '/pages/register/Info',
    '/pages/register/MessageRecord',
  ];

  it.each(SIGNED_IN)('%s', async (path) => {
    await open(path);
    // The screen is drawn and none of its parts is still loading (AsyncState marks that busy).
    await page.locator('main').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    for (const width of [320, 414]) {
      const { scrollWidth, innerWidth } = await fitsWidth(width);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    }
    await page.setViewportSize({ width: 375, height: 667 });
    expect(await axeViolations(page)).toEqual([]);
  });

  it('/pages/user/login (both modes)', async () => {
    await logOutThroughSetting();
    for (const mode of ['密码登录', '验证码登录']) {
      await page.getByRole('tab', { name: mode }).click();
      for (const width of [320, 414]) {
        const { scrollWidth, innerWidth } = await fitsWidth(width);
        expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      }
      await page.setViewportSize({ width: 375, height: 667 });
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});
