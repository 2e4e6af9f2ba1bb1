import { waitFor } from '@testing-library/react';
import { APP_ROOT_ID, bootScript } from '@/components/shell/BootFrame';
import { BOOT_SNAPSHOT_KEY, keepScreens, saveBootSnapshot } from '@/lib/shell/bootSnapshot';
import type { FrameNode } from '@/lib/shell/screenFrame';
import { clearSession } from '@/lib/session/store';
import { LOCALE_STORAGE_KEY } from '@/lib/i18n/preference';

// The boot script as the exported HTML runs it: after the app's (still empty) root.
function boot(hash: string): HTMLElement {
  window.location.hash = hash;
  document.body.innerHTML = `<div id="${APP_ROOT_ID}"></div>`;
  new Function(bootScript())();
  return document.getElementById(APP_ROOT_ID)!;
}

const frame = () => document.getElementById('boot-frame');

beforeEach(() => localStorage.clear());

describe("home's frame from the last child line (decision 090)", () => {
  it('paints the child home showed last, before any script, and leaves when the real head shows', async () => {
    saveBootSnapshot({
      title: '首页',
      name: '张小明',
      line: '阳光实验小学 · 三年级 · 三年级1班',
      switchLabel: '切换孩子',
    });
    const root = boot('#/pages/index/index');
    expect(frame()).toHaveAttribute('aria-hidden', 'true');
    expect(frame()).toHaveTextContent('首页');
    expect(frame()).toHaveTextContent('张小明');
    expect(frame()).toHaveTextContent('阳光实验小学 · 三年级 · 三年级1班');
    expect(frame()).toHaveTextContent('切换孩子');

    // The home chunk is in, but the children are still loading: the frame stays.
    root.innerHTML = '<main><div data-boot-pending=""></div></main>';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(frame()).not.toBeNull();

    root.innerHTML = '<main><section><h2>张小明</h2></section></main>';
    await waitFor(() => expect(frame()).toBeNull());
  });

  it('goes at once when the route changes (a session that ended sends the app to login)', async () => {
    saveBootSnapshot({ title: '首页', name: '张小明', line: '阳光实验小学' });
    boot('#/pages/index/index');
    expect(frame()).not.toBeNull();
    window.location.hash = '#/pages/user/login';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(frame()).toBeNull();
  });

  it('paints nothing on home without a saved line, nor on another route with one', () => {
    boot('#/pages/index/index');
    expect(frame()).toBeNull();
    saveBootSnapshot({ title: '首页', name: '张小明', line: '阳光实验小学' });
    boot('#/pages/order/index');
    expect(frame()).toBeNull();
  });

  it('ignores a saved value it cannot read', () => {
    localStorage.setItem(BOOT_SNAPSHOT_KEY, '{"name":');
    boot('#/pages/index/index');
    expect(frame()).toBeNull();
  });

  it('forgets the line with the session, so the next account never sees it', async () => {
    saveBootSnapshot({ title: '首页', name: '张小明', line: '阳光实验小学' });
    await clearSession();
    expect(localStorage.getItem(BOOT_SNAPSHOT_KEY)).toBeNull();
    boot('#/pages/index/index');
    expect(frame()).toBeNull();
  });
});

it("still paints the login screen's title on the login route", () => {
  boot('#/pages/user/login');
  expect(frame()?.querySelector('h1')?.textContent).toMatch(/\S/);
});

it("sets the page's language before the first paint, as the app will", () => {
  localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
  boot('#/pages/index/index');
  expect(document.documentElement.lang).toBe('en');
  localStorage.setItem(LOCALE_STORAGE_KEY, 'zh-CN');
  boot('#/pages/index/index');
  expect(document.documentElement.lang).toBe('zh-CN');
});

describe("the Orders tab's frame from its first cards (decision 093)", () => {
  const cards: FrameNode = [
    'div',
    'display:block',
    undefined,
    [
      ['header', 'display:flex;height:46px', '订单'],
      ['div', 'display:block', '张小红 · 日订单 · 午餐'],
      ['dl', 'display:block', undefined, [['dd', 'margin:0px', 'S202611300005']]],
    ],
  ];

  // The app starts in Chinese (the Settings choice), the language the cards were kept in.
  beforeEach(() => localStorage.setItem(LOCALE_STORAGE_KEY, 'zh-CN'));

  it('paints the kept cards in the language they were kept in, and leaves when the list shows', async () => {
    keepScreens({ orders: { locale: 'zh-CN', nodes: [cards] } });
    const root = boot('#/pages/order/index');
    expect(frame()).toHaveAttribute('aria-hidden', 'true');
    expect(frame()).toHaveTextContent('订单');
    expect(frame()).toHaveTextContent('张小红 · 日订单 · 午餐');
    expect(frame()?.querySelector('dd')).toHaveTextContent('S202611300005');
    expect(frame()?.querySelector('header')).toHaveStyle({ height: '46px' });

    root.innerHTML = '<main><p data-boot-pending="">加载中...</p></main>';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(frame()).not.toBeNull();
    root.innerHTML = '<main><article>张小红</article></main>';
    await waitFor(() => expect(frame()).toBeNull());
  });

  it('draws nothing when the app will start in another language', () => {
    keepScreens({ orders: { locale: 'zh-CN', nodes: [cards] } });
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    boot('#/pages/order/index');
    expect(frame()).toBeNull();
  });

  it('builds text and known elements only: no markup, no script', () => {
    keepScreens({
      orders: {
        locale: 'zh-CN',
        nodes: [
          ['script', '', 'window.ran = true'],
          ['p', '', '<img src=x onerror="window.ran = true">'],
        ],
      },
    });
    boot('#/pages/order/index');
    expect(frame()?.querySelector('script, img')).toBeNull();
    expect(frame()?.querySelector('p')).toHaveTextContent('<img src=x');
    expect((window as { ran?: boolean }).ran).toBeUndefined();
  });

  it("is kept beside home's line, and both go with the session", async () => {
    keepScreens({ orders: { locale: 'zh-CN', nodes: [cards] } });
    saveBootSnapshot({ title: '首页', name: '张小明', line: '阳光实验小学' });
    boot('#/pages/order/index');
    expect(frame()).toHaveTextContent('张小红 · 日订单 · 午餐');
    boot('#/pages/index/index');
    expect(frame()).toHaveTextContent('阳光实验小学');

    await clearSession();
    boot('#/pages/order/index');
    expect(frame()).toBeNull();
    boot('#/pages/index/index');
    expect(frame()).toBeNull();
  });
});
