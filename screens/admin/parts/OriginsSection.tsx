'use client';

import { useState } from 'react';
import { addAllowedOrigin, removeAllowedOrigin, useAllowedOrigins } from '@/lib/api/adminContent';
import { isApiError } from '@/lib/api/errors';
import { httpsOriginOf } from '@/lib/contract/adminContent';
import { format } from '@/lib/i18n';
import { consoleMessages } from '@/lib/i18n/areas/console';
import { ConfirmButton } from './ConfirmButton';
import { RecordsSection } from './RecordsSection';

/**
 * The sites the in-app web page may show (decisions 024, 057): https origins only, checked here
 * by the contract's own rule before the server checks it again.
 */
export function OriginsSection() {
  const t = consoleMessages();
  const c = t.content;
  const origins = useAllowedOrigins();
  const [origin, setOrigin] = useState('');
  return (
    <RecordsSection<string>
      id="content-origins"
      title={c.origins}
      note={c.originsNote}
      list={{ ...origins, data: origins.data?.origins }}
      rowKey={(row) => row}
      form={{
        label: c.addOrigin,
        submit: c.addOrigin,
        ownChecks: true,
        onSubmit: async () => {
          const normal = httpsOriginOf(origin);
          if (!normal) return c.originInvalid;
          try {
            await addAllowedOrigin(normal);
          } catch (error) {
            if (isApiError(error) && error.code === 'ORIGIN_INVALID') return c.originInvalid;
            throw error;
          }
          setOrigin('');
          return format(c.originAdded, { origin: normal });
        },
        fields: (
          <label>
            {c.origin}
            <input
              type="url"
              inputMode="url"
              placeholder="https://example.com"
              maxLength={200}
              value={origin}
              onChange={(e) => setOrigin(e.target.value)}
            />
          </label>
        ),
      }}
      columns={[{ header: c.origin, cell: (row) => row }]}
      action={(row, say) => (
        <ConfirmButton
          text={t.common.remove}
          label={`${t.common.remove} ${row}`}
          question={format(c.confirmRemove, { name: row })}
          onConfirm={() =>
            void removeAllowedOrigin(row).then(
              () => say(format(c.originRemoved, { origin: row })),
              () => say(t.common.failed),
            )
          }
        />
      )}
    />
  );
}
