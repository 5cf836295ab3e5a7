// Flash messages ("toasts"): set by an action before its redirect, rendered by the root as a
// role="status" block, and turned into timed toasts when JavaScript runs.

export type ToastType = "success" | "error" | "info";

export type Toast = {
  id: string;
  type: ToastType;
  /** A translation key (SPEC section 8), or a message from the platform shown as it is. */
  key?: string;
  message?: string;
  params?: Record<string, string | number>;
};

export const TOAST_DURATION_MS = 3000;
export const ERROR_TOAST_MS_PER_CHARACTER = 50;
export const LONG_TOASTS_MS: Record<string, number> = { "core.notifications.cartUpdated": 12_000 };

/** How long a toast stays: errors 50 ms per character of their text, cartUpdated 12 s, others 3 s. */
export function toastDuration(toast: Pick<Toast, "type" | "key">, text: string): number {
  if (toast.key && LONG_TOASTS_MS[toast.key]) return LONG_TOASTS_MS[toast.key];
  if (toast.type === "error") return Math.max(TOAST_DURATION_MS, text.length * ERROR_TOAST_MS_PER_CHARACTER);
  return TOAST_DURATION_MS;
}
