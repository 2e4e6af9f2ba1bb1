'use client';

import { useState, type ReactNode } from 'react';
import { useAdminAgreements } from '@/lib/api/admin';
import {
  addSchoolAgreement,
  removeSchoolAgreement,
  type AgreementInput,
} from '@/lib/api/adminContent';
import type { AdminAgreement } from '@/lib/contract/adminContent';
import { AuditStatus } from '@/lib/contract/schoolInfo';
import { format } from '@/lib/i18n';
import { consoleMessages } from '@/lib/i18n/areas/console';
import { ConfirmButton } from './ConfirmButton';
import { RecordsSection } from './RecordsSection';
import styles from './console.module.css';

type UserType = AgreementInput['userType'];
const USER_TYPES: UserType[] = ['Student', 'HEAD_TEACHER', 'RESPONSIBLE_TEACHER'];

type Field = 'title' | 'partyName' | 'content' | 'validUntil';
type FieldProps = { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

/**
 * The school's agreements (decision 051): listed with their review status in words, one added
 * with every field the contract takes (checked here first, each problem said by its field), one
 * removed after a confirmation. The server audits both.
 */
export function AgreementsSection() {
  const t = consoleMessages();
  const c = t.content;
  const list = useAdminAgreements();
  const [userType, setUserType] = useState<UserType>('Student');
  const [title, setTitle] = useState('');
  const [partyName, setPartyName] = useState('');
  const [content, setContent] = useState('');
  const [auditStatus, setAuditStatus] = useState<AuditStatus>('ToAudit');
  const [signedOn, setSignedOn] = useState('');
  const [validUntil, setValidUntil] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});

  function check(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    if (!title.trim()) found.title = format(c.required, { field: c.title });
    if (!partyName.trim()) found.partyName = format(c.required, { field: c.party });
    if (!content.trim()) found.content = format(c.required, { field: c.terms });
    if (signedOn && validUntil && validUntil < signedOn) found.validUntil = c.datesOrder;
    return found;
  }

  /** A field's label, input and its problem, linked to the input for assistive technology. */
  function field(name: Field, label: string, input: (extra: FieldProps) => ReactNode) {
    const problem = problems[name];
    const id = `agreement-${name}`;
    return (
      <div className={styles.field}>
        <label htmlFor={id}>{label}</label>
        {input(
          problem ? { id, 'aria-invalid': true, 'aria-describedby': `${id}-problem` } : { id },
        )}
        {problem ? (
          <span id={`${id}-problem`} className={styles.invalid}>
            {problem}
          </span>
        ) : null}
      </div>
    );
  }

  return (
    <RecordsSection<AdminAgreement>
      id="content-agreements"
      title={c.agreements}
      list={list}
      rowKey={(row) => row.id}
      form={{
        label: c.addAgreement,
        submit: c.addAgreement,
        ownChecks: true,
        onSubmit: async () => {
          const found = check();
          setProblems(found);
          const first = Object.values(found)[0];
          if (first) return first;
          await addSchoolAgreement({
            userType,
            title: title.trim(),
            partyName: partyName.trim(),
            content,
            auditStatus,
            signedOn: signedOn || null,
            validUntil: validUntil || null,
          });
          setTitle('');
          setContent('');
          return c.agreementAdded;
        },
        fields: (
          <>
            <label>
              {c.userType}
              <select value={userType} onChange={(e) => setUserType(e.target.value as UserType)}>
                {USER_TYPES.map((option) => (
                  <option key={option} value={option}>
                    {c.userTypes[option]}
                  </option>
                ))}
              </select>
            </label>
            {field('title', c.title, (extra) => (
              <input
                value={title}
                maxLength={60}
                onChange={(e) => setTitle(e.target.value)}
                {...extra}
              />
            ))}
            {field('partyName', c.party, (extra) => (
              <input
                value={partyName}
                maxLength={60}
                onChange={(e) => setPartyName(e.target.value)}
                {...extra}
              />
            ))}
            {field('content', c.terms, (extra) => (
              <textarea
                value={content}
                rows={3}
                maxLength={50_000}
                onChange={(e) => setContent(e.target.value)}
                {...extra}
              />
            ))}
            <label>
              {c.status}
              <select
                value={auditStatus}
                onChange={(e) => setAuditStatus(e.target.value as AuditStatus)}
              >
                {AuditStatus.options.map((option) => (
                  <option key={option} value={option}>
                    {c.auditStatuses[option]}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {c.signedOn}
              <input type="date" value={signedOn} onChange={(e) => setSignedOn(e.target.value)} />
            </label>
            {field('validUntil', c.validUntil, (extra) => (
              <input
                type="date"
                value={validUntil}
                onChange={(e) => setValidUntil(e.target.value)}
                {...extra}
              />
            ))}
          </>
        ),
      }}
      columns={[
        { header: c.title, cell: (row) => row.title },
        { header: c.userType, cell: (row) => c.userTypes[row.userType as UserType] ?? '' },
        { header: c.party, cell: (row) => row.partyName },
        { header: c.status, cell: (row) => c.auditStatuses[row.auditStatus] },
        { header: c.signedOn, cell: (row) => row.signedOn ?? '' },
        { header: c.validUntil, cell: (row) => row.validUntil ?? '' },
      ]}
      action={(row, say) => (
        <ConfirmButton
          text={t.common.remove}
          label={`${t.common.remove} ${row.title}`}
          question={format(c.confirmRemove, { name: row.title })}
          onConfirm={() =>
            void removeSchoolAgreement(row.id).then(
              () => say(c.agreementRemoved),
              () => say(t.common.failed),
            )
          }
        />
      )}
    />
  );
}
