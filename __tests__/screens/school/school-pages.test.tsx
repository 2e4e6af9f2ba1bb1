import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NewsScreen from '@/screens/news/index';
import BusinessScreen from '@/screens/business/index';
import BusinessBriefScreen from '@/screens/business/brief';
import DemoScreen from '@/screens/demo/index';
import CertificateScreen from '@/screens/enterprise/certificate';
import AgreementImageScreen from '@/screens/enterprise/agreementImage';
import { tenantAttachments } from '@/lib/contract/attachment';
import {
  businessBrief,
  serviceBusinessOfDate,
  studentBusiness,
  type Business,
} from '@/lib/contract/business';
import { demoMode } from '@/lib/contract/demo';
import {
  agreementDetail,
  qualifications,
  schoolNews,
  type Agreement,
  type NewsItem,
  type Qualification,
} from '@/lib/contract/schoolInfo';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { makeSetting, page } from '../../setup/factories';
import { at, hashNow, renderScreen, signIn } from '../../setup/test-utils';

// The school's published pages that only the route sweep visited: what a parent reads on each,
// what a tap does, and the empty and failed states with their retry.

beforeEach(async () => {
  await signIn();
});

// In one server.use call the first handler listed answers first: the failure comes once.

/** A list footer after a failed page: the line says so and its button retries. */
async function retryList() {
  expect(await screen.findByText('没有加载出来，请检查网络后点重试')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
}

describe('news', () => {
  const item = (id: number): NewsItem => ({
    id,
    unitId: 1,
    title: `新闻${id}`,
    summary: `摘要${id}`,
    content: `正文${id}`,
    publishedAt: '2026-03-02T02:00:00.000Z',
  });

  it('lists the school’s news with its summary, and opening one shows its text', async () => {
    at('/pages/news/index');
    server.use(
      handle(schoolNews, ({ params, query }) =>
        params.schoolId === 1
          ? ok(page(query.page === 0 ? [item(1), item(2)] : [], query.page))
          : fail(404),
      ),
    );
    renderScreen(<NewsScreen />);
    const first = (await screen.findByRole('heading', { name: '新闻1' })).closest('article')!;
    expect(within(first).getByText('摘要1')).toBeInTheDocument();
    const text = within(first).getByText('正文1');
    expect(text).not.toBeVisible();
    await userEvent.click(within(first).getByText('新闻1', { selector: 'summary' }));
    expect(text).toBeVisible();
    expect(screen.getByRole('heading', { name: '新闻2' })).toBeInTheDocument();
  });

  it('reads the school named in the link', async () => {
    at('/pages/news/index?schoolId=2');
    server.use(
      handle(schoolNews, ({ params, query }) =>
        ok(
          page(
            params.schoolId === 2 && query.page === 0 ? [{ ...item(5), unitId: 2 }] : [],
            query.page,
          ),
        ),
      ),
    );
    renderScreen(<NewsScreen />);
    expect(await screen.findByRole('heading', { name: '新闻5' })).toBeInTheDocument();
  });

  it('says when there is no news', async () => {
    at('/pages/news/index');
    server.use(handle(schoolNews, ({ query }) => ok(page([], query.page))));
    renderScreen(<NewsScreen />);
    expect(await screen.findByText('暂无新闻')).toBeInTheDocument();
  });

  it('says when the news failed to load, and a retry shows it', async () => {
    at('/pages/news/index');
    server.use(
      handle(schoolNews, () => fail(500, '服务器异常'), { once: true }),
      handle(schoolNews, ({ query }) => ok(page(query.page === 0 ? [item(1)] : [], query.page))),
    );
    renderScreen(<NewsScreen />);
    await retryList();
    expect(await screen.findByRole('heading', { name: '新闻1' })).toBeInTheDocument();
  });
});

const caterer: Business = {
  id: 3,
  name: '鲜味源餐饮管理有限公司',
  phone: '0571-88880000',
  logoUrl: null,
  summary: '专注学生营养餐十年',
};

describe('business', () => {
  beforeEach(() => at('/pages/business/index'));

  it('shows the caterer, how to reach it and today’s serving times, and opens its brief', async () => {
    server.use(
      handle(studentBusiness, () => ok(caterer)),
      handle(serviceBusinessOfDate, ({ params }) =>
        ok([
          makeSetting({ date: params.date, diningType: 'Lunch' }),
          makeSetting({ date: params.date, diningType: 'Dinner', applies: false }),
        ]),
      ),
    );
    renderScreen(<BusinessScreen />);
    expect(await screen.findByRole('heading', { name: caterer.name })).toBeInTheDocument();
    expect(screen.getByText('电话：0571-88880000')).toBeInTheDocument();
    const today = screen.getByRole('region', { name: '今日供餐' });
    expect(await within(today).findByText('午餐 11:50–12:40')).toBeInTheDocument();
    expect(within(today).queryByText(/晚餐/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '企业简介' }));
    await waitFor(() => expect(hashNow()).toBe('#/pages/business/brief?id=3'));
  });

  it('says when nothing is served today', async () => {
    server.use(
      handle(studentBusiness, () => ok(caterer)),
      handle(serviceBusinessOfDate, () => ok([])),
    );
    renderScreen(<BusinessScreen />);
    expect(await screen.findByText('今日不供餐')).toBeInTheDocument();
  });

  it('says when the school has no caterer', async () => {
    server.use(
      handle(studentBusiness, () => ok(null)),
      handle(serviceBusinessOfDate, () => ok([])),
    );
    renderScreen(<BusinessScreen />);
    expect(await screen.findByText('学校暂未指定服务商')).toBeInTheDocument();
  });

  it('says when the caterer failed to load, and a retry shows it', async () => {
    server.use(
      handle(studentBusiness, () => fail(500, '服务器异常'), { once: true }),
      handle(studentBusiness, () => ok(caterer)),
      handle(serviceBusinessOfDate, () => ok([])),
    );
    renderScreen(<BusinessScreen />);
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: caterer.name })).toBeInTheDocument();
  });
});

