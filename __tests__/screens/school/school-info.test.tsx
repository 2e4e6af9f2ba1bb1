import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AgreementScreen from '@/screens/enterprise/agreement';
import WebviewScreen from '@/screens/container/webview';
import PublicityScreen from '@/screens/publicity/index';
import {
  agreementDetail,
  agreementList,
  publicityMenus,
  schoolProfile,
  type Agreement,
  type PublicityDay,
} from '@/lib/contract/schoolInfo';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { at, hashNow, renderScreen, signIn } from '../../setup/test-utils';

// What a school publishes (decision 023): agreements with their audit status in Chinese (4 a page), the webview
// refusing an address the school does not allow, and the kiosk keeping its last good menu.

function makeAgreement(id: number, overrides: Partial<Agreement> = {}): Agreement {
  return {
    id,
    unitId: 1,
    title: `协议${id}`,
    partyName: '鲜味源',
    content: '约定内容',
    auditStatus: 'Pass',
    userType: 'Student',
    signedOn: '2026-03-01',
    validUntil: null,
    imageCount: 0,
    ...overrides,
  };
}

beforeEach(async () => {
  await signIn();
});

describe('agreements', () => {
  it('pages 4 at a time and shows 已通过 / 未通过 / 待审核', async () => {
    at('/pages/enterprise/agreement');
    const asked: number[] = [];
    const all = [
      makeAgreement(1, { auditStatus: 'ToAudit', signedOn: null }),
      makeAgreement(2, { auditStatus: 'Pass' }),
      makeAgreement(3, { auditStatus: 'NotPass' }),
      makeAgreement(4),
      makeAgreement(5),
    ];
    server.use(
      handle(agreementList, ({ query }) => {
        asked.push(query.size);
        const content = all.slice(query.page * query.size, (query.page + 1) * query.size);
        return ok({ content, page: query.page, size: query.size, total: all.length });
      }),
      handle(agreementDetail, ({ params }) => ok(all[params.id - 1]!)),
    );
    renderScreen(<AgreementScreen />);
    expect(await screen.findByText('协议4')).toBeInTheDocument();
    expect(screen.queryByText('协议5')).not.toBeInTheDocument();
    expect(screen.getByText('待审核')).toBeInTheDocument();
    expect(screen.getByText('未通过')).toBeInTheDocument();
    expect(screen.getAllByText('已通过')).toHaveLength(2);
    expect(screen.getByText('尚未签订')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('协议5')).toBeInTheDocument();
    expect(asked).toEqual([4, 4]);
    await userEvent.click(screen.getByRole('button', { name: /协议3/ }));
    expect(hashNow()).toBe('#/pages/enterprise/agreement?id=3');
    expect(await screen.findByText('约定内容')).toBeInTheDocument();
  });

  it('one agreement with its status and a link to its images', async () => {
    at('/pages/enterprise/agreement?id=3');
    server.use(
      handle(agreementDetail, ({ params }) =>
        ok(makeAgreement(params.id, { auditStatus: 'NotPass', imageCount: 2 })),
      ),
    );
    renderScreen(<AgreementScreen />);
    expect(await screen.findByRole('heading', { name: /协议3/ })).toHaveTextContent('未通过');
    await userEvent.click(screen.getByRole('button', { name: '查看协议图片（2 张）' }));
    expect(hashNow()).toBe('#/pages/enterprise/agreementImage?id=3');
  });
});

