import { takeFailedRequestId } from "@/lib/request-id";

export const INSUFFICIENT_BALANCE_TITLE = "Insufficient Balance";

export interface Notification {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** Milliseconds; `Infinity` keeps it until dismissed. Default 5000. */
  duration?: number;
  action?: { label: string; onClick: () => void };
}

type ToasterModule = typeof import("./Toaster");

let openInsufficientBalance: (() => void) | null = null;
// The toast machinery is loaded with the first notification: most visits never show one.
let toasterModule: Promise<ToasterModule> | null = null;
const toasterListeners = new Set<() => void>();

/** Registered by the insufficient-balance dialog so that a notification can open it. */
export function onInsufficientBalanceNotification(open: (() => void) | null): void {
  openInsufficientBalance = open;
}

/** For the toast region (ToastHost): whether a notification has been shown yet. */
export function toasterRequested(): boolean {
  return toasterModule !== null;
}

export function subscribeToToasterRequest(listener: () => void): () => void {
  toasterListeners.add(listener);
  return () => toasterListeners.delete(listener);
}

function loadToaster(): Promise<ToasterModule> {
  if (!toasterModule) {
    toasterModule = import("./Toaster");
    for (const listener of toasterListeners) listener();
  }
  return toasterModule;
}

/** Clears the notification on screen, e.g. a stale error once a dialog takes over. */
export function dismissNotifications(): void {
  void toasterModule?.then(({ toaster }) => toaster.remove());
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
  const requestId = variant === "destructive" ? takeFailedRequestId() : null;
  void loadToaster().then(({ toaster }) => {
    toaster.remove();
    toaster.create({
      title,
      description,
      // Its own line, so the spec's wording of the description stays as it is.
      meta: requestId ? { requestId } : undefined,
      type: variant === "destructive" ? "error" : "info",
      duration,
      action,
    });
  });
}
