/**
 * Home's last child line, kept so the next start paints it with the HTML, before any script or
 * request (decision 090): components/shell/BootFrame.tsx draws it, the app replaces it. In
 * localStorage because the boot script runs as the HTML is parsed and can only read it
 * synchronously; it holds what home showed (a name and a school line), and goes with the session.
 */
import { BOOT_SNAPSHOT_KEY } from '@/lib/session/schema';

export { BOOT_SNAPSHOT_KEY };

export interface BootSnapshot {
  /** The route's title, in the language it was shown in. */
  title: string;
  name: string;
  line: string;
  /** The switch button's label, when there is more than one child (it narrows the line). */
  switchLabel?: string;
}

export function saveBootSnapshot(snapshot: BootSnapshot): void {
  try {
    const text = JSON.stringify(snapshot);
    if (localStorage.getItem(BOOT_SNAPSHOT_KEY) !== text)
      localStorage.setItem(BOOT_SNAPSHOT_KEY, text);
  } catch {
    // Storage refused (private mode, full): the next start paints without it.
  }
}
