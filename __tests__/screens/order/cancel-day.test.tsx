import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DayOrderDetailScreen from '@/screens/order/DayOrderDetail';
import { cancelOrderDay, orderDetail, type Order } from '@/lib/contract/order';
import { setLocale } from '@/lib/i18n';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { makeOrder } from '../../setup/factories';
import { at, renderScreen, signIn } from '../../setup/test-utils';

// Decision 086: a paid day still before its cut-off offers 取消这天; it asks first, naming the
// day and what goes back (the price paid, here ¥13.50 of a ¥15.00 meal bought with a discount);
// a refusal says why in the user's language.

const day = (id: number, mealsDate: string, cancel: boolean) => ({
  id,
  mealsDate,
  diningType: 'Lunch' as const,
  mealKind: 'Ordinary' as const,
  price: 1500,
  state: 'Order' as const,
  cancel: cancel
    ? { credit: 1350, cutOff: `2026-03-0${Number(mealsDate.slice(-1)) - 1}T08:00:00.000Z` }
    : null,
});

const paid: Order = makeOrder({
  id: 1,
  amount: 3000,
  orderStatus: 'Pay',
  payStatus: 'Pay',
  paidAt: '2026-03-01T09:00:00.000Z',
  dayOrderDetails: [day(11, '2026-03-02', false), day(12, '2026-03-05', true)],
});

beforeEach(async () => {
  await signIn();
  at('/pages/order/DayOrderDetail?id=1');
  server.use(handle(orderDetail, () => ok(paid)));
});
afterEach(async () => {
  await setLocale('zh-CN');
});

async function confirmInModal(name: string) {
  const buttons = await screen.findAllByRole('button', { name });
  await userEvent.click(buttons[buttons.length - 1]!);
}

describe('取消这天 on an order detail', () => {
  it('is offered only for a day still open, asks first naming the day and the credit, then credits it', async () => {
    const calls: string[] = [];
    server.use(
      handle(cancelOrderDay, ({ params, request }) => {
        calls.push(
          `${params.id}/${params.dayId} ${request.headers.get('Idempotency-Key') ? 'key' : 'nokey'}`,
        );
        return ok({
          order: {
            ...paid,
            refundedAmount: 1350,
            dayOrderDetails: [
              paid.dayOrderDetails[0]!,
              { ...day(12, '2026-03-05', false), state: 'Unsubscribe' as const },
            ],
          },
          credited: 1350,
        });
      }),
    );
    renderScreen(<DayOrderDetailScreen />);
    const cancel = await screen.findByRole('button', { name: '取消 2026-03-05 这天，退回 ¥13.50' });
    expect(screen.getAllByRole('button', { name: /^取消 .* 这天/ })).toHaveLength(1);

    await userEvent.click(cancel);
    expect(
      await screen.findByText(
        '取消 2026-03-05 这天的午餐？实付的 ¥13.50 将退回该学校的余额，不能撤销。',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '不取消' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: '不取消' })).not.toBeInTheDocument(),
    );
    expect(calls).toEqual([]);

    await userEvent.click(cancel);
    await confirmInModal('确认取消');
    expect(await screen.findByText('已取消 2026-03-05，¥13.50 已退回余额')).toBeInTheDocument();
    expect(calls).toEqual(['1/12 key']);
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: /^取消 2026-03-05 这天/ }),
      ).not.toBeInTheDocument(),
    );
    const days = screen.getByRole('region', { name: '订餐明细' });
    expect(within(days).getByText(/¥15.00 · 已退订/)).toBeInTheDocument();
  });

  it('a refusal past the cut-off says so', async () => {
    server.use(
      handle(cancelOrderDay, () =>
        fail(409, '2026-03-05 这天已于 2026-03-04 16:00 截止退订，不能再取消', 'DAY_CANCEL_CLOSED'),
      ),
    );
    renderScreen(<DayOrderDetailScreen />);
    await userEvent.click(await screen.findByRole('button', { name: /^取消 2026-03-05 这天/ }));
    await confirmInModal('确认取消');
    expect(await screen.findByText('这天已过退订截止时间，不能再取消')).toBeInTheDocument();
  });

  it('speaks English: the question, the buttons and a refusal', async () => {
    await setLocale('en');
    server.use(
      handle(cancelOrderDay, () =>
        fail(409, '2026-03-05 这天已取消，不会重复退款', 'DAY_ALREADY_CANCELLED'),
      ),
    );
    renderScreen(<DayOrderDetailScreen />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Cancel 2026-03-05, credit ¥13.50' }),
    );
    expect(
      await screen.findByText(
        'Cancel Lunch on 2026-03-05? The ¥13.50 paid goes back to your balance at this school. This cannot be undone.',
      ),
    ).toBeInTheDocument();
    await confirmInModal('Cancel');
    expect(
      await screen.findByText(
        'This day is already cancelled; nothing more is credited. Pull to refresh.',
      ),
    ).toBeInTheDocument();
  });
});
