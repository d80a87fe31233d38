import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router-dom";
import { FullScreenMessage } from "@/components/FullScreenMessage";
import { useCurrentUser } from "./useCurrentUser";

/**
 * The client-side half of the panel guards (the server refuses the data anyway): visitors go
 * to the login page, the other role to its own dashboard.
 */
export function RequireRole({ role, children }: { role: "customer" | "admin"; children: ReactNode }) {
  const { user, loading } = useCurrentUser();
  const { t } = useTranslation();
  if (loading) return <FullScreenMessage>{t("loading")}</FullScreenMessage>;
  if (!user) return <Navigate to="/auth/login" replace />;
  if (user.role !== role) return <Navigate to={user.role === "admin" ? "/admin/dashboard" : "/customer/dashboard"} replace />;
  return <>{children}</>;
}
