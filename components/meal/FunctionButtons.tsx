import type { BusinessSettingTime } from '@/lib/contract/business';
import type { DiningType } from '@/lib/contract/enums';
import { messages } from '@/lib/i18n';
import { shownFunctions, type FunctionButton } from '@/lib/meal/functions';
import { useServedOffline } from '@/lib/platform/offlineCopy';
import { useOnline } from '@/lib/platform/online';
import styles from './MealParts.module.css';

const LABEL_KEYS = {
  order: 'functionOrder',
  monthOrder: 'functionMonthOrder',
  leave: 'functionLeave',
  evaluate: 'functionEvaluate',
} as const satisfies Record<FunctionButton, string>;

export interface FunctionButtonsProps {
  setting: BusinessSettingTime | undefined;
  diningType: DiningType;
  onPress: (name: FunctionButton) => void;
  /** Functions that make no sense for the day's status (rating a meal not yet eaten). */
  hide?: readonly FunctionButton[];
  /**
   * The setting is still loading: hold one row's room (online), so what is below does not jump
   * down when the buttons arrive (a layout shift on home).
   */
  pending?: boolean;
}

/**
 * The functional buttons the business setting switches on (docs/product.md, "Validation"). Offline, or on a saved
 * copy of the data, there are none: ordering, leave and rating all need the server.
 */
export function FunctionButtons({
  setting,
  diningType,
  onPress,
  hide = [],
  pending = false,
}: FunctionButtonsProps) {
  const t = messages().meal;
  const online = useOnline();
  const servedOffline = useServedOffline();
  const names = shownFunctions(setting, diningType).filter((name) => !hide.includes(name));
  if (!online || servedOffline) return null;
  if (pending && !setting) return <div className={styles.functionsRoom} aria-hidden="true" />;
  if (names.length === 0) return null;
  return (
    <nav className={styles.functions} aria-label={t.functions}>
      {names.map((name) => (
        <button key={name} type="button" className={styles.function} onClick={() => onPress(name)}>
          {t[LABEL_KEYS[name]]}
        </button>
      ))}
    </nav>
  );
}
