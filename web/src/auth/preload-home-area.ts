import type { CurrentUser } from "./useCurrentUser";

/**
 * Starts downloading the chunks of the page a fresh sign-in lands on (see homeAfterLogin) while
 * the sign-in itself finishes. Left to the router, the area's layout, its dashboard page and the
 * dashboard's chart would each be asked for only once the one before had rendered: three round
 * trips in a row before the first paint. The router's lazy() imports then find them loaded.
 */
export function preloadHomeArea(role: CurrentUser["role"]): void {
  const chunks =
    role === "admin"
      ? [import("@/layouts/admin/AdminLayout"), import("@/pages/admin/DashboardPage"), import("@/pages/admin/dashboard/SalesChart")]
      : [import("@/layouts/customer/CustomerLayout"), import("@/pages/customer/DashboardPage")];
  // A chunk that fails here is asked for again, with its error shown, when the page renders.
  for (const chunk of chunks) chunk.catch(() => undefined);
}
