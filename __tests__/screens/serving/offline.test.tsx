import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OutboxNotice } from '@/components/outbox/OutboxNotice';
import ScanPanel from '@/components/serving/ScanPanel';
import type { CodeSource } from '@/components/serving/cameraSource';
import ServeScreen from '@/screens/admin/serve';
import {
  collectMeal,
  scanMealCode,
  servingClasses,
  servingList,
  type ServingChild,
} from '@/lib/contract/serving';
import { outboxItems } from '@/lib/outbox/outbox';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { at, renderScreen } from '../../setup/test-utils';
import { DATE, SERVICE, child, classList, countsOf, signInKitchen } from './fixtures';

// Ticks and scans made without a network wait in the outbox (decisions 026 and 078), show as
// waiting on the list, and go once, under the key they were made with, when the network returns.

let online = false;
let children: ServingChild[];
const keys: (string | null)[] = [];

beforeEach(async () => {
  online = false;
  keys.length = 0;
  children = [child(1, '张小明', 'Ordered'), child(2, '李小红', 'Ordered')];
  jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
  await signInKitchen();
  at(`/pages/admin/serve?date=${DATE}&diningType=Lunch`);
  server.use(
    handle(servingClasses, ({ query }) =>
      ok({
        date: query.date,
        diningType: query.diningType,
        serveEndAt: '2026-11-26T05:00:00.000Z',
        classes: [
          { classesId: 31, gradeName: '三年级', className: '1班', counts: countsOf(children) },
        ],
      }),
    ),
    handle(servingList, () => ok(classList(children))),
  );
});
afterEach(() => jest.restoreAllMocks());

it('a tick made offline waits on the list and is sent exactly once when the network returns', async () => {
  server.use(
    handle(collectMeal, ({ body, request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      children = children.map((c) =>
        c.associatedUserId === body.associatedUserId
          ? { ...c, state: 'Collected', at: '2026-11-26T04:06:00.000Z', source: 'List' }
          : c,
      );
      return ok({
        associatedUserId: body.associatedUserId,
        name: '张小明',
        className: '1班',
        date: body.date,
        diningType: body.diningType,
        mealKind: 'Ordinary',
        collectedAt: '2026-11-26T04:06:00.000Z',
        source: 'List',
      });
    }),
  );
  renderScreen(
    <>
      <OutboxNotice />
      <ServeScreen />
    </>,
  );
  // The list was read while the network was still there (the service worker keeps it too).
  online = true;
  await userEvent.click(await screen.findByRole('button', { name: /三年级 1班/ }));
  const row = await screen.findByRole('listitem', { name: '张小明' });
  online = false;
  await userEvent.click(within(row).getByRole('button', { name: '登记 张小明 已取餐' }));
  expect(
    await screen.findByText('网络不可用，已保存 张小明 的取餐登记，联网后自动发送'),
  ).toBeInTheDocument();
  expect(await within(row).findByText('待发送')).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: '登记 张小明 已取餐' })).toBeDisabled();
  expect(keys).toHaveLength(0);
  const [queued] = outboxItems();
  expect(queued).toMatchObject({
    kind: 'collect',
    child: 1,
    date: DATE,
    diningType: 'Lunch',
    body: { associatedUserId: 1, date: DATE, diningType: 'Lunch' },
  });

  online = true;
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
  await waitFor(() => expect(within(row).queryByText('待发送')).not.toBeInTheDocument());
  expect(await within(row).findByText(/已取餐 12:06/)).toBeInTheDocument();
  // A second "online" finds nothing left to send.
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
  expect(keys).toEqual([queued!.key]);
});

it('a scan made offline is sent once later, and a refusal comes back naming the meal and the reason', async () => {
  server.use(
    handle(scanMealCode, ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      return fail(409, '该生已请假', 'ON_LEAVE');
    }),
  );
  let onCode: (text: string) => void = () => undefined;
  const source: CodeSource = {
    start: (_video, callback) => {
      onCode = callback;
      return Promise.resolve(() => undefined);
    },
  };
  renderScreen(
    <>
      <OutboxNotice />
      <ScanPanel service={SERVICE} source={source} onClose={jest.fn()} onUseList={jest.fn()} />
    </>,
  );
  await screen.findByText('将孩子的取餐码对准框内');
  await act(async () => {
    onCode(`canteen-meal:1:103:${DATE}:Lunch:cccccccc`);
    await Promise.resolve();
  });
  await waitFor(() =>
    expect(screen.getByRole('status', { name: '扫码结果' })).toHaveTextContent(
      '网络不可用，已保存扫码记录，联网后自动发送',
    ),
  );
  expect(outboxItems()).toMatchObject([{ kind: 'scan', child: 103, date: DATE }]);
  online = true;
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
  expect(
    await screen.findByText('扫码取餐 2026-11-26 午餐未能提交：该生已请假'),
  ).toBeInTheDocument();
  expect(keys).toEqual([outboxItems()[0]!.key]);
});
