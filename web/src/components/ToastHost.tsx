import { Suspense, lazy, useSyncExternalStore } from "react";
import { subscribeToToasterRequest, toasterRequested } from "./notify";

const Toaster = lazy(() => import("./Toaster").then((m) => ({ default: m.Toaster })));

/** The toast region, mounted with the first notification so that its code stays out of the first page load. */
export function ToastHost() {
  const requested = useSyncExternalStore(subscribeToToasterRequest, toasterRequested);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
