import { StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "./app/AppProviders";
import { AppRoutes } from "./app/AppRoutes";
import "./i18n";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    {/* Suspends only while a language other than the bundled English loads its first resources. */}
    <Suspense fallback={null}>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </Suspense>
  </StrictMode>,
);
