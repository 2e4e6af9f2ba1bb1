import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CouponsSection } from '@/screens/admin/parts/CouponsSection';
import { adminCoupons, issueCoupon } from '@/lib/contract/adminPrepaid';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { renderScreen, signIn } from '../../setup/test-utils';

// A console amount that is not one (words, three decimals) is said, and nothing is sent; a
// typed amount reaches the server as integer fen.

beforeEach(async () => {
  await signIn();
});

async function fillCoupon(value: string): Promise<void> {
  const form = await screen.findByRole('form', { name: '发放优惠券' });
  const field = (label: string) => within(form).getByLabelText(label);
  await userEvent.clear(field('家长手机号'));
  await userEvent.type(field('家长手机号'), '13800000001');
  await userEvent.clear(field('名称'));
  await userEvent.type(field('名称'), '开学礼券');
  await userEvent.clear(field('面额（元）'));
  await userEvent.type(field('面额（元）'), value);
  await userEvent.clear(field('开始日期'));
  await userEvent.type(field('开始日期'), '2026-12-01');
  await userEvent.clear(field('结束日期'));
  await userEvent.type(field('结束日期'), '2026-12-31');
}

it('refuses a coupon value that is not an amount, then sends a typed one as fen', async () => {
  const sent: unknown[] = [];
  server.use(
    handle(adminCoupons, () => ok([])),
    handle(issueCoupon, ({ body }) => {
      sent.push(body);
      return ok({
        id: 1,
        name: body.name,
        couponScene: 'Business',
        value: body.value,
        minOrderAmount: body.minOrderAmount,
        validFrom: body.validFrom,
        validUntil: body.validUntil,
        couponStatus: null,
        accountName: '王丽',
        mobile: body.mobile,
        revokedAt: null,
      } as never);
    }),
  );
  renderScreen(<CouponsSection />);
  for (const bad of ['abc', '1.005']) {
    await fillCoupon(bad);
    await userEvent.click(screen.getByRole('button', { name: '发放优惠券' }));
    expect(await screen.findByText('请输入正确的金额（元，最多两位小数）')).toBeInTheDocument();
  }
  expect(sent).toEqual([]);

  await fillCoupon('12.5');
  await userEvent.click(screen.getByRole('button', { name: '发放优惠券' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ value: 1250, minOrderAmount: 0 });
});
