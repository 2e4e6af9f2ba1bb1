'use client';

import { useRef, useState, type ChangeEvent } from 'react';
import styles from '../../../components/allergy/allergy.module.css';
import { declareProfile } from '@/lib/api/allergy';
import { errorMessage } from '@/lib/api/errors';
import { createIdempotencyKey } from '@/lib/api/transport';
import { discardUpload, UploadError, uploadFile } from '@/lib/api/upload';
import { DOCTOR_NOTE_TENANT_TYPE } from '@/lib/contract/attachment';
import {
  AllergySeverity,
  Diet,
  type AllergenCode,
  type AllergyProfile,
  type AllergyProfileVersion,
} from '@/lib/contract/allergy';
import { format } from '@/lib/i18n';
import { allergyMessages } from '@/lib/i18n/areas/allergy';
import { ALLERGENS_GB_FIRST, allergenName } from '@/lib/meal/allergens';
import { useOnline } from '@/lib/platform/online';
import { showToast } from '@/lib/platform/feedback';

type Chosen = Partial<Record<AllergenCode, AllergySeverity>>;

function chosenOf(version: AllergyProfileVersion | undefined): Chosen {
  return Object.fromEntries((version?.allergies ?? []).map((a) => [a.code, a.severity]));
}

/**
 * The declaration: allergens (GB 7718's eight first) each with a severity, diets, a note and a
 * doctor's note photo. It starts from the newest version, so a change is an edit, not a retype.
 */
export function AllergyForm({
  associatedUserId,
  latest,
  onDeclared,
}: {
  associatedUserId: number;
  latest: AllergyProfileVersion | undefined;
  onDeclared: (profile: AllergyProfile) => void;
}) {
  const a = allergyMessages();
  const p = a.profile;
  const online = useOnline();
  const [chosen, setChosen] = useState<Chosen>(() => chosenOf(latest));
  const [diets, setDiets] = useState<ReadonlySet<Diet>>(() => new Set(latest?.diets ?? []));
  const [note, setNote] = useState(latest?.note ?? '');
  const [attachment, setAttachment] = useState<{ id: string; url: string } | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per declaration: a retried press after a lost answer is the same one.
  const intent = useRef<string | null>(null);

  const toggleAllergen = (code: AllergenCode, on: boolean) => {
    intent.current = null;
    setChosen((current) => {
      const next = { ...current };
      if (on) next[code] = current[code] ?? 'Avoid';
      else delete next[code];
      return next;
    });
  };

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    setPercent(0);
    try {
      const result = await uploadFile({
        file,
        fileName: file.name,
        tenantTypeId: DOCTOR_NOTE_TENANT_TYPE,
        associateId: associatedUserId,
        appendFile: true,
        onProgress: setPercent,
      });
      intent.current = null;
      // A replaced photo not yet submitted is dropped: only the newest goes with the declaration.
      if (attachment) void discardUpload(attachment.id);
      // The receiver names the stored attachment by its (text) id.
      setAttachment({ id: result.associateId, url: result.url });
    } catch (caught) {
      setError(caught instanceof UploadError ? caught.message : errorMessage(caught, p.failed));
    } finally {
      setPercent(null);
    }
  }

  async function submit() {
    if (sending) return;
    setSending(true);
    setError(null);
    intent.current ??= createIdempotencyKey();
    try {
      const profile = await declareProfile(
        associatedUserId,
        {
          allergies: ALLERGENS_GB_FIRST.filter((c) => chosen[c.code]).map((c) => ({
            code: c.code,
            severity: chosen[c.code] as AllergySeverity,
          })),
          diets: Diet.options.filter((diet) => diets.has(diet)),
          note: note.trim(),
          doctorNoteAttachmentId: attachment?.id ?? null,
        },
        intent.current,
      );
      intent.current = null;
      onDeclared(profile);
      showToast({ title: p.submitted, icon: 'success' });
    } catch (caught) {
      const message = errorMessage(caught, p.failed);
      setError(message);
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      className={styles.section}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{p.allergens}</legend>
        <p className={styles.hint}>{p.gbFirst}</p>
        <div className={styles.grid}>
          {ALLERGENS_GB_FIRST.map((category) => {
            const name = allergenName(category.code);
            const severity = chosen[category.code];
            return (
              <div key={category.code} className={styles.row}>
                <label>
                  <input
                    type="checkbox"
                    checked={severity !== undefined}
                    onChange={(event) => toggleAllergen(category.code, event.target.checked)}
                  />{' '}
                  <span className={styles.mark} aria-hidden>
                    {category.short}
                  </span>
                  {name}
                </label>
                {severity ? (
                  <select
                    aria-label={format(p.severityOf, { name })}
                    value={severity}
                    onChange={(event) => {
                      intent.current = null;
                      setChosen((c) => ({
                        ...c,
                        [category.code]: event.target.value as AllergySeverity,
                      }));
                    }}
                  >
                    {AllergySeverity.options.map((value) => (
                      <option key={value} value={value}>
                        {a.severity[value]}
                      </option>
                    ))}
                  </select>
                ) : null}
              </div>
            );
          })}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{p.diets}</legend>
        <div className={styles.row}>
          {Diet.options.map((diet) => (
            <label key={diet}>
              <input
                type="checkbox"
                checked={diets.has(diet)}
                onChange={(event) => {
                  intent.current = null;
                  setDiets((current) => {
                    const next = new Set(current);
                    if (event.target.checked) next.add(diet);
                    else next.delete(diet);
                    return next;
                  });
                }}
              />{' '}
              {a.diet[diet]}
            </label>
          ))}
        </div>
      </fieldset>
      <label className={styles.legend} htmlFor="allergy-note">
        {p.note}
      </label>
      <textarea
        id="allergy-note"
        className={styles.textarea}
        maxLength={200}
        placeholder={p.notePlaceholder}
        value={note}
        onChange={(event) => {
          intent.current = null;
          setNote(event.target.value);
        }}
      />
      <p className={styles.legend}>{p.doctorNote}</p>
      <div className={styles.row}>
        <label className={styles.secondary}>
          {attachment ? p.doctorNoteReplace : p.doctorNoteAdd}
          <input
            type="file"
            accept="image/*"
            hidden
            aria-label={attachment ? p.doctorNoteReplace : p.doctorNoteAdd}
            disabled={percent !== null}
            onChange={(event) => void onFile(event)}
          />
        </label>
        {percent !== null ? (
          <span role="status">{format(p.uploading, { percent })}</span>
        ) : attachment ? (
          <>
            <span role="status">{p.doctorNoteAttached}</span>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => {
                // Not sent yet (a sent declaration starts the form afresh): a temporary upload.
                void discardUpload(attachment.id);
                setAttachment(null);
              }}
            >
              {p.doctorNoteRemove}
            </button>
          </>
        ) : null}
      </div>
      <p className={styles.hint}>{p.effect}</p>
      {!online ? <p className={styles.hint}>{p.offline}</p> : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className={styles.button}
        disabled={sending || percent !== null || !online}
      >
        {p.submit}
      </button>
    </form>
  );
}
