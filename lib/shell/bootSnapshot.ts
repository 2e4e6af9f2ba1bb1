/**
 * The screens kept so the next start paints them with the HTML, before any script or request:
 * home's last child line (decision 090) and the Orders tab's first cards (decision 093).
 * components/shell/BootFrame.tsx draws them, the app replaces them. In localStorage because the
 * boot script runs as the HTML is parsed and can only read it synchronously; one key, which
 * `clearSession` removes with the token, so the next account never sees them.
 */
import { BOOT_SNAPSHOT_KEY } from '@/lib/session/schema';
import type { ScreenFrame } from './screenFrame';

export { BOOT_SNAPSHOT_KEY };

export interface BootSnapshot {
  /** The route's title, in the language it was shown in. */
  title: string;
  name: string;
  line: string;
  /** The switch button's label, when there is more than one child (it narrows the line). */
  switchLabel?: string;
}

/** Everything kept under the key: home's line, the Orders tab's frame, or both. */
export interface KeptScreens extends Partial<BootSnapshot> {
  orders?: ScreenFrame;
}

export function keptScreens(): KeptScreens {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(BOOT_SNAPSHOT_KEY) ?? 'null');
    return value && typeof value === 'object' ? (value as KeptScreens) : {};
  } catch {
    return {};
  }
}

export function keepScreens(screens: KeptScreens): void {
  try {
    const text = JSON.stringify(screens);
    if (localStorage.getItem(BOOT_SNAPSHOT_KEY) !== text)
      localStorage.setItem(BOOT_SNAPSHOT_KEY, text);
  } catch {
    // Storage refused (private mode, full): the next start paints without it.
  }
}

/** Home's line; the Orders tab's frame, if kept, stays. */
export function saveBootSnapshot(snapshot: BootSnapshot): void {
  keepScreens({ orders: keptScreens().orders, ...snapshot });
}
