import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CalendarFeedScreen from '@/screens/my/CalendarFeed';
import {
  calendarFeeds,
  issueCalendarFeed,
  revokeCalendarFeed,
  type CalendarFeedState,
} from '@/lib/contract/feed';
import { setLocale } from '@/lib/i18n';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { firstChild, secondChild } from '../../setup/factories';
import { at, renderScreen, signIn } from '../../setup/test-utils';

// Decision 073: Mine's calendar subscription. The link appears once, when created, with a
// webcal:// button for the phone's calendar and a copy button; renewing replaces it; stopping
// revokes it. The server's list says only whether each child has a live link.

const URL_A = `https://canteen.example/api/feed/child/${'a'.repeat(43)}/calendar.ics`;
const URL_B = `https://canteen.example/api/feed/child/${'b'.repeat(43)}/calendar.ics`;

let states: CalendarFeedState[];

beforeEach(async () => {
  at('/pages/my/CalendarFeed');
  await signIn();
  states = [
    { associatedUserId: firstChild.associatedUserId, active: false, issuedAt: null },
    {
      associatedUserId: secondChild.associatedUserId,
      active: true,
      issuedAt: '2026-03-10T02:00:00Z',
    },
  ];
  server.use(handle(calendarFeeds, () => ok(states)));
});

afterEach(() => setLocale('zh-CN'));

const childSection = (name: string) => screen.findByRole('region', { name });

describe('the calendar subscription screen', () => {
  it('creates a link and offers it to the calendar and the clipboard', async () => {
    const issuedFor: number[] = [];
    server.use(
      handle(issueCalendarFeed, ({ params }) => {
        issuedFor.push(Number(params.associatedUserId));
        states[0] = { ...states[0]!, active: true, issuedAt: '2026-03-16T02:00:00Z' };
        return ok({
          associatedUserId: Number(params.associatedUserId),
          url: URL_A,
          webcal: URL_A.replace('https:', 'webcal:'),
          issuedAt: '2026-03-16T02:00:00Z',
        });
      }),
    );
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderScreen(<CalendarFeedScreen />);
    const section = await childSection(firstChild.userName);
    expect(within(section).getByText('未订阅')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: '生成订阅链接' }));

    expect(
      await within(section).findByLabelText(`${firstChild.userName}的日历订阅链接`),
    ).toHaveValue(URL_A);
    expect(within(section).getByRole('link', { name: '在日历中订阅' })).toHaveAttribute(
      'href',
      URL_A.replace('https:', 'webcal:'),
    );
    expect(issuedFor).toEqual([firstChild.associatedUserId]);
    await user.click(within(section).getByRole('button', { name: '复制链接' }));
    expect(writeText).toHaveBeenCalledWith(URL_A);
    expect(await screen.findByText('链接已复制')).toBeInTheDocument();
    // The other child's link stays as it was: live, its address not shown.
    const other = await childSection(secondChild.userName);
    expect(within(other).queryByRole('link')).toBeNull();
    expect(within(other).getByText(/已订阅/)).toBeInTheDocument();
  });

  it('renews a live link and stops one, saying the old link no longer works', async () => {
    let revoked: number | undefined;
    server.use(
      handle(issueCalendarFeed, ({ params }) =>
        ok({
          associatedUserId: Number(params.associatedUserId),
          url: URL_B,
          webcal: URL_B.replace('https:', 'webcal:'),
          issuedAt: '2026-03-16T02:00:00Z',
        }),
      ),
      handle(revokeCalendarFeed, ({ params }) => {
        revoked = Number(params.associatedUserId);
        states[1] = { ...states[1]!, active: false, issuedAt: null };
        return ok(states[1]!);
      }),
    );
    const user = userEvent.setup();
    renderScreen(<CalendarFeedScreen />);
    const section = await childSection(secondChild.userName);
    expect(within(section).getByText('重新生成后，旧链接立即失效。')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: '重新生成链接' }));
    expect(await within(section).findByRole('link', { name: '在日历中订阅' })).toHaveAttribute(
      'href',
      URL_B.replace('https:', 'webcal:'),
    );
    await user.click(within(section).getByRole('button', { name: '停止订阅' }));
    expect(await screen.findByText('已停止订阅，旧链接已失效')).toBeInTheDocument();
    expect(revoked).toBe(secondChild.associatedUserId);
    await waitFor(() => expect(within(section).queryByRole('link')).toBeNull());
    expect(await within(section).findByText('未订阅')).toBeInTheDocument();
  });

  it('says what failed when the link cannot be made, and reads in English', async () => {
    server.use(handle(issueCalendarFeed, () => fail(404, '资源不存在')));
    await setLocale('en');
    const user = userEvent.setup();
    renderScreen(<CalendarFeedScreen />);
    const section = await childSection(firstChild.userName);
    await user.click(within(section).getByRole('button', { name: 'Create a subscription link' }));
    expect(
      await screen.findByText('That did not work, please try again later'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('link')).toBeNull();
  });
});
