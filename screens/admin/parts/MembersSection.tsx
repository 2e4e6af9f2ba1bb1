'use client';

import { useState } from 'react';
import { AsyncState } from '@/components/AsyncState';
import {
  inviteMember,
  useMembers,
  useStructure,
  withdrawInvitationOf,
  withdrawMemberOf,
} from '@/lib/api/adminMembers';
import { isApiError } from '@/lib/api/errors';
import {
  INVITE_PATH,
  InviteRole,
  TEACHER_INVITE_ROLES,
  type Invitation,
  type Member,
  type Members,
} from '@/lib/contract/adminMembers';
import { format } from '@/lib/i18n';
import { dayjs } from '@/lib/i18n/dayjs';
import { consoleMessages } from '@/lib/i18n/areas/console';
import { membersMessages } from '@/lib/i18n/areas/members';
import { ConfirmButton } from './ConfirmButton';
import { RecordForm, TextField } from './RecordForm';
import styles from './console.module.css';

/** The link the invited person opens: this app's address with the token in the fragment. */
export function inviteLink(token: string): string {
  const base = `${window.location.origin}${window.location.pathname}`;
  return `${base}#${INVITE_PATH}?token=${token}`;
}

/**
 * Who is invited and who joined (decision 067): the administrator invites with a one-time link,
 * shown here once, and withdraws an invitation or a member.
 */
export function MembersSection() {
  const c = consoleMessages();
  const t = membersMessages();
  const list = useMembers();
  const [status, setStatus] = useState('');
  const show = (next: Members) => void list.mutate(next, { revalidate: false });
  return (
    <>
      <InviteForm onInvited={() => void list.mutate()} />
      <section className={styles.card} aria-labelledby="members-invitations">
        <h2 id="members-invitations">{t.members.invitations}</h2>
        <p role="status" className={styles.status}>
          {status}
        </p>
        <AsyncState
          isLoading={list.isLoading}
          error={list.error}
          onRetry={() => void list.mutate()}
          isEmpty={(list.data?.invitations.length ?? 0) === 0}
          emptyText={c.common.none}
        >
          <InvitationsTable rows={list.data?.invitations ?? []} say={setStatus} show={show} />
        </AsyncState>
      </section>
      <section className={styles.card} aria-labelledby="members-members">
        <h2 id="members-members">{t.members.members}</h2>
        <AsyncState
          isLoading={list.isLoading}
          error={list.error}
          onRetry={() => void list.mutate()}
          isEmpty={(list.data?.members.length ?? 0) === 0}
          emptyText={c.common.none}
        >
          <MembersTable rows={list.data?.members ?? []} say={setStatus} show={show} />
        </AsyncState>
      </section>
    </>
  );
}

function InviteForm({ onInvited }: { onInvited: () => void }) {
  const t = membersMessages();
  const classes = useStructure().data?.grades.flatMap((grade) => grade.classes) ?? [];
  const [name, setName] = useState('');
  const [role, setRole] = useState<InviteRole>('Kitchen');
  const [classesId, setClassesId] = useState('');
  const [status, setStatus] = useState('');
  const [link, setLink] = useState('');
  const teacher = TEACHER_INVITE_ROLES.includes(role);
  async function submit(): Promise<string> {
    setLink('');
    if (!name.trim()) return t.members.nameRequired;
    if (teacher && !classesId) return t.members.chooseClass;
    try {
      const made = await inviteMember({
        name: name.trim(),
        role,
        ...(teacher && { classesId: Number(classesId) }),
      });
      setLink(inviteLink(made.token));
      onInvited();
      setName('');
      return format(t.members.invited, { name: made.invitation.name });
    } catch (error) {
      if (isApiError(error)) return error.message;
      throw error;
    }
  }
  return (
    <section className={styles.card} aria-labelledby="members-invite">
      <h2 id="members-invite">{t.members.inviteTitle}</h2>
      <p className={styles.note}>{t.members.inviteNote}</p>
      <RecordForm
        label={t.members.inviteTitle}
        submit={t.members.invite}
        ownChecks
        status={status}
        onSubmit={() => {
          setStatus('');
          submit().then(setStatus, () => setStatus(consoleMessages().common.failed));
        }}
        fields={
          <>
            <TextField label={t.members.name} value={name} onChange={setName} maxLength={40} />
            <label>
              {t.members.role}
              <select value={role} onChange={(e) => setRole(e.target.value as InviteRole)}>
                {InviteRole.options.map((option) => (
                  <option key={option} value={option}>
                    {t.roles[option]}
                  </option>
                ))}
              </select>
            </label>
            {teacher ? (
              <label>
                {t.members.klass}
                <select value={classesId} onChange={(e) => setClassesId(e.target.value)}>
                  <option value="">{t.members.chooseClass}</option>
                  {classes.map((klass) => (
                    <option key={klass.id} value={klass.id}>
                      {klass.name}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
          </>
        }
      />
      {link ? (
        <label className={styles.field}>
          {t.members.link}
          <input readOnly value={link} onFocus={(e) => e.target.select()} />
        </label>
      ) : null}
    </section>
  );
}

function InvitationsTable({
  rows,
  say,
  show,
}: {
  rows: Invitation[];
  say: (text: string) => void;
  show: (next: Members) => void;
}) {
  const c = consoleMessages();
  const t = membersMessages();
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t.members.name}</th>
          <th scope="col">{t.members.role}</th>
          <th scope="col">{t.members.status}</th>
          <th scope="col">{t.members.expires}</th>
          <th scope="col">{c.common.actions}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">{row.name}</th>
            <td>{row.className ? `${t.roles[row.role]} · ${row.className}` : t.roles[row.role]}</td>
            <td>{t.status[row.status]}</td>
            <td>{dayjs(row.expiresAt).format('YYYY-MM-DD HH:mm')}</td>
            <td>
              {row.status === 'Pending' ? (
                <ConfirmButton
                  text={t.members.withdraw}
                  label={`${t.members.withdraw} ${row.name}`}
                  question={format(t.members.confirmWithdraw, { name: row.name })}
                  onConfirm={() =>
                    void withdrawInvitationOf(row.id).then(
                      (next) => {
                        show(next);
                        say(format(t.members.withdrawn, { name: row.name }));
                      },
                      (error: unknown) => say(isApiError(error) ? error.message : c.common.failed),
                    )
                  }
                />
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MembersTable({
  rows,
  say,
  show,
}: {
  rows: Member[];
  say: (text: string) => void;
  show: (next: Members) => void;
}) {
  const c = consoleMessages();
  const t = membersMessages();
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t.members.name}</th>
          <th scope="col">{t.members.role}</th>
          <th scope="col">{c.common.actions}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.accountId}-${row.role}-${row.classesId ?? ''}`}>
            <th scope="row">{row.userName}</th>
            <td>{row.className ? `${t.roles[row.role]} · ${row.className}` : t.roles[row.role]}</td>
            <td>
              <ConfirmButton
                text={t.members.remove}
                label={`${t.members.remove} ${row.userName}`}
                question={format(t.members.confirmRemove, { name: row.userName })}
                onConfirm={() =>
                  void withdrawMemberOf(row.accountId).then(
                    (next) => {
                      show(next);
                      say(format(t.members.removed, { name: row.userName }));
                    },
                    (error: unknown) => say(isApiError(error) ? error.message : c.common.failed),
                  )
                }
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
