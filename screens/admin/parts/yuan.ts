import { format } from '@/lib/i18n';
import { consoleMessages } from '@/lib/i18n/areas/console';

/** Yuan typed in a field as fen (0 when empty or not a number). */
export function fenOf(value: string): number {
  const yuan = Number(value);
  return Number.isFinite(yuan) ? Math.round(yuan * 100) : 0;
}

export function yuan(fen: number): string {
  return format(consoleMessages().money.yuan, { amount: (fen / 100).toFixed(2) });
}
