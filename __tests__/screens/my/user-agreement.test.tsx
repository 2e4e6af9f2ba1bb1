import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UserAgreementDetailScreen from '@/screens/my/UserAgreementDetail';
import { privacyNotice } from '@/lib/contract/enrolment';
import { agreementList } from '@/lib/contract/schoolInfo';
import { setLocale } from '@/lib/i18n';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { firstChild } from '../../setup/factories';
import { at, renderScreen, signIn } from '../../setup/test-utils';

const notice = {
  unitId: firstChild.unitId,
  title: '阳光小学个人信息保护告知书',
  content: '学校仅为订餐、配餐和缴费收集孩子的姓名、班级和过敏信息。',
  version: 'A12',
};

let caterContracts = 0;
beforeEach(async () => {
  at('/pages/my/UserAgreementDetail');
  await signIn();
  caterContracts = 0;
  server.use(
    handle(privacyNotice, ({ params }) =>
      params.unitId === firstChild.unitId ? ok(notice) : fail(404, '资源不存在'),
    ),
    // The school's contracts with its caterer are not the guardian's agreement.
    handle(agreementList, () => {
      caterContracts += 1;
      return fail(500);
    }),
  );
});
afterEach(() => setLocale('zh-CN'));

describe('User agreement', () => {
  it('shows the privacy notice of the selected child’s school', async () => {
    renderScreen(<UserAgreementDetailScreen />);
    const section = await screen.findByRole('region', { name: notice.title });
    expect(within(section).getByText(notice.content)).toBeInTheDocument();
    expect(within(section).getByText(/监护人绑定孩子时须阅读并同意本告知书/)).toBeInTheDocument();
    expect(screen.queryByText('未通过')).not.toBeInTheDocument();
    expect(caterContracts).toBe(0);
  });

  it('says when the notice failed to load, and a retry shows it', async () => {
    server.use(handle(privacyNotice, () => fail(500, '服务器异常'), { once: true }));
    renderScreen(<UserAgreementDetailScreen />);
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText(notice.content)).toBeInTheDocument();
  });

  it('asks to link a child first when the account has none', async () => {
    await signIn([]);
    renderScreen(<UserAgreementDetailScreen />);
    expect(
      await screen.findByText('绑定孩子后，可在此阅读学校的个人信息保护告知书'),
    ).toBeInTheDocument();
  });

  it('speaks English when asked', async () => {
    await setLocale('en');
    renderScreen(<UserAgreementDetailScreen />);
    expect(
      await screen.findByText(/A guardian reads and agrees to this notice/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'User agreement' })).toBeInTheDocument();
  });
});
