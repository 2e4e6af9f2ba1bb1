import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AllergyReviewScreen from '@/screens/admin/allergy';
import LabelsScreen from '@/screens/admin/labels';
import SheetScreen from '@/screens/admin/sheet';
import { staffMe } from '@/lib/contract/admin';
import { productionSheet } from '@/lib/contract/adminSheet';
import {
  pendingAllergyProfiles,
  reviewAllergyProfile,
  serviceAllergies,
} from '@/lib/contract/allergy';
import { trayLabels } from '@/lib/contract/serving';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { makePending } from '../../setup/allergyFactories';
import { at, renderScreen, signIn } from '../../setup/test-utils';

beforeEach(async () => {
  await signIn();
  server.use(
    handle(staffMe, () =>
      ok({
        accountId: 1,
        userName: '李老师',
        role: 'SchoolAdmin',
        unitId: 1,
        unitName: '阳光小学',
      }),
    ),
  );
});

describe('过敏核实', () => {
  it('verifies a pending profile after a confirm naming the child', async () => {
    at('/pages/admin/allergy');
    const reviews: unknown[] = [];
    let queue = [makePending()];
    server.use(
      handle(pendingAllergyProfiles, () => ok(queue)),
      handle(reviewAllergyProfile, ({ params, body }) => {
        reviews.push({ id: params.associatedUserId, ...body });
        const reviewed = queue[0]!;
        queue = [];
        return ok(reviewed);
      }),
    );
    renderScreen(<AllergyReviewScreen />);
    const card = await screen.findByRole('region', { name: '小明 · 一年级 1班' });
    expect(within(card).getByText('花生（微量也不可）')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: '小明的医生证明' })).toHaveAttribute(
      'src',
      'http://localhost/files/note.png',
    );
    await userEvent.click(within(card).getByRole('button', { name: '核实通过 小明' }));
    expect(reviews).toEqual([]);
    const question = within(card).getByRole('group', { name: /确定核实小明的过敏与饮食信息吗/ });
    await userEvent.click(within(question).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(reviews).toEqual([{ id: 101, version: 1, review: 'Verified', note: '' }]),
    );
    expect(await screen.findByText('已核实小明的信息')).toBeInTheDocument();
    expect(await screen.findByText('没有待核实的过敏信息')).toBeInTheDocument();
  });

  it('rejects with the note, and cancelling the confirm sends nothing', async () => {
    at('/pages/admin/allergy');
    const reviews: unknown[] = [];
    server.use(
      handle(pendingAllergyProfiles, () => ok([makePending()])),
      handle(reviewAllergyProfile, ({ body }) => {
        reviews.push(body);
        return ok(makePending());
      }),
    );
    renderScreen(<AllergyReviewScreen />);
    const card = await screen.findByRole('region', { name: '小明 · 一年级 1班' });
    await userEvent.type(within(card).getByLabelText('核实说明'), '请上传医生证明');
    await userEvent.click(within(card).getByRole('button', { name: '不通过 小明' }));
    await userEvent.click(within(card).getByRole('button', { name: '取消' }));
    expect(reviews).toEqual([]);
    await userEvent.click(within(card).getByRole('button', { name: '不通过 小明' }));
    await userEvent.click(within(card).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(reviews).toEqual([{ version: 1, review: 'Rejected', note: '请上传医生证明' }]),
    );
  });
});

describe('The production sheet and the labels', () => {
  it('lists per class the children with allergies and the dishes to leave out', async () => {
    at('/pages/admin/sheet?date=2026-03-19&diningType=Lunch');
    server.use(
      handle(productionSheet, () =>
        ok({
          date: '2026-03-19',
          diningType: 'Lunch',
          cutOffAt: '2026-03-19T01:00:00.000Z',
          final: true,
          dayOff: false,
          rows: [],
          ordinary: 0,
          muslim: 0,
          leave: 0,
          forecast: 0,
        }),
      ),
      handle(serviceAllergies, ({ query }) => {
        expect(query).toEqual({ date: '2026-03-19', diningType: 'Lunch' });
        return ok([
          {
            associatedUserId: 101,
            name: '小明',
            classesId: 1,
            className: '一年级1班',
            mealKind: 'Ordinary',
            allergies: [{ code: 'PEANUT', severity: 'NoTrace' }],
            diets: ['Halal'],
            pending: false,
            leaveOut: [{ dish: '宫保鸡丁', allergens: ['PEANUT'] }],
          },
        ]);
      }),
    );
    renderScreen(<SheetScreen />);
    const table = await screen.findByRole('table', { name: '过敏与饮食' });
    const row = within(table).getByRole('row', { name: /小明/ });
    expect(row).toHaveTextContent('一年级1班');
    expect(row).toHaveTextContent('花生（微量也不可）、清真');
    expect(row).toHaveTextContent('不放：宫保鸡丁（花生）');
  });

  it('prints the allergens to avoid on the child’s tray label', async () => {
    at('/pages/admin/labels?date=2026-03-19&diningType=Lunch');
    server.use(
      handle(trayLabels, () =>
        ok([
          {
            associatedUserId: 101,
            name: '小明',
            gradeName: '一年级',
            className: '1班',
            mealKind: 'Ordinary',
            code: 'M-101',
            allergies: ['PEANUT', 'MILK'],
          },
          {
            associatedUserId: 102,
            name: '小红',
            gradeName: '一年级',
            className: '1班',
            mealKind: 'Ordinary',
            code: 'M-102',
            allergies: [],
          },
        ]),
      ),
    );
    renderScreen(<LabelsScreen />);
    const label = await screen.findByRole('region', { name: /小明/ });
    expect(within(label).getByText('忌：花生、乳及乳制品')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /小红/ })).not.toHaveTextContent('忌');
  });
});
