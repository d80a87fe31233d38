import { MAX_COUNT, SESSION_LIFETIME_HOURS } from "../../../../../common/limits";
import type { AdminT } from "../shared/admin-t";
import { maxCountText } from "../shared/dollars";
import { useMutation } from "@apollo/client/react";
import { Button, Card, Heading, NativeSelect, SimpleGrid, Stack } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { refetchLite } from "@/graphql/lite-client";
import { Form } from "@/components/Form";
import { LabelledField } from "@/components/LabelledField";
import { notify } from "@/components/notify";
import { SessionsSection } from "@/components/SessionsSection";
import { TextField } from "@/components/TextField";
import { useFieldProblems, type Problems } from "@/components/useFieldProblems";
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

/** A session lifetime's problem: the server's range, in whole hours. */
function lifetimeProblem(raw: string, t: AdminT): string | null {
  const hours = Number(raw);
  const { min, max } = SESSION_LIFETIME_HOURS;
  if (raw.trim() === "" || !Number.isInteger(hours) || hours < min || hours > max) return t("settings.security.lifetimeRange", { min, max });
  return null;
}

const SECURITY_FIELDS = ["sessionTimeoutMinutes", "lowStockThreshold", "customerSessionLifetimeHours", "adminSessionLifetimeHours"] as const;
type SecurityField = (typeof SECURITY_FIELDS)[number];

/** A whole-number setting (the threshold, the two session lifetimes) with its hint under it. */
function WholeNumberField(props: { label: string; hint: string; min: string; max?: number; value: string; onChange: (value: string) => void; error?: string }) {
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
      error={props.error}
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

  const fields = useFieldProblems<SecurityField>({}, SECURITY_FIELDS);
  const edit = (field: SecurityField, setter: (value: string) => void) => (value: string) => {
    setter(value);
    fields.clear(field);
  };

  async function save(e: FormEvent) {
    e.preventDefault();
    const lowStockThreshold = Number(threshold);
    // Every problem at once, each under its field.
    const found: Problems<SecurityField> = {};
    const problem = thresholdProblem(threshold, lowStockThreshold, t);
    if (problem) found.lowStockThreshold = problem;
    const customerProblem = lifetimeProblem(customerHours, t);
    if (customerProblem) found.customerSessionLifetimeHours = customerProblem;
    const adminProblem = lifetimeProblem(adminHours, t);
    if (adminProblem) found.adminSessionLifetimeHours = adminProblem;
    if (!fields.check(found)) return;
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
      if (fields.showServerError(err)) return;
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
          <Form onSubmit={save} gap="5" guardLeave>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <LabelledField
                label={t("settings.security.timeout")}
                helperText={t("settings.security.timeoutHint")}
                error={fields.problems.sessionTimeoutMinutes}
              >
                <NativeSelect.Root>
                  <NativeSelect.Field value={timeout} onChange={(e) => edit("sessionTimeoutMinutes", setTimeoutMinutes)(e.target.value)}>
                    {security.sessionTimeoutChoices.map((m) => (
                      <option key={m} value={m}>
                        {t("settings.security.minutes", { count: m })}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </LabelledField>
              <WholeNumberField
                label={t("settings.security.threshold")}
                min="0"
                max={MAX_COUNT}
                value={threshold}
                onChange={edit("lowStockThreshold", setThreshold)}
                error={fields.problems.lowStockThreshold}
                hint={t("settings.security.thresholdHint")}
              />
              <WholeNumberField
                label={t("settings.security.customerLifetime")}
                min="1"
                value={customerHours}
                max={SESSION_LIFETIME_HOURS.max}
                onChange={edit("customerSessionLifetimeHours", setCustomerHours)}
                error={fields.problems.customerSessionLifetimeHours}
                hint={t("settings.security.customerLifetimeHint")}
              />
              <WholeNumberField
                label={t("settings.security.adminLifetime")}
                min="1"
                value={adminHours}
                max={SESSION_LIFETIME_HOURS.max}
                onChange={edit("adminSessionLifetimeHours", setAdminHours)}
                error={fields.problems.adminSessionLifetimeHours}
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
