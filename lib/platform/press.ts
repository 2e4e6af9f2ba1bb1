import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
} from 'react';

// Touch timing constants of SPEC section 9, and the hooks that apply them.

export const LONG_PRESS_MS = 350;
export const HOVER_START_MS = 50;
export const HOVER_STAY_MS = 400;

export interface PressHandlers {
  onPointerDown: (event: ReactPointerEvent) => void;
  onPointerUp: () => void;
  onPointerLeave: () => void;
  onPointerCancel: () => void;
}

/** Calls `onLongPress` once the pointer has stayed down for 350 ms. */
export function useLongPress(onLongPress: () => void): PressHandlers {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const callback = useRef(onLongPress);
  useEffect(() => {
    callback.current = onLongPress;
  }, [onLongPress]);
  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);
  const onPointerDown = useCallback(() => {
    cancel();
    timer.current = setTimeout(() => {
      timer.current = null;
      callback.current();
    }, LONG_PRESS_MS);
  }, [cancel]);
  return { onPointerDown, onPointerUp: cancel, onPointerLeave: cancel, onPointerCancel: cancel };
}

/**
 * The pressed look: on 50 ms after the touch starts (so a scroll does not flash it), and kept
 * 400 ms after release so a quick tap is still seen.
 */
export function useHover(): { hovered: boolean; handlers: PressHandlers } {
  const [hovered, setHovered] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const schedule = useCallback((value: boolean, delay: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      setHovered(value);
    }, delay);
  }, []);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const release = useCallback(() => schedule(false, HOVER_STAY_MS), [schedule]);
  const handlers: PressHandlers = {
    onPointerDown: () => schedule(true, HOVER_START_MS),
    onPointerUp: release,
    onPointerLeave: release,
    onPointerCancel: release,
  };
  return { hovered, handlers };
}
