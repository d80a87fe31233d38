import { toaster } from "./Toaster";

export const INSUFFICIENT_BALANCE_TITLE = "Insufficient Balance";

export interface Notification {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** Milliseconds; `Infinity` keeps it until dismissed. Default 5000. */
  duration?: number;
  action?: { label: string; onClick: () => void };
}

let openInsufficientBalance: (() => void) | null = null;

/** Registered by the insufficient-balance dialog so that a notification can open it. */
export function onInsufficientBalanceNotification(open: (() => void) | null): void {
  openInsufficientBalance = open;
}

/**
 * Shows one notification; a new one replaces the one on screen. A notification titled
 * exactly 'Insufficient Balance' is never a toast: it opens the insufficient-balance dialog.
 */
export function notify({ title, description, variant = "default", duration = 5000, action }: Notification): void {
  if (title === INSUFFICIENT_BALANCE_TITLE) {
    openInsufficientBalance?.();
    return;
  }
  toaster.remove();
  toaster.create({
    title,
    description,
    type: variant === "destructive" ? "error" : "info",
    duration,
    action,
  });
}
