import { format } from '@/lib/i18n';
import { consoleMessages } from '@/lib/i18n/areas/console';
import { fenOfYuan, yuanOf } from '@/lib/money/fen';

/** Yuan typed in a console field as fen: 0 when left empty, undefined when not an amount. */
export function fenOf(value: string): number | undefined {
  return value.trim() === '' ? 0 : fenOfYuan(value);
}

/** Fen as the console shows them: '¥12.34'. */
export function yuan(fen: number): string {
  return format(consoleMessages().money.yuan, { amount: yuanOf(fen) });
}
