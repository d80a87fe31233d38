import { Heading, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useEffect } from "react";
import { useLocation, useSearchParams } from "react-router-dom";
import { MetricCards } from "./dashboard/MetricCards";
import { PaymentReturnNotice } from "./dashboard/PaymentReturnNotice";
import { PurchasedPacks } from "./dashboard/PurchasedPacks";
import { LicensesSection } from "./licenses/LicensesSection";

interface DashboardState {
  newOrderId?: string;
  scrollTo?: "licenses";
}

export default function DashboardPage() {
  const state = (useLocation().state ?? {}) as DashboardState;
  // A payment provider sends the buyer back here with the order it paid for.
  const returnedOrderId = useSearchParams()[0].get("order")?.slice(0, 64) || undefined;
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
      {returnedOrderId && <PaymentReturnNotice orderId={returnedOrderId} />}
      <MetricCards />
      <LicensesSection />
      <PurchasedPacks newOrderId={state.newOrderId ?? returnedOrderId} />
    </Stack>
  );
}
