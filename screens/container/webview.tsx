'use client';
import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import styles from '../../components/school/school.module.css';
import { useSchoolProfile } from '@/lib/api/schoolInfo';
import { format, messages } from '@/lib/i18n';
import { allowedWebviewUrl } from '@/lib/platform/allowedUrl';
import { useRoute } from '@/lib/router/useRoute';
import { useOwnSchoolId } from '@/lib/user/schoolOfRoute';
import { schoolMessages } from '@/lib/i18n/areas/school';

/**
 * A page of an origin the school allows (`?url=`), framed; any other address is refused with a
 * message and never loaded (decision 024). Whose list applies is the parent's own school, never
 * the link's `?schoolId=` (decision 064): another school's administrator could otherwise have an
 * origin of theirs framed inside this school's app. Without a signed-in school nothing is framed.
 */
export default function WebviewScreen() {
  const t = messages();
  const query = useRoute('webview').query;
  const schoolId = useOwnSchoolId();
  const profile = useSchoolProfile(schoolId);
  const url = query.url;
  const allowed = url && profile.data ? allowedWebviewUrl(url, profile.data.allowedOrigins) : null;
  return (
    <Page title={t.routes.webview}>
      {!url ? (
        <p className={styles.notice} role="alert">
          {schoolMessages().webviewMissing}
        </p>
      ) : (
        <AsyncState
          isLoading={Boolean(schoolId) && profile.isLoading}
          error={profile.error}
          onRetry={() => void profile.mutate()}
        >
          {allowed ? (
            <iframe
              title={schoolMessages().webviewTitle}
              src={allowed.href}
              sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
              referrerPolicy="no-referrer"
              style={{ border: 0, width: '100%', height: 'calc(100dvh - 56px)', display: 'block' }}
            />
          ) : (
            <p className={styles.notice} role="alert">
              {format(schoolMessages().webviewRefused, { url })}
            </p>
          )}
        </AsyncState>
      )}
    </Page>
  );
}
