'use client';

import { consoleMessages } from '@/lib/i18n/areas/console';
import { ConsoleFrame } from './parts/ConsoleFrame';
import styles from './parts/console.module.css';

/** /pages/admin/index: the console's entrance (sign-in, then the sections the role may open). */
export default function ConsoleHomeScreen() {
  const t = consoleMessages();
  return (
    <ConsoleFrame current="adminHome">
      {() => <p className={styles.note}>{t.shell.home}</p>}
    </ConsoleFrame>
  );
}
