import { BrowserRouter, useRoutes } from "react-router-dom";
import { routes } from "@/routes";

function RouteTable() {
  return useRoutes(routes);
}

/**
 * The route table in React Router's declarative mode: the app uses no loaders or actions, and
 * the data router (`createBrowserRouter`) would add about 16 KB gzip to every first page load.
 * Navigations render outside transitions so that `flushSync` can make one synchronous (logout).
 */
export function AppRoutes() {
  return (
    <BrowserRouter useTransitions={false}>
      <RouteTable />
    </BrowserRouter>
  );
}
