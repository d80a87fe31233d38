import { MAX_COUNT } from "../../../../../common/limits";
import type { AdminT } from "../shared/admin-t";
import { maxCountText } from "../shared/dollars";
import { useMutation } from "@apollo/client/react";
import { Button, Card, Field, Heading, NativeSelect, SimpleGrid, Stack } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { refetchLite } from "@/graphql/lite-client";
import { Form } from "@/components/Form";
import { notify } from "@/components/notify";
import { SessionsSection } from "@/components/SessionsSection";
import { TextField } from "@/components/TextField";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { TwoFactorSection } from "./TwoFactorSection";
import { useTranslation } from "react-i18next";

const UpdateSecuritySettingsMutation = graphql(`
  mutation UpdateSecuritySettings($input: SecuritySettingsInput!) {
    updateSecuritySettings(input: $input) {
      ...SecuritySettingsFields
    }
  }
`);

export interface SecurityValues {
  sessionTimeoutMinutes: number;
  sessionTimeoutChoices: number[];
  lowStockThreshold: number;
  customerSessionLifetimeHours: number;
  adminSessionLifetimeHours: number;
}

/** The server's checks and messages, in its order. */
function thresholdProblem(raw: string, value: number, t: AdminT): string | null {
  if (raw.trim() === "" || !Number.isInteger(value)) return t("settings.security.thresholdWhole");
  if (value < 0) return t("settings.security.thresholdNegative");
  if (value > MAX_COUNT) return t("settings.security.thresholdTooLarge", { max: maxCountText() });
  return null;
}

/** A whole-number setting (the threshold, the two session lifetimes) with its hint under it. */
function WholeNumberField(props: { label: string; hint: string; min: string; max?: number; value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label={props.label}
      type="number"
      step="1"
      min={props.min}
      max={props.max}
      value={props.value}
      onChange={props.onChange}
      helperText={props.hint}
    />
  );
}

export function SecuritySettingsTab({ security }: { security: SecurityValues }) {
  const { t } = useTranslation("admin");
  const [update, { loading }] = useMutation(UpdateSecuritySettingsMutation);
  const [timeout, setTimeoutMinutes] = useState(String(security.sessionTimeoutMinutes));
  const [threshold, setThreshold] = useState(String(security.lowStockThreshold));
  const [customerHours, setCustomerHours] = useState(String(security.customerSessionLifetimeHours));
  const [adminHours, setAdminHours] = useState(String(security.adminSessionLifetimeHours));

  async function save(e: FormEvent) {
    e.preventDefault();
    const lowStockThreshold = Number(threshold);
    const problem = thresholdProblem(threshold, lowStockThreshold, t);
    if (problem) {
      notify({ title: t("common.error"), description: problem, variant: "destructive" });
      return;
    }
    try {
      const input = {
        sessionTimeoutMinutes: Number(timeout),
        lowStockThreshold,
        customerSessionLifetimeHours: Number(customerHours),
        adminSessionLifetimeHours: Number(adminHours),
      };
      await update({ variables: { input } });
      // The shell's site data is the lite client's.
      void refetchLite(["SiteData"]);
      notify({ title: t("settings.security.saved"), description: t("settings.security.savedText", { count: Number(timeout) }) });
    } catch (err) {
      notify({ title: t("settings.updateFailed"), description: errorMessage(err), variant: "destructive" });
    }
  }

  return (
    <Stack gap="6" maxW="3xl">
      <TwoFactorSection />
      <SessionsSection />
      <Card.Root variant="outline">
        <Card.Header>
          <Heading as="h2" size="md">
            {t("settings.security.sessionsTitle")}
          </Heading>
        </Card.Header>
        <Card.Body>
          <Form onSubmit={save} gap="5">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Field.Root>
                <Field.Label>{t("settings.security.timeout")}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={timeout} onChange={(e) => setTimeoutMinutes(e.target.value)}>
                    {security.sessionTimeoutChoices.map((m) => (
                      <option key={m} value={m}>
                        {t("settings.security.minutes", { count: m })}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.HelperText>{t("settings.security.timeoutHint")}</Field.HelperText>
              </Field.Root>
              <WholeNumberField
                label={t("settings.security.threshold")}
                min="0"
                max={MAX_COUNT}
                value={threshold}
                onChange={setThreshold}
                hint={t("settings.security.thresholdHint")}
              />
              <WholeNumberField
                label={t("settings.security.customerLifetime")}
                min="1"
                value={customerHours}
                onChange={setCustomerHours}
                hint={t("settings.security.customerLifetimeHint")}
              />
              <WholeNumberField
                label={t("settings.security.adminLifetime")}
                min="1"
                value={adminHours}
                onChange={setAdminHours}
                hint={t("settings.security.adminLifetimeHint")}
              />
            </SimpleGrid>
            <Button type="submit" colorPalette="teal" alignSelf="flex-start" loading={loading}>
              {t("settings.security.save")}
            </Button>
          </Form>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
