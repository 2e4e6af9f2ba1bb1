'use client';
import { useEffect, useState } from 'react';
import { PageButton } from '@/components/PageButton';
import { PageMessage } from '@/components/PageMessage';
import { loginWithBank } from '@/lib/api/auth';
import { beginProviderSignIn } from '@/lib/api/providerSignIn';
import { messages } from '@/lib/i18n';
import { TOAST_DURATION_MS, showToast } from '@/lib/platform/feedback';
import { navigateBack, switchTab } from '@/lib/router/navigation';
import { HOME_PAGE, type RouteQuery } from '@/lib/router/routes';
import { useRoute } from '@/lib/router/useRoute';

type Phase = 'authorising' | 'succeeded' | 'failed';

/** The two bank-card entrances; their rows share one query schema. */
export type BankEntranceRoute = 'entranceYtBank' | 'entranceYtWXBank';

/** One attempt per code: it is single-use, and a remount must not spend it twice. */
const attempts = new Map<string, Promise<void>>();

function authorise(query: RouteQuery<BankEntranceRoute>): Promise<void> {
  const key = query.code ?? '';
  const running = attempts.get(key);
  if (running) return running;
  const login = () =>
    loginWithBank({
      code: query.code,
      token: query.token,
      openId: query.openid || query.openId,
      state: query.state,
    });
  if (!query.code) {
    // No code yet: a bank configured for OAuth is asked first (decision 069) and the page goes
    // there, so the attempt never settles; without one, the entrance fails as before.
    return beginProviderSignIn('bank').then(
      (began) => (began ? new Promise<void>(() => undefined) : login()),
      login,
    );
  }
  const attempt = login();
  attempts.set(key, attempt);
  return attempt;
}

/**
 * The bank-card entrances (/pages/entrance/ytBank, /pages/entrance/ytWXBank): authorise by the
 * query's code (with its token and open id; an open id is generated when missing). Success says
 * 授权成功！ and, once the toast has been read, opens the home tab (a route change hides toasts);
 * failure says 授权失败，请返回重新进入！ and stays.
 */
export function BankEntrance({ name }: { name: BankEntranceRoute }) {
  const t = messages();
  // The query this visit was opened with: the success's own route change must not re-authorise.
  const { query } = useRoute(name);
  const [visitQuery] = useState(query);
  const [phase, setPhase] = useState<Phase>('authorising');

  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    authorise(visitQuery).then(
      () => {
        if (!active) return;
        setPhase('succeeded');
        showToast({ title: t.auth.bankAuthSucceeded, icon: 'success' });
        timer = setTimeout(() => void switchTab({ url: HOME_PAGE }), TOAST_DURATION_MS);
      },
      () => {
        if (!active) return;
        setPhase('failed');
        showToast({ title: t.auth.bankAuthFailed, icon: 'fail' });
      },
    );
    return () => {
      active = false;
      if (timer) clearTimeout(timer);
    };
  }, [visitQuery, t]);

  const title = t.routes[name];
  if (phase === 'failed') {
    return (
      <PageMessage
        role="alert"
        title={title}
        message={t.auth.bankAuthFailed}
        actions={<PageButton onClick={() => void navigateBack()}>{t.common.back}</PageButton>}
      />
    );
  }
  return (
    <PageMessage
      title={title}
      message={phase === 'succeeded' ? t.auth.bankAuthSucceeded : t.auth.bankAuthorising}
    />
  );
}
