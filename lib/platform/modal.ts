import { showModal as showFeedbackModal, type ModalOptions } from './feedback';

// The modal's option rules (docs/product.md, "Validation"): the text and colour options must be strings, and a
// button text may be at most 4 Chinese characters, counting a wide character as 2 against 8.

export const MODAL_BUTTON_TEXT_LIMIT = 8;

const STRING_OPTIONS = [
  'title',
  'content',
  'cancelText',
  'confirmText',
  'cancelColor',
  'confirmColor',
] as const;
const BUTTON_TEXT_OPTIONS = ['cancelText', 'confirmText'] as const;

/** Width in half-width units: anything outside Latin-1 counts 2. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += (char.codePointAt(0) ?? 0) > 0xff ? 2 : 1;
  return width;
}

export class ModalOptionsError extends Error {
  constructor(reason: string) {
    super(`showModal:fail ${reason}`);
    this.name = 'ModalOptionsError';
  }
}

/** Throws a ModalOptionsError naming the first bad option. */
export function validateModalOptions(options: unknown): asserts options is ModalOptions {
  if (typeof options !== 'object' || options === null)
    throw new ModalOptionsError('options must be an object');
  const record = options as Record<string, unknown>;
  for (const key of STRING_OPTIONS) {
    const value = record[key];
    if (value !== undefined && typeof value !== 'string') {
      throw new ModalOptionsError(
        `${key} should be a string, got ${value === null ? 'null' : typeof value}`,
      );
    }
  }
  for (const key of BUTTON_TEXT_OPTIONS) {
    const value = record[key];
    if (typeof value === 'string' && textWidth(value) > MODAL_BUTTON_TEXT_LIMIT) {
      throw new ModalOptionsError(
        `${key} must be at most 4 Chinese characters (8 narrow ones): "${value}"`,
      );
    }
  }
}

/** showModal with the spec's validation; an invalid call rejects and shows nothing. */
export async function showModal(options: ModalOptions): Promise<{ confirm: boolean }> {
  validateModalOptions(options);
  return showFeedbackModal(options);
}
