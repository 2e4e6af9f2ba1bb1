'use client';

import { useState } from 'react';
import { LinkCell } from '@/components/account/FormFields';
import common from '../../../components/account/account.module.css';
import { askToClose, downloadArchive, useMyClosure } from '@/lib/api/dataRights';
import { messages } from '@/lib/i18n';
import { dataMessages } from '@/lib/i18n/areas/data';
import { showModal, showToast } from '@/lib/platform/feedback';

/** Mine's own data (decision 074): download everything the app holds, or ask to close the account. */
export function MyData() {
  const t = dataMessages().mine;
  const closure = useMyClosure();
  const [busy, setBusy] = useState(false);

  async function onDownload() {
    if (busy) return;
    setBusy(true);
    try {
      await downloadArchive();
      showToast({ title: t.downloaded, icon: 'success' });
    } catch {
      showToast({ title: t.failed, icon: 'fail' });
    } finally {
      setBusy(false);
    }
  }

  async function onClose() {
    const { confirm } = await showModal({
      title: messages().dialog.notice,
      content: t.confirmClose,
    });
    if (!confirm) return;
    try {
      await closure.mutate(await askToClose(), { revalidate: false });
      showToast({ title: t.requested, icon: 'success' });
    } catch {
      showToast({ title: t.failed, icon: 'fail' });
    }
  }

  const status = closure.data?.status;
  return (
    <div className={`${common.section} ${common.group}`}>
      <LinkCell
        title={t.download}
        value={busy ? t.downloading : undefined}
        onClick={() => void onDownload()}
      />
      <LinkCell
        title={t.close}
        value={status ? t.status[status] : undefined}
        danger
        onClick={() => void onClose()}
      />
    </div>
  );
}