describe('webview', () => {
  const profile = () =>
    handle(schoolProfile, ({ params }) =>
      ok({ id: params.schoolId, name: '实验小学', allowedOrigins: ['https://www.gov.cn'] }),
    );

  it('refuses an address outside the school list and renders no frame', async () => {
    at(`/pages/container/webview?url=${encodeURIComponent('https://www.gov.cn.evil.example/')}`);
    server.use(profile());
    const { container } = renderScreen(<WebviewScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '该网址不在学校允许的范围内，已拒绝打开：https://www.gov.cn.evil.example/',
    );
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('frames an allowed address', async () => {
    at(`/pages/container/webview?url=${encodeURIComponent('https://www.gov.cn/a')}`);
    server.use(profile());
    renderScreen(<WebviewScreen />);
    expect(await screen.findByTitle('学校允许的网页')).toHaveAttribute(
      'src',
      'https://www.gov.cn/a',
    );
  });
});

describe('webview: whose list applies', () => {
  // School 1 (the parent's) allows gov.cn; school 2's administrator added their own origin.
  const lists: Record<number, string[]> = {
    1: ['https://www.gov.cn'],
    2: ['https://evil.example'],
  };
  const asked: number[] = [];
  const profiles = () =>
    handle(schoolProfile, ({ params }) => {
      asked.push(params.schoolId);
      return ok({
        id: params.schoolId,
        name: `学校${params.schoolId}`,
        allowedOrigins: lists[params.schoolId] ?? [],
      });
    });
  beforeEach(() => {
    asked.length = 0;
  });

  it("refuses another school's origin named by the link's schoolId, and never asks for that school", async () => {
    at(
      `/pages/container/webview?schoolId=2&url=${encodeURIComponent('https://evil.example/phish')}`,
    );
    server.use(profiles());
    const { container } = renderScreen(<WebviewScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '该网址不在学校允许的范围内，已拒绝打开：https://evil.example/phish',
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(asked).toEqual([1]);
  });

  it("frames an origin of the parent's own school whatever schoolId the link names", async () => {
    at(`/pages/container/webview?schoolId=2&url=${encodeURIComponent('https://www.gov.cn/a')}`);
    server.use(profiles());
    renderScreen(<WebviewScreen />);
    expect(await screen.findByTitle('学校允许的网页')).toHaveAttribute(
      'src',
      'https://www.gov.cn/a',
    );
    expect(asked).not.toContain(2);
  });

  it('frames nothing without a signed-in school, whatever the link names', async () => {
    await signIn([]);
    at(
      `/pages/container/webview?schoolId=2&url=${encodeURIComponent('https://evil.example/phish')}`,
    );
    server.use(profiles());
    const { container } = renderScreen(<WebviewScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('已拒绝打开');
    expect(container.querySelector('iframe')).toBeNull();
    expect(asked).toEqual([]);
  });
});

describe('kiosk', () => {
  const day = (date: string): PublicityDay => ({
    date,
    entries: [
      {
        carteId: 1,
        diningType: 'Lunch',
        mealKind: 'Ordinary',
        dishes: [{ id: 1, name: '番茄炒蛋', weightGrams: 120, allergens: null }],
      },
    ],
  });

  it('keeps the last good menu with its data time when the server fails', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    at('/pages/publicity/index?schoolId=1&kiosk=1');
    let up = true;
    server.use(
      handle(publicityMenus, ({ query }) =>
        up
          ? ok({
              content: [day('2026-03-16'), day('2026-03-17')],
              page: query.page,
              size: query.size,
              total: 2,
              today: '2026-03-16',
              generatedAt: '2026-03-16T02:00:00.000Z',
            })
          : fail(503, '服务不可用'),
      ),
      handle(schoolProfile, ({ params }) =>
        up ? ok({ id: params.schoolId, name: '实验小学', allowedOrigins: [] }) : fail(503),
      ),
    );
    const { container } = renderScreen(<PublicityScreen />);
    const today = await screen.findByRole('region', { name: /今日菜谱 2026-03-16/ });
    expect(within(today).getByText('番茄炒蛋')).toBeInTheDocument();
    const main = container.querySelector('main')!;
    expect(main).toHaveAttribute('data-kiosk-state', 'live');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('实验小学');

    up = false;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(61_000);
    });
    expect(main).toHaveAttribute('data-kiosk-state', 'stale');
    expect(within(today).getByText('番茄炒蛋')).toBeInTheDocument();
    // The school's name stays while its profile cannot be had either.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('实验小学');
    expect(screen.getByRole('status')).toHaveTextContent('网络中断，显示的是上次获取的菜谱');
    expect(screen.getByRole('status')).toHaveTextContent(/数据时间：2026-03-16 \d{2}:00/);
    expect(screen.queryByRole('alert')).toBeNull();

    up = true;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(61_000);
    });
    expect(main).toHaveAttribute('data-kiosk-state', 'live');
    jest.useRealTimers();
  });

  it('stays live when an older refresh fails after a newer one answered', async () => {
    at('/pages/publicity/index?schoolId=1&kiosk=1');
    let calls = 0;
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((release) => (releaseFirst = release));
    server.use(
      handle(publicityMenus, async ({ query }) => {
        calls += 1;
        // The first refresh (on opening) meets a network that is about to drop: slow, then a 503.
        if (calls === 1) {
          await firstHeld;
          return fail(503, '服务不可用');
        }
        return ok({
          content: [day('2026-03-16')],
          page: query.page,
          size: query.size,
          total: 1,
          today: '2026-03-16',
          generatedAt: '2026-03-16T02:00:00.000Z',
        });
      }),
      handle(schoolProfile, ({ params }) =>
        ok({ id: params.schoolId, name: '实验小学', allowedOrigins: [] }),
      ),
    );
    const { container } = renderScreen(<PublicityScreen />);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    const main = container.querySelector('main')!;
    await screen.findByRole('region', { name: /今日菜谱 2026-03-16/ });
    expect(main).toHaveAttribute('data-kiosk-state', 'live');

    await act(async () => {
      releaseFirst();
      await firstHeld;
      await new Promise((settle) => setTimeout(settle, 50));
    });
    expect(calls).toBe(2);
    expect(main).toHaveAttribute('data-kiosk-state', 'live');
    expect(screen.getByRole('status')).not.toHaveTextContent('网络中断');
  });
});

describe('public menu ratings', () => {
  it("shows each dish's average of the week only when the school sends it (decision 078)", async () => {
    at('/pages/publicity/index?schoolId=1');
    server.use(
      handle(publicityMenus, ({ query }) =>
        ok({
          content: [
            {
              date: '2026-03-16',
              entries: [
                {
                  carteId: 1,
                  diningType: 'Lunch',
                  mealKind: 'Ordinary',
                  dishes: [
                    {
                      id: 1,
                      name: '番茄炒蛋',
                      weightGrams: 120,
                      allergens: null,
                      rating: { average: 4.5, ratings: 8 },
                    },
                    {
                      id: 2,
                      name: '清炒时蔬',
                      weightGrams: 100,
                      allergens: null,
                      rating: { average: null, ratings: 0 },
                    },
                    { id: 3, name: '米饭', weightGrams: 150, allergens: null },
                  ],
                },
              ],
            },
          ],
          page: query.page,
          size: query.size,
          total: 1,
          today: '2026-03-16',
          generatedAt: '2026-03-16T02:00:00.000Z',
        }),
      ),
    );
    renderScreen(<PublicityScreen />);
    // The ratings are in the full list, behind 展开全文 (decision 089).
    await userEvent.click(await screen.findByText('展开全文'));
    const rated = (await screen.findByText(/番茄炒蛋 120 克/)).closest('li')!;
    expect(rated).toHaveTextContent('本周平均评分 4.5（8 次评价）');
    expect(screen.getByText(/清炒时蔬/).closest('li')).toHaveTextContent('本周暂无评价');
    expect(screen.getByText(/米饭/).closest('li')).not.toHaveTextContent('评');
  });
});
