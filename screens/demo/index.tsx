'use client';
import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import styles from '../../components/school/school.module.css';
import { useDemoMode } from '@/lib/api/schoolInfo';
import { format, messages } from '@/lib/i18n';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { schoolMessages } from '@/lib/i18n/areas/school';

/** The seeded demo logins (server/demo/seed.ts DEMO_LOGINS), described for a newcomer. */
const LOGINS = [
  { username: 'parent_a', mobile: '13800000001' },
  { username: 'parent_b', mobile: '13800000002' },
  { username: 'teacher_a', mobile: '13800000003' },
  { username: 'teacher_b', mobile: '13800000005' },
  { username: 'parent_c', mobile: '13800000004' },
] as const;
const DEMO_PASSWORD = 'Demo@2026';

/** A tour of the demo for a newcomer; outside demo mode it says it is not offered. */
export default function DemoScreen() {
  const t = messages();
  const mode = useDemoMode();
  return (
    <Page title={t.routes.demo}>
      <AsyncState isLoading={mode.isLoading} error={mode.error} onRetry={() => void mode.mutate()}>
        {mode.data && !mode.data.demo ? (
          <p className={styles.notice}>{schoolMessages().demoOnly}</p>
        ) : mode.data ? (
          <div className={styles.list}>
            <section className={styles.card}>
              <p className={styles.body}>{schoolMessages().demoIntro}</p>
            </section>
            <section className={styles.card} aria-labelledby="demo-logins">
              <h2 id="demo-logins" className={styles.cardTitle}>
                {format(schoolMessages().demoLogins, { password: DEMO_PASSWORD })}
              </h2>
              <ul className={styles.dishes}>
                {LOGINS.map((login) => (
                  <li key={login.username}>
                    {format(schoolMessages().demoLogin, {
                      username: `${login.username} / ${login.mobile}`,
                      role: schoolMessages().demoRoles[login.username],
                    })}
                  </li>
                ))}
              </ul>
            </section>
            <section className={styles.card} aria-labelledby="demo-try">
              <h2 id="demo-try" className={styles.cardTitle}>
                {schoolMessages().demoTry}
              </h2>
              <p className={styles.body}>{schoolMessages().demoSteps}</p>
              <button
                type="button"
                className={styles.link}
                onClick={() =>
                  void navigateTo({ url: route('publicity', { schoolId: 1, kiosk: '1' }) })
                }
              >
                {schoolMessages().demoOpenKiosk}
              </button>
            </section>
          </div>
        ) : null}
      </AsyncState>
    </Page>
  );
}
