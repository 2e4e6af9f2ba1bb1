import type { ButtonHTMLAttributes } from 'react';
import styles from './PageMessage.module.css';

/** The buttons of a whole-page message; plain buttons keep the shell's first load small. */
export function PageButton({
  primary = false,
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { primary?: boolean }) {
  const classes = [styles.button, primary ? styles.primary : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return <button type="button" className={classes} {...props} />;
}
