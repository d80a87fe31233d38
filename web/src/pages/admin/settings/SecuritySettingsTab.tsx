import { countLimitMessage, MAX_COUNT } from "../../../../../common/limits";
import { useMutation } from "@apollo/client/react";
import { Button, Card, Field, Heading, NativeSelect, SimpleGrid, Stack } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { Form } from "@/components/Form";
import { notify } from "@/components/notify";
import { SessionsSection } from "@/components/SessionsSection";
import { TextField } from "@/components/TextField";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { SiteDataQuery } from "@/site/useSiteData";
import { TwoFactorSection } from "./TwoFactorSection";

const UpdateSecuritySettingsMutation = graphql(`
  mutation UpdateSecuritySettings($input: SecuritySettingsInput!) {
    updateSecuritySettings(input: $input) {
      sessionTimeoutMinutes
      sessionTimeoutChoices
      lowStockThreshold
      customerSessionLifetimeHours
      adminSessionLifetimeHours
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
function thresholdProblem(raw: string, value: number): string | null {
  if (raw.trim() === "" || !Number.isInteger(value)) return "Low-stock threshold must be a whole number.";
  if (value < 0) return "Low-stock threshold cannot be negative.";
  if (value > MAX_COUNT) return countLimitMessage("Low-stock threshold");
  return null;
}

export function SecuritySettingsTab({ security }: { security: SecurityValues }) {
  const [update, { loading }] = useMutation(UpdateSecuritySettingsMutation, { refetchQueries: [SiteDataQuery] });
  const [timeout, setTimeoutMinutes] = useState(String(security.sessionTimeoutMinutes));
  const [threshold, setThreshold] = useState(String(security.lowStockThreshold));
  const [customerHours, setCustomerHours] = useState(String(security.customerSessionLifetimeHours));
  const [adminHours, setAdminHours] = useState(String(security.adminSessionLifetimeHours));

  async function save(e: FormEvent) {
    e.preventDefault();
    const lowStockThreshold = Number(threshold);
    const problem = thresholdProblem(threshold, lowStockThreshold);
    if (problem) {
      notify({ title: "Error", description: problem, variant: "destructive" });
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
      notify({ title: "Security Settings Saved", description: `Idle sessions now end after ${timeout} minutes.` });
    } catch (err) {
      notify({ title: "Failed to update settings.", description: errorMessage(err), variant: "destructive" });
    }
  }

  return (
    <Stack gap="6" maxW="3xl">
      <TwoFactorSection />
      <SessionsSection />
      <Card.Root variant="outline">
        <Card.Header>
          <Heading as="h2" size="md">
            Sessions and Alerts
          </Heading>
        </Card.Header>
        <Card.Body>
          <Form onSubmit={save} gap="5">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Field.Root>
                <Field.Label>Session Timeout</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={timeout} onChange={(e) => setTimeoutMinutes(e.target.value)}>
                    {security.sessionTimeoutChoices.map((m) => (
                      <option key={m} value={m}>
                        {m} minutes
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.HelperText>Signed-in sessions end after this long without activity.</Field.HelperText>
              </Field.Root>
              <TextField
                label="Low-Stock Warning Below"
                type="number"
                step="1"
                min="0"
                max={MAX_COUNT}
                value={threshold}
                onChange={setThreshold}
                helperText="The dashboard warns below this many available accounts."
              />
              <TextField
                label="Customer Session Lifetime (hours)"
                type="number"
                step="1"
                min="1"
                value={customerHours}
                onChange={setCustomerHours}
                helperText="A customer signs in again after this long, however active (720 hours is 30 days)."
              />
              <TextField
                label="Admin Session Lifetime (hours)"
                type="number"
                step="1"
                min="1"
                value={adminHours}
                onChange={setAdminHours}
                helperText="An admin signs in again after this long, however active."
              />
            </SimpleGrid>
            <Button type="submit" colorPalette="teal" alignSelf="flex-start" loading={loading}>
              Save Security Settings
            </Button>
          </Form>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
