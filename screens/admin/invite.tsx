'use client';

import { useEffect, useState } from 'react';
import { acceptInvitationWith, previewInvitation } from '@/lib/api/adminMembers';
import { isApiError } from '@/lib/api/errors';
import { loginName, type InvitationPreview } from '@/lib/contract/adminMembers';
import { format } from '@/lib/i18n';
import { consoleMessages } from '@/lib/i18n/areas/console';
import { membersMessages } from '@/lib/i18n/areas/members';
import { route } from '@/lib/router/routes';
import { useRoute } from '@/lib/router/useRoute';
import styles from './parts/console.module.css';

type Stage =
  | { kind: 'checking' }
  | { kind: 'refused'; message: string }
  | { kind: 'ready'; preview: InvitationPreview };

/**
 * /pages/admin/invite?token=…: the invitation link (decision 067). The invited person sees who
 * invites them and as what, chooses a login name and a password, and lands in the console
 * signed in. A used, withdrawn, expired or unknown link shows the server's refusal and nothing
 * else.
 */
export default function InviteScreen() {
  const t = membersMessages();
  const title = consoleMessages().routes.adminInvite;
  const token = useRoute('adminInvite').query.token ?? '';
  const [stage, setStage] = useState<Stage>({ kind: 'checking' });
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    if (!token) {
      setStage({ kind: 'refused', message: t.invite.missing });
      return;
    }
    let live = true;
    previewInvitation(token).then(
      (preview) => live && setStage({ kind: 'ready', preview }),
      (error: unknown) =>
        live &&
        setStage({
          kind: 'refused',
          message: isApiError(error) ? error.message : consoleMessages().common.failed,
        }),
    );
    return () => {
      live = false;
    };
  }, [token, t.invite.missing]);
  return (
    <main className={styles.frame} aria-labelledby="invite-title">
      <div className={styles.main}>
        <h1 id="invite-title">{t.invite.title}</h1>
        {stage.kind === 'refused' ? (
          <p role="alert" className={styles.error}>
            {stage.message}
          </p>
        ) : null}
        {stage.kind === 'ready' ? <AcceptForm token={token} preview={stage.preview} /> : null}
      </div>
    </main>
  );
}

function AcceptForm({ token, preview }: { token: string; preview: InvitationPreview }) {
  const t = membersMessages();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit() {
    if (!loginName.safeParse(username).success) return setStatus(t.invite.badUsername);
    if (password.length < 8) return setStatus(t.invite.shortPassword);
    if (password !== again) return setStatus(t.invite.mismatch);
    setBusy(true);
    setStatus('');
    try {
      await acceptInvitationWith({ token, username, password });
      setStatus(t.invite.done);
      window.location.hash = `#${route('adminHome')}`;
    } catch (error) {
      setStatus(isApiError(error) ? error.message : consoleMessages().common.failed);
      setBusy(false);
    }
  }
  return (
    <section className={styles.card} aria-label={t.invite.title}>
      <p>
        {format(t.invite.intro, {
          school: preview.unitName,
          name: preview.name,
          role: t.roles[preview.role],
        })}
      </p>
      {preview.className ? <p>{format(t.invite.klass, { klass: preview.className })}</p> : null}
      <form
        noValidate
        aria-label={t.invite.submit}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label className={styles.field}>
          {t.invite.username}
          <input
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            autoComplete="username"
            aria-describedby="invite-username-hint"
          />
        </label>
        <p id="invite-username-hint" className={styles.note}>
          {t.invite.usernameHint}
        </p>
        <label className={styles.field}>
          {t.invite.password}
          <input
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="new-password"
            aria-describedby="invite-password-hint"
          />
        </label>
        <p id="invite-password-hint" className={styles.note}>
          {t.invite.passwordHint}
        </p>
        <label className={styles.field}>
          {t.invite.confirm}
          <input
            type="password"
            value={again}
            onChange={(e) => setAgain(e.target.value)}
            autoComplete="new-password"
          />
        </label>
        <button type="submit" className={styles.button} disabled={busy}>
          {t.invite.submit}
        </button>
        <p role="status" className={styles.status}>
          {status}
        </p>
      </form>
    </section>
  );
}
