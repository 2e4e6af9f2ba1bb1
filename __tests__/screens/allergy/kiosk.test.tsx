import { screen, within } from '@testing-library/react';
import PublicityScreen from '@/screens/publicity/index';
import { publicityMenus, schoolProfile } from '@/lib/contract/schoolInfo';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { at, renderScreen } from '../../setup/test-utils';

// Decision 080: the kiosk marks each dish's allergens with the list's marks, each named for
// screen readers, and keys the marks in a legend.

it('marks the dishes’ allergens and shows the legend of the marks used', async () => {
  at('/pages/publicity/index?schoolId=1&kiosk=1');
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
                  { id: 1, name: '宫保鸡丁', weightGrams: 120, allergens: ['PEANUT', 'SOY'] },
                  { id: 2, name: '米饭', weightGrams: 200, allergens: [] },
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
    handle(schoolProfile, ({ params }) =>
      ok({ id: params.schoolId, name: '实验小学', allowedOrigins: [] }),
    ),
  );
  renderScreen(<PublicityScreen />);
  const chicken = (await screen.findByText(/宫保鸡丁/, { selector: 'li' })) as HTMLElement;
  expect(within(chicken).getByRole('img', { name: '含花生' })).toHaveTextContent('花');
  expect(within(chicken).getByRole('img', { name: '含大豆' })).toHaveTextContent('豆');
  const legend = screen.getByRole('region', { name: '过敏原标记' });
  expect(
    within(legend)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['花花生', '豆大豆']);
});
