'use client';
import { useState, type ChangeEvent } from 'react';
import { errorMessage } from '@/lib/api/errors';
import { Progress } from 'react-vant/es/progress';
import { changeHeadPhoto } from '@/lib/api/user';
import { UploadError, uploadFile } from '@/lib/api/upload';
import { HEAD_PHOTO_TENANT_TYPE } from '@/lib/contract/attachment';
import type { Identity } from '@/lib/contract/user';
import { format, messages } from '@/lib/i18n';
import { showToast } from '@/lib/platform/feedback';
import styles from './my.module.css';

export interface HeadPhotoProps {
  identity: Identity;
  ownerId?: number;
}

/** The child's head photo; choosing a file uploads it with a progress bar, then stores its url. */
export function HeadPhoto({ identity, ownerId }: HeadPhotoProps) {
  const t = messages();
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

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
        tenantTypeId: HEAD_PHOTO_TENANT_TYPE,
        associateId: identity.associatedUserId,
        ownerId,
        onProgress: setPercent,
      });
      await changeHeadPhoto(identity.associatedUserId, result.url);
    } catch (caught) {
      const message =
        caught instanceof UploadError
          ? caught.message
          : errorMessage(caught, t.errors.operationFailed, { serverText: false });
      setError(message);
      showToast({ title: message, icon: 'fail' });
    } finally {
      setPercent(null);
    }
  }

  const initial = identity.userName.slice(0, 1);
  return (
    <div className={styles.photoBox}>
      <label className={styles.photo}>
        {identity.headerUrl ? (
          <img
            src={identity.headerUrl}
            alt={format(t.account.headPhotoOf, { name: identity.userName })}
          />
        ) : (
          <span className={styles.initial} aria-hidden>
            {initial}
          </span>
        )}
        <input
          type="file"
          accept="image/*"
          className={styles.fileInput}
          aria-label={t.account.changeHeadPhoto}
          disabled={percent !== null}
          onChange={(event) => void onFile(event)}
        />
      </label>
      {percent !== null ? (
        <div
          className={styles.progress}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={format(t.account.uploadProgress, { percent })}
        >
          <Progress percentage={percent} showPivot={false} color="#ff915e" strokeWidth={4} />
          <span className={styles.progressText}>
            {format(t.account.uploadProgress, { percent })}
          </span>
        </div>
      ) : null}
      {error ? (
        <p className={styles.uploadError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
