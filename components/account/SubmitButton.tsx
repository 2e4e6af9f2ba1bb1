'use client';
import type { ReactNode } from 'react';
import { Button } from 'react-vant/es/button';
import { ACCENT_COLOR } from '@/lib/platform/theme';
import styles from './account.module.css';
import './vantStyles';

export interface SubmitButtonProps {
  /** Shows the spinner while the form's request runs. */
  submitting: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** A form's one primary action: full width under its fields, in the accent colour. */
export function SubmitButton({ submitting, disabled, children }: SubmitButtonProps) {
  return (
    <div className={styles.actions}>
      <Button
        type="primary"
        block
        round
        nativeType="submit"
        loading={submitting}
        disabled={disabled}
        color={ACCENT_COLOR}
      >
        {children}
      </Button>
    </div>
  );
}
