import { Badge, Stack, Text, Wrap } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

export interface LicensePlanFields {
  maxMachines?: number | null;
  heartbeatSeconds?: number | null;
  graceDays: number;
  entitlements: string[];
  lifetime: boolean;
}

/** A heartbeat in the largest whole unit: "10 minutes", "2 hours", "1 day". */
function heartbeatParts(seconds: number): { unit: "days" | "hours" | "minutes"; count: number } {
  if (seconds % 86_400 === 0) return { unit: "days", count: seconds / 86_400 };
  if (seconds % 3_600 === 0) return { unit: "hours", count: seconds / 3_600 };
  return { unit: "minutes", count: Math.max(1, Math.round(seconds / 60)) };
}

/** A licence's plan in one line (seats, heartbeat, grace, lifetime) and its entitlements. */
export function LicensePlanSummary({ plan }: { plan: LicensePlanFields }) {
  const { t } = useTranslation("customer");
  const parts = [plan.maxMachines == null ? t("licenses.plan.unlimitedSeats") : t("licenses.plan.seats", { count: plan.maxMachines })];
  if (plan.heartbeatSeconds != null) {
    const { unit, count } = heartbeatParts(plan.heartbeatSeconds);
    parts.push(t("licenses.plan.heartbeat", { every: t(`licenses.plan.${unit}`, { count }) }));
  }
  if (plan.graceDays > 0) parts.push(t("licenses.plan.grace", { count: plan.graceDays }));
  if (plan.lifetime) parts.push(t("licenses.plan.lifetime"));
  return (
    <Stack gap="2">
      <Text fontSize="sm" data-testid="license-plan-line">
        {parts.join(" · ")}
      </Text>
      {plan.entitlements.length > 0 && (
        <Wrap gap="1" aria-label={t("licenses.plan.entitlements")} as="ul" listStyleType="none">
          {plan.entitlements.map((e) => (
            <Badge as="li" key={e} variant="subtle" colorPalette="teal">
              {e}
            </Badge>
          ))}
        </Wrap>
      )}
    </Stack>
  );
}
