'use client';

import { useState } from 'react';
import {
  addSchoolPrepayment,
  useSchoolPrepayments,
  withdrawSchoolPrepayment,
} from '@/lib/api/adminPrepaid';
import type { AdminPrepayment } from '@/lib/contract/adminPrepaid';
import { MealOrderType } from '@/lib/contract/enums';
import { format } from '@/lib/i18n';
import { consoleMessages } from '@/lib/i18n/areas/console';
import { ConfirmButton } from './ConfirmButton';
import { TextField, ValidityFields } from './RecordForm';
import { RecordsSection } from './RecordsSection';
import { fenOf, yuan } from './yuan';

/**
 * The school's prepayments with what they sold, a new one added (decision 029), and one
 * withdrawn from sale (decision 057: families no longer see it; purchases stand).
 */
export function PrepaymentsSection() {
  const t = consoleMessages();
  const p = t.prepaid;
  const list = useSchoolPrepayments();
  const [name, setName] = useState('');
  const [type, setType] = useState<MealOrderType>('Dispark');
  const [amount, setAmount] = useState('');
  const [min, setMin] = useState('');
  const [max, setMax] = useState('');
  const [rate, setRate] = useState('100');
  const [from, setFrom] = useState('');
  const [until, setUntil] = useState('');
  const custom = type === 'Custom';
  return (
    <RecordsSection<AdminPrepayment>
      id="content-prepayments"
      title={p.prepayments}
      list={list}
      rowKey={(row) => row.id}
      form={{
        label: p.add,
        submit: p.add,
        onSubmit: () => {
          const [amountFen, minFen, maxFen] = custom
            ? [0, fenOf(min), fenOf(max)]
            : [fenOf(amount), 0, 0];
          // An amount that is not one is said, and nothing is sent.
          if (amountFen === undefined || minFen === undefined || maxFen === undefined)
            return Promise.resolve(t.common.badAmount);
          return addSchoolPrepayment({
            name,
            description: '',
            orderPaymentType: type,
            amount: amountFen,
            minAmount: minFen,
            maxAmount: maxFen,
            discountRate: Number(rate) || 100,
            validFrom: from,
            validUntil: until,
          }).then(() => {
            setName('');
            return t.common.saved;
          });
        },
        fields: (
          <>
            <TextField label={p.name} required maxLength={60} value={name} onChange={setName} />
            <label>
              {p.type}
              <select value={type} onChange={(e) => setType(e.target.value as MealOrderType)}>
                {MealOrderType.options.map((option) => (
                  <option key={option} value={option}>
                    {p.types[option]}
                  </option>
                ))}
              </select>
            </label>
            {custom ? (
              <>
                <TextField label={p.min} inputMode="decimal" value={min} onChange={setMin} />
                <TextField label={p.max} inputMode="decimal" value={max} onChange={setMax} />
              </>
            ) : (
              <TextField label={p.amount} inputMode="decimal" value={amount} onChange={setAmount} />
            )}
            <TextField label={p.rate} inputMode="numeric" value={rate} onChange={setRate} />
            <ValidityFields from={from} until={until} onFrom={setFrom} onUntil={setUntil} />
          </>
        ),
      }}
      columns={[
        { header: p.name, cell: (row) => row.name },
        { header: p.type, cell: (row) => p.types[row.orderPaymentType] },
        {
          header: p.amount,
          numeric: true,
          cell: (row) =>
            row.orderPaymentType === 'Custom'
              ? `${yuan(row.minAmount)}–${yuan(row.maxAmount)}`
              : yuan(row.amount),
        },
        { header: p.valid, cell: (row) => `${row.validFrom} – ${row.validUntil}` },
        {
          header: t.money.paid,
          cell: (row) => format(p.sold, { count: row.paidCount, amount: yuan(row.paidCredit) }),
        },
      ]}
      action={(row, say) =>
        row.withdrawnAt ? (
          p.withdrawn
        ) : (
          <ConfirmButton
            text={p.withdraw}
            label={`${p.withdraw} ${row.name}`}
            question={format(p.withdrawAsk, { name: row.name })}
            onConfirm={() =>
              void withdrawSchoolPrepayment(row.id).then(
                () => say(p.withdrawn),
                () => say(t.common.failed),
              )
            }
          />
        )
      }
    />
  );
}
