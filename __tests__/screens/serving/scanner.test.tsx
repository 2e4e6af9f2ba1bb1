import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ScanPanel, { REPEAT_MS } from '@/components/serving/ScanPanel';
import { ServingView } from '@/components/serving/ServingView';
import { CameraError, type CodeSource } from '@/components/serving/cameraSource';
import { scanMealCode, servingClasses } from '@/lib/contract/serving';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { renderScreen } from '../../setup/test-utils';
import { AT_1205, DATE, SERVICE, signInKitchen } from './fixtures';

// The scanner's handling of decoded codes (decision 078). The camera is not faked in jsdom: the
// panel takes a code source, and these tests feed decoded strings through it.

const CODE_A = `canteen-meal:1:101:${DATE}:Lunch:aaaaaaaa`;
const CODE_LEAVE = `canteen-meal:1:103:${DATE}:Lunch:cccccccc`;

/** A code source the test drives: `show(text)` is a frame in which the code was decoded. */
function fakeCamera() {
  let onCode: ((text: string) => void) | undefined;
  const source: CodeSource = {
    start: (_video, callback) => {
      onCode = callback;
      return Promise.resolve(() => {
        onCode = undefined;
      });
    },
  };
  return {
    source,
    show: (text: string) =>
      act(async () => {
        onCode?.(text);
        await Promise.resolve();
      }),
  };
}

let now = Date.parse('2026-11-26T04:05:00.000Z');
let sent: { code: string; key: string | null }[];
let collectedOnce: Set<string>;

beforeEach(async () => {
  now = Date.parse('2026-11-26T04:05:00.000Z');
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  sent = [];
  collectedOnce = new Set();
  await signInKitchen();
  server.use(
    handle(scanMealCode, ({ body, request }) => {
      sent.push({ code: body.code, key: request.headers.get('Idempotency-Key') });
      if (body.code === CODE_LEAVE) return fail(409, '该生已请假', 'ON_LEAVE');
      if (collectedOnce.has(body.code)) return fail(409, '已于 12:05 取餐', 'ALREADY_COLLECTED');
      collectedOnce.add(body.code);
      return ok({
        associatedUserId: 101,
        name: '张小明',
        className: '三年级1班',
        date: body.date,
        diningType: body.diningType,
        mealKind: 'Ordinary',
        collectedAt: AT_1205,
        source: 'Code',
      });
    }),
  );
});
afterEach(() => jest.restoreAllMocks());

function results() {
  return screen.getByRole('status', { name: '扫码结果' });
}

it('a code is sent once, shown as collected, ignored for 3 s, then refused as already collected', async () => {
  const camera = fakeCamera();
  renderScreen(
    <ScanPanel
      service={SERVICE}
      source={camera.source}
      onClose={jest.fn()}
      onUseList={jest.fn()}
    />,
  );
  await screen.findByText('将孩子的取餐码对准框内');
  // One tray in view gives the same code frame after frame.
  await camera.show(CODE_A);
  await camera.show(CODE_A);
  await waitFor(() => expect(results()).toHaveTextContent('张小明 · 三年级1班 · 已取餐 12:05'));
  await camera.show(CODE_A);
  now += REPEAT_MS - 1;
  await camera.show(CODE_A);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toEqual({ code: CODE_A, key: expect.stringMatching(/[0-9a-f-]{36}/) });

  // Shown again later: asked again (a new intent, its own key), and the server says no.
  now += 2;
  await camera.show(CODE_A);
  await waitFor(() => expect(results()).toHaveTextContent('未登记：已于 12:05 取餐，不能重复取餐'));
  expect(sent).toHaveLength(2);
  expect(sent[1]!.key).not.toBe(sent[0]!.key);
  // The earlier result stays in the list below the banner.
  expect(screen.getByRole('list', { name: '扫码结果' })).toHaveTextContent(
    '张小明 · 三年级1班 · 已取餐 12:05',
  );
});

it("a leave day's code is refused with the reason shown", async () => {
  const camera = fakeCamera();
  renderScreen(
    <ScanPanel
      service={SERVICE}
      source={camera.source}
      onClose={jest.fn()}
      onUseList={jest.fn()}
    />,
  );
  await screen.findByText('将孩子的取餐码对准框内');
  await camera.show(CODE_LEAVE);
  await waitFor(() => expect(results()).toHaveTextContent('未登记：该生这一餐已请假，不能取餐'));
  expect(sent).toEqual([{ code: CODE_LEAVE, key: expect.any(String) }]);
});

it('a code of nobody and a code of another day are refused by their codes', async () => {
  server.use(
    handle(scanMealCode, ({ body }) =>
      body.code === 'not-a-meal-code'
        ? fail(404, '取餐码无效', 'MEAL_CODE_INVALID')
        : fail(409, '不是今天的取餐码', 'MEAL_CODE_OTHER_DAY'),
    ),
  );
  const camera = fakeCamera();
  renderScreen(
    <ScanPanel
      service={SERVICE}
      source={camera.source}
      onClose={jest.fn()}
      onUseList={jest.fn()}
    />,
  );
  await screen.findByText('将孩子的取餐码对准框内');
  await camera.show('not-a-meal-code');
  await waitFor(() =>
    expect(results()).toHaveTextContent('无法识别的取餐码（不是本校今天的取餐码）'),
  );
  await camera.show(`canteen-meal:1:101:2026-11-25:Lunch:bbbbbbbb`);
  await waitFor(() => expect(results()).toHaveTextContent('这是其他日期的取餐码'));
});

it('without camera permission it says so and offers the class list', async () => {
  server.use(
    handle(servingClasses, ({ query }) =>
      ok({
        date: query.date,
        diningType: query.diningType,
        serveEndAt: '2026-11-26T05:00:00.000Z',
        classes: [],
      }),
    ),
  );
  const denied: CodeSource = { start: () => Promise.reject(new CameraError('denied')) };
  renderScreen(<ServingView service={SERVICE} source={denied} />);
  await userEvent.click(await screen.findByRole('button', { name: '扫码' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    '没有摄像头权限，请在浏览器设置中允许使用摄像头，或使用班级名单登记',
  );
  await userEvent.click(screen.getByRole('button', { name: '使用班级名单' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(await screen.findByText('这一餐没有可登记的班级')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '扫码' })).toBeInTheDocument();
});

it('a device without a camera says so', async () => {
  const none: CodeSource = { start: () => Promise.reject(new CameraError('none')) };
  renderScreen(
    <ScanPanel service={SERVICE} source={none} onClose={jest.fn()} onUseList={jest.fn()} />,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    '此设备没有可用的摄像头，请使用班级名单登记',
  );
});