describe('business brief', () => {
  const brief = {
    id: 3,
    name: caterer.name,
    content: '公司拥有中央厨房，冷链配送到校。',
    phone: '0571-88880000',
    address: '杭州市西湖区文三路 1 号',
  };

  // The screen asks for the caterer serving the child too (the brief without an id is its own).
  beforeEach(() => server.use(handle(studentBusiness, () => ok(caterer))));

  it('shows the brief of the caterer named in the link', async () => {
    at('/pages/business/brief?id=3');
    server.use(handle(businessBrief, ({ params }) => (params.id === 3 ? ok(brief) : fail(404))));
    renderScreen(<BusinessBriefScreen />);
    expect(await screen.findByText(brief.content)).toBeInTheDocument();
    expect(screen.getByText('地址：杭州市西湖区文三路 1 号')).toBeInTheDocument();
    expect(screen.getByText('电话：0571-88880000')).toBeInTheDocument();
  });

  it('without an id, shows the brief of the caterer serving the child', async () => {
    at('/pages/business/brief');
    server.use(
      handle(studentBusiness, () => ok(caterer)),
      handle(businessBrief, ({ params }) => (params.id === 3 ? ok(brief) : fail(404))),
    );
    renderScreen(<BusinessBriefScreen />);
    expect(await screen.findByText(brief.content)).toBeInTheDocument();
  });

  it('says when the school has no caterer', async () => {
    at('/pages/business/brief');
    server.use(handle(studentBusiness, () => ok(null)));
    renderScreen(<BusinessBriefScreen />);
    expect(await screen.findByText('学校暂未指定服务商')).toBeInTheDocument();
  });

  it('says when the brief failed to load, and a retry shows it', async () => {
    at('/pages/business/brief?id=3');
    server.use(
      handle(businessBrief, () => fail(500, '服务器异常'), { once: true }),
      handle(businessBrief, () => ok(brief)),
    );
    renderScreen(<BusinessBriefScreen />);
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText(brief.content)).toBeInTheDocument();
  });
});

describe('demo', () => {
  beforeEach(() => at('/pages/demo/index'));

  it('in the demo, lists the demo logins and opens the menu wall screen', async () => {
    server.use(handle(demoMode, () => ok({ demo: true })));
    renderScreen(<DemoScreen />);
    const logins = await screen.findByRole('region', { name: '演示账号（密码均为 Demo@2026）' });
    expect(within(logins).getByText('parent_a / 13800000001：两个孩子的家长')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '打开菜谱公示屏' }));
    await waitFor(() => expect(hashNow()).toContain('/pages/publicity/index'));
    expect(hashNow()).toContain('kiosk=1');
  });

  it('outside the demo says the tour is not offered and shows no login', async () => {
    renderScreen(<DemoScreen />);
    expect(await screen.findByText('演示导览只在演示环境中提供')).toBeInTheDocument();
    expect(screen.queryByText(/Demo@2026/)).not.toBeInTheDocument();
  });

  it('says when the question failed, and a retry asks again', async () => {
    server.use(
      handle(demoMode, () => fail(500, '服务器异常'), { once: true }),
      handle(demoMode, () => ok({ demo: true })),
    );
    renderScreen(<DemoScreen />);
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText(/parent_a \/ 13800000001/)).toBeInTheDocument();
  });
});

