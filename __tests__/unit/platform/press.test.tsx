import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  HOVER_START_MS,
  HOVER_STAY_MS,
  LONG_PRESS_MS,
  useHover,
  useLongPress,
} from '@/lib/platform/press';

function LongPressButton({ onLongPress }: { onLongPress: () => void }) {
  return (
    <button type="button" {...useLongPress(onLongPress)}>
      hold
    </button>
  );
}

function HoverButton() {
  const { hovered, handlers } = useHover();
  return (
    <button type="button" aria-pressed={hovered} {...handlers}>
      tap
    </button>
  );
}

describe('press timing', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('uses the spec constants', () => {
    expect([LONG_PRESS_MS, HOVER_START_MS, HOVER_STAY_MS]).toEqual([350, 50, 400]);
  });

  it('fires a long press after 350 ms held, not when released earlier', () => {
    const onLongPress = jest.fn();
    render(<LongPressButton onLongPress={onLongPress} />);
    const button = screen.getByRole('button', { name: 'hold' });
    fireEvent.pointerDown(button);
    act(() => jest.advanceTimersByTime(349));
    fireEvent.pointerUp(button);
    act(() => jest.advanceTimersByTime(1000));
    expect(onLongPress).not.toHaveBeenCalled();
    fireEvent.pointerDown(button);
    act(() => jest.advanceTimersByTime(350));
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });

  it('shows the pressed look 50 ms after the touch and keeps it 400 ms after release', () => {
    render(<HoverButton />);
    const button = screen.getByRole('button', { name: 'tap' });
    fireEvent.pointerDown(button);
    act(() => jest.advanceTimersByTime(49));
    expect(button).toHaveAttribute('aria-pressed', 'false');
    act(() => jest.advanceTimersByTime(1));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    fireEvent.pointerUp(button);
    act(() => jest.advanceTimersByTime(399));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });
});
