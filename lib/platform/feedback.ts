import Toast from 'react-vant/es/toast';
import Dialog from 'react-vant/es/dialog';
import { messages } from '../i18n';

// Toasts, loading and modals in one place, so the router can hide them all on a route change and
// the request layer can show the spec's errors without knowing about react-vant.

export const TOAST_DURATION_MS = 1500;

export interface ToastOptions {
  title: string;
  /** 'none' shows the text alone (the 401 toast has no icon). */
  icon?: 'success' | 'fail' | 'none';
  duration?: number;
}

export function showToast({ title, icon = 'none', duration = TOAST_DURATION_MS }: ToastOptions): void {
  const options = { message: title, duration, forbidClick: false };
  if (icon === 'success') Toast.success(options);
  else if (icon === 'fail') Toast.fail(options);
  else Toast.info(options);
}

export function showLoading(title: string = messages().common.loading): void {
  Toast.loading({ message: title, duration: 0, forbidClick: true });
}

export function hideToast(): void {
  Toast.clear();
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

/** Resolves with `confirm: true` when the user presses the confirm button. */
export function showModal(options: ModalOptions): Promise<{ confirm: boolean }> {
  const t = messages().dialog;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (confirm: boolean) => {
      if (settled) return;
      settled = true;
      openModals.delete(destroy);
      resolve({ confirm });
    };
    // Dialog.show's returned destroy is captured before React 19's asynchronous first render has
    // set it (it is a no-op), so each modal gets its own holder that hideModals unmounts itself.
    const holder = document.createElement('div');
    document.body.appendChild(holder);
    const destroy = () => {
      settle(false);
      // Deferred: a route change may come from an effect, where React refuses a synchronous unmount.
      queueMicrotask(() => {
        for (const child of [...holder.children]) {
          (child as Element & { __react_vant_root__?: { unmount(): void } }).__react_vant_root__?.unmount();
        }
        holder.remove();
      });
    };
    Dialog.show({
      teleport: holder,
      title: options.title,
      message: options.content,
      showCancelButton: options.showCancel ?? true,
      cancelButtonText: options.cancelText ?? t.cancel,
      confirmButtonText: options.confirmText ?? t.confirm,
      cancelButtonColor: options.cancelColor,
      confirmButtonColor: options.confirmColor ?? '#ff915e',
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
      onClosed: () => holder.remove(),
    });
    openModals.add(destroy);
  });
}

export function hideModals(): void {
  for (const destroy of [...openModals]) destroy();
  openModals.clear();
}

/** Everything transient goes on a route change (SPEC section 4). */
export function hideAllFeedback(): void {
  hideToast();
  hideModals();
}
