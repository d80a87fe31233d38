import { Heading, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { MetricCards } from "./dashboard/MetricCards";
import { PurchasedPacks } from "./dashboard/PurchasedPacks";
import { LicensesSection } from "./licenses/LicensesSection";

interface DashboardState {
  newOrderId?: string;
  scrollTo?: "licenses";
}

export default function DashboardPage() {
  const state = (useLocation().state ?? {}) as DashboardState;
  const { t } = useTranslation("customer");

  useEffect(() => {
    if (state.scrollTo !== "licenses") return;
    // The section renders with the page; wait one frame so its position is known.
    const frame = requestAnimationFrame(() => document.getElementById("licenses")?.scrollIntoView({ behavior: "smooth", block: "start" }));
    return () => cancelAnimationFrame(frame);
  }, [state.scrollTo]);

  return (
    <Stack gap="8">
      <Heading as="h1" size="2xl">
        {t("dashboard.title")}
      </Heading>
      <MetricCards />
      <PurchasedPacks newOrderId={state.newOrderId} />
      <LicensesSection />
    </Stack>
  );
}