describe('certificate', () => {
  const certificate: Qualification = {
    id: 8,
    unitId: 1,
    kind: 'Certificate',
    name: '食品经营许可证',
    issuer: '杭州市市场监督管理局',
    validUntil: '2027-12-31',
    images: [{ id: 'f1', url: '/files/f1.png', name: 'f1.png', contentType: 'image/png' }],
  };

  beforeEach(() => at('/pages/enterprise/certificate'));

  it('shows the caterer’s certificates (not its other qualifications); a tap opens the image', async () => {
    server.use(
      handle(qualifications, ({ query }) =>
        ok(
          page(
            query.kind === 'Certificate' && query.page === 0 ? [certificate] : [],
            query.page,
            4,
          ),
        ),
      ),
    );
    renderScreen(<CertificateScreen />);
    const card = (await screen.findByRole('heading', { name: certificate.name })).closest(
      'article',
    )!;
    expect(within(card).getByText('发证机关：杭州市市场监督管理局')).toBeInTheDocument();
    expect(within(card).getByText('有效期至：2027-12-31')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: '食品经营许可证，第 1 张' }));
    await waitFor(() => expect(hashNow()).toContain('/pages/container/image'));
  });

  it('says when there is none', async () => {
    server.use(handle(qualifications, ({ query }) => ok(page([], query.page, 4))));
    renderScreen(<CertificateScreen />);
    expect(await screen.findByText('暂无资质')).toBeInTheDocument();
  });

  it('says when they failed to load, and a retry shows them', async () => {
    server.use(
      handle(qualifications, () => fail(500, '服务器异常'), { once: true }),
      handle(qualifications, ({ query }) =>
        ok(page(query.page === 0 ? [certificate] : [], query.page, 4)),
      ),
    );
    renderScreen(<CertificateScreen />);
    await retryList();
    expect(await screen.findByRole('heading', { name: certificate.name })).toBeInTheDocument();
  });
});

describe('agreement images', () => {
  const agreement: Agreement = {
    id: 4,
    unitId: 1,
    title: '学生营养餐供餐服务协议',
    partyName: '鲜味源',
    content: '约定内容',
    auditStatus: 'Pass',
    userType: 'Student',
    signedOn: '2026-03-01',
    validUntil: null,
    imageCount: 2,
  };
  const files = [1, 2].map((n) => ({
    id: `a${n}`,
    url: `/files/a${n}.png`,
    name: `a${n}.png`,
    contentType: 'image/png',
  }));

  beforeEach(() => {
    at('/pages/enterprise/agreementImage?id=4');
    server.use(
      handle(agreementDetail, ({ params }) => (params.id === 4 ? ok(agreement) : fail(404))),
    );
  });

  it('shows the agreement’s contract images under its title; a tap opens one', async () => {
    server.use(
      handle(tenantAttachments, ({ params }) =>
        params.tenantType === 'agreement.contract' && params.id === '4' ? ok(files) : fail(404),
      ),
    );
    renderScreen(<AgreementImageScreen />);
    expect(await screen.findByRole('heading', { name: agreement.title })).toBeInTheDocument();
    expect(
      screen.getAllByRole('button', { name: /学生营养餐供餐服务协议，第 \d 张/ }),
    ).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: '学生营养餐供餐服务协议，第 2 张' }));
    await waitFor(() => expect(hashNow()).toContain(encodeURIComponent('/files/a2.png')));
  });

  it('says when the agreement has no images', async () => {
    server.use(handle(tenantAttachments, () => ok([])));
    renderScreen(<AgreementImageScreen />);
    expect(await screen.findByText('暂无协议图片')).toBeInTheDocument();
  });

  it('says when the images failed to load, and a retry shows them', async () => {
    server.use(
      handle(tenantAttachments, () => fail(500, '服务器异常'), { once: true }),
      handle(tenantAttachments, () => ok(files)),
    );
    renderScreen(<AgreementImageScreen />);
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findAllByRole('button', { name: /第 \d 张/ })).toHaveLength(2);
  });
});
