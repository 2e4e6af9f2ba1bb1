import { act, render, screen } from '@testing-library/react';
import { startRouter } from '@/lib/router/location';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { useRoute } from '@/lib/router/useRoute';

function DayProbe() {
  const { query } = useRoute('mealDay');
  return (
    <p>
      {query.date ?? 'no date'} / {query.diningType ?? 'no dining type'}
    </p>
  );
}

describe('useRoute(name)', () => {
  it('reads the query through the row schema and follows route changes', async () => {
    window.history.replaceState(null, '', '/#/pages/meal/day?date=2026-11-21&diningType=Brunch');
    startRouter();
    render(<DayProbe />);
    expect(screen.getByText('2026-11-21 / no dining type')).toBeInTheDocument();
    await act(() =>
      navigateTo({ url: route('mealDay', { date: '2026-11-23', diningType: 'Dinner' }) }),
    );
    expect(screen.getByText('2026-11-23 / Dinner')).toBeInTheDocument();
  });
});
