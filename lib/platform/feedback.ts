import { messages } from '@/lib/i18n';
import { ACCENT_COLOR } from './theme';

// Toasts, loading and modals in one place, so the router can hide them all on a route change and
// the request layer can show the spec's errors without knowing about react-vant.
//
// react-vant's Toast and Dialog (about 18 KB gzipped) load on first use, not with the first page:
// most cold starts show neither. A hide that comes before the module has loaded must still win, so
// each show remembers the generation it was asked in and gives up if a hide has happened since.

type ToastStatic = (typeof import('react-vant/es/toast'))['default'];
type DialogStatic = (typeof import('react-vant/es/dialog'))['default'];

let toastModule: Promise<ToastStatic> | null = null;
let loadedToast: ToastStatic | null = null;
let toastGeneration = 0;

function loadToast(): Promise<ToastStatic> {
  toastModule ??= import('react-vant/es/toast').then((module) => (loadedToast = module.default));
  return toastModule;
}

/** ./modal's check, as a plain function (its assertion signature cannot be called through a value). */
type ModalRules = (options: unknown) => void;

let dialogModule: Promise<[DialogStatic, ModalRules]> | null = null;
/** The dialog with the spec's option rules (./modal), both loaded on first use, never at start. */
function loadDialog(): Promise<[DialogStatic, ModalRules]> {
  dialogModule ??= Promise.all([
    import('react-vant/es/dialog').then((module) => module.default),
    import('./modal').then((module) => module.validateModalOptions),
  ]);
  return dialogModule;
}

function withToast(show: (toast: ToastStatic) => void): Promise<void> {
  const generation = toastGeneration;
  return loadToast().then((toast) => {
    if (generation === toastGeneration) show(toast);
  });
}

export const TOAST_DURATION_MS = 1500;
/** A toast that says what to do needs longer to read than a one-word one. */
export const LONG_TOAST_MS = 3000;

export interface ToastOptions {
  title: string;
  /** 'none' shows the text alone (the 401 toast has no icon). */
  icon?: 'success' | 'fail' | 'none';
  duration?: number;
}

/**
 * Shows a toast. Resolves once it is on screen (react-vant's Toast loads on first use, which can
 * take a while on a slow connection), or once a hide made it moot: what must follow a toast's
 * full duration counts from then.
 */
export function showToast({
  title,
  icon = 'none',
  duration = TOAST_DURATION_MS,
}: ToastOptions): Promise<void> {
  const options = { message: title, duration, forbidClick: false };
  return withToast((toast) => {
    if (icon === 'success') toast.success(options);
    else if (icon === 'fail') toast.fail(options);
    else toast.info(options);
  });
}

export function showLoading(title: string = messages().common.loading): void {
  void withToast((toast) => toast.loading({ message: title, duration: 0, forbidClick: true }));
}

export function hideToast(): void {
  toastGeneration += 1;
  loadedToast?.clear();
}

export interface ModalOptions {
  title?: string;
  content: string;
  showCancel?: boolean;
  cancelText?: string;
  confirmText?: string;
  cancelColor?: string;
  confirmColor?: string;
}

const openModals = new Set<() => void>();
/** Holders still in the page, closing ones included, so a hide clears them all at once. */
const modalHolders = new Set<() => void>();
/** react-vant's dialog closes in 300 ms; its holder goes soon after even if no transitionend fires. */
const MODAL_CLOSE_MS = 400;

/**
 * Resolves with `confirm: true` when the user presses the confirm button. Every modal of the app
 * passes the spec's option rules (./modal: strings only, a button's text at most four wide
 * characters); one that breaks them rejects with a ModalOptionsError and shows nothing.
 */
export function showModal(options: ModalOptions): Promise<{ confirm: boolean }> {
  const t = messages().dialog;
  return new Promise((resolve, reject) => {
    // Dialog.show's returned destroy is captured before React 19's asynchronous first render has
    // set it (it is a no-op), so each modal gets its own holder that this module unmounts itself.
    const holder = document.createElement('div');
    document.body.appendChild(holder);
    let disposed = false;
    const dispose = () => {
      if (disposed) return;
      disposed = true;
      modalHolders.delete(dispose);
      // Deferred: a route change may come from an effect, where React refuses a synchronous unmount.
      queueMicrotask(() => {
        for (const child of [...holder.children]) {
          (
            child as Element & { __react_vant_root__?: { unmount(): void } }
          ).__react_vant_root__?.unmount();
        }
        holder.remove();
      });
    };
    let settled = false;
    const settle = (confirm: boolean) => {
      if (settled) return;
      settled = true;
      openModals.delete(destroy);
      resolve({ confirm });
      // A closed dialog must not linger where a later one's buttons would be found first.
      setTimeout(dispose, MODAL_CLOSE_MS);
    };
    const destroy = () => {
      settle(false);
      dispose();
    };
    void loadDialog().then(([dialog, validate]) => {
      if (settled) {
        dispose();
        return;
      }
      try {
        validate(options);
      } catch (error) {
        settled = true;
        openModals.delete(destroy);
        dispose();
        reject(error as Error);
        return;
      }
      dialog.show({
        teleport: holder,
        title: options.title,
        message: options.content,
        showCancelButton: options.showCancel ?? true,
        cancelButtonText: options.cancelText ?? t.cancel,
        confirmButtonText: options.confirmText ?? t.confirm,
        cancelButtonColor: options.cancelColor,
        confirmButtonColor: options.confirmColor ?? ACCENT_COLOR,
        onConfirm: () => settle(true),
        onCancel: () => settle(false),
        onClose: () => settle(false),
        onClosed: dispose,
      });
    });
    openModals.add(destroy);
    modalHolders.add(dispose);
  });
}

export function hideModals(): void {
  for (const destroy of [...openModals]) destroy();
  openModals.clear();
  for (const dispose of [...modalHolders]) dispose();
}

/** Everything transient goes on a route change (docs/product.md, "States and transitions"). */
export function hideAllFeedback(): void {
  hideToast();
  hideModals();
}
