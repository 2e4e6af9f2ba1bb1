import { act, render, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { DemoMarker } from '@/components/DemoMarker';
import { demoMode } from '@/lib/contract/demo';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';

// Decision 017: the app says it is a demo when the server does, and says nothing in production
// (where /api/demo/mode does not exist).

function renderMarker() {
  return render(<DemoMarker />);
}

it('shows the demo marker when the server runs in demo mode', async () => {
  server.use(handle(demoMode, () => ok({ demo: true })));
  renderMarker();
  expect(await screen.findByRole('complementary')).toHaveTextContent('演示模式');
});

it('shows nothing when the server answers 404 (production)', async () => {
  let asked = false;
  server.use(
    handle(demoMode, () => {
      asked = true;
      return HttpResponse.json(
        { success: false, message: 'x', code: 'NOT_FOUND' },
        { status: 404 },
      );
    }),
  );
  renderMarker();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(asked).toBe(true);
  expect(screen.queryByRole('complementary')).toBeNull();
});
