import type { RefObject } from 'react';
import { getLocale } from '@/lib/i18n';
import { keepScreens, keptScreens } from '@/lib/shell/bootSnapshot';
import { frameOf } from '@/lib/shell/screenFrame';

/** As many cards as a tall phone shows above the fold; the rest comes with the list. */
const FRAME_CARDS = 3;

/**
 * Keeps the tab's bar, child filter and first cards as they are shown, for the boot frame of the
 * next start (decision 093). Pay choices (inputs, a select) and the list's footer are left out:
 * the frame is what was read, not something to act on. An empty list keeps nothing, so the next
 * start waits for its data rather than showing cards that may be gone.
 */
export function keepOrdersFrame(content: RefObject<HTMLElement | null>, shown: number): void {
  const page = content.current?.closest('main');
  if (!page || shown === 0) {
    const { orders, ...others } = keptScreens();
    if (orders) keepScreens(others);
    return;
  }
  const keepers = [
    page.querySelector('header'),
    page.querySelector('[role="group"]'),
    ...[...page.querySelectorAll('article')].slice(0, FRAME_CARDS),
  ].filter((element): element is Element => element !== null);
  const skip = (element: Element) => {
    if (keepers.some((keeper) => element.contains(keeper))) return false;
    if (!keepers.some((keeper) => keeper.contains(element))) return true;
    return element.querySelector('input, select') !== null;
  };
  const node = frameOf(page, skip);
  if (node) keepScreens({ ...keptScreens(), orders: { locale: getLocale(), nodes: [node] } });
}
