'use client';

import { useState } from 'react';
import { issueFamilyCoupon, revokeFamilyCoupon, useSchoolCoupons } from '@/lib/api/adminPrepaid';
import { isApiError } from '@/lib/api/errors';
import type { AdminCoupon } from '@/lib/contract/adminPrepaid';
import { format } from '@/lib/i18n';
import { consoleMessages } from '@/lib/i18n/areas/console';
import { ConfirmButton } from './ConfirmButton';
import { TextField, ValidityFields } from './RecordForm';
import { RecordsSection } from './RecordsSection';
import { fenOf, yuan } from './yuan';

/**
 * The coupons given at the school, one issued to a family by mobile (decision 031), and an
 * unused one revoked (decision 057; a used one cannot be).
 */
export function CouponsSection() {
  const t = consoleMessages();
  const p = t.prepaid;
  const list = useSchoolCoupons();
  const [mobile, setMobile] = useState('');
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const [minOrder, setMinOrder] = useState('');
  const [from, setFrom] = useState('');
  const [until, setUntil] = useState('');
  const family = (row: AdminCoupon) => `${row.accountName} ${row.mobile ?? ''}`.trim();
  return (
    <RecordsSection<AdminCoupon>
      id="content-coupons"
      title={p.coupons}
      list={list}
      rowKey={(row) => row.id}
      form={{
        label: p.issue,
        submit: p.issue,
        onSubmit: () => {
          const [valueFen, minOrderFen] = [fenOf(value), fenOf(minOrder)];
          // An amount that is not one is said, and nothing is sent.
          if (valueFen === undefined || minOrderFen === undefined)
            return Promise.resolve(t.common.badAmount);
          return issueFamilyCoupon({
            mobile: mobile.trim(),
            name,
            couponScene: 'Business',
            value: valueFen,
            minOrderAmount: minOrderFen,
            validFrom: from,
            validUntil: until,
          }).then(
            () => p.issued,
            (error: unknown) =>
              isApiError(error) && error.status === 404 ? p.noFamily : t.common.failed,
          );
        },
        fields: (
          <>
            <TextField
              label={p.mobile}
              inputMode="tel"
              required
              maxLength={11}
              value={mobile}
              onChange={setMobile}
            />
            <TextField label={p.name} required maxLength={60} value={name} onChange={setName} />
            <TextField
              label={p.value}
              inputMode="decimal"
              required
              value={value}
              onChange={setValue}
            />
            <TextField
              label={p.minOrder}
              inputMode="decimal"
              value={minOrder}
              onChange={setMinOrder}
            />
            <ValidityFields from={from} until={until} onFrom={setFrom} onUntil={setUntil} />
          </>
        ),
      }}
      columns={[
        { header: p.name, cell: (row) => row.name },
        { header: p.family, cell: family },
        { header: p.value, numeric: true, cell: (row) => yuan(row.value) },
        { header: p.until, cell: (row) => row.validUntil },
        {
          header: p.state,
          cell: (row) => p.couponStates[row.revokedAt ? 'revoked' : (row.couponStatus ?? 'valid')],
        },
      ]}
      action={(row, say) =>
        row.couponStatus === null && !row.revokedAt ? (
          <ConfirmButton
            text={p.revoke}
            label={`${p.revoke} ${row.name} ${family(row)}`}
            question={format(p.revokeAsk, { name: row.name, family: family(row) })}
            onConfirm={() =>
              void revokeFamilyCoupon(row.id).then(
                () => say(p.revoked),
                (error: unknown) =>
                  say(
                    isApiError(error) && error.code === 'COUPON_USED'
                      ? p.couponUsed
                      : t.common.failed,
                  ),
              )
            }
          />
        ) : null
      }
    />
  );
}
