import { act, render, screen } from '@testing-library/react';
import { MealCalendar } from '@/components/meal/MealCalendar';
import { mealStyle, type MealInfoItem } from '@/lib/contract/meal';
import { setLocale } from '@/lib/i18n';

const ordered: MealInfoItem = {
  value: '2026-03-16',
  diningType: 'Lunch',
  style: mealStyle('Order', true),
  mealAxisStatus: 'Order',
  mealBoxId: null,
};

function renderMarch() {
  return render(
    <MealCalendar
      year={2026}
      month={3}
      today="2026-03-16"
      items={new Map([[ordered.value, ordered]])}
      onSelect={() => undefined}
    />,
  );
}

afterEach(() => act(() => setLocale('zh-CN')));

describe('the meal calendar follows the language', () => {
  it('shows the month, weekdays and day names in Chinese', () => {
    renderMarch();
    expect(screen.getByRole('heading', { name: '2026年3月' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '一',
      '二',
      '三',
      '四',
      '五',
      '六',
      '日',
    ]);
    expect(screen.getByRole('button', { name: '2026-03-16，今天，已订餐' })).toBeInTheDocument();
  });

  it('shows them in English once English is chosen', async () => {
    await act(() => setLocale('en'));
    renderMarch();
    expect(screen.getByRole('region', { name: 'Meal calendar, March 2026' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'March 2026' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Mo',
      'Tu',
      'We',
      'Th',
      'Fr',
      'Sa',
      'Su',
    ]);
    expect(screen.getByRole('button', { name: '2026-03-16, Today, Ordered' })).toBeInTheDocument();
  });
});
