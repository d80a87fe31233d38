import { useMutation } from "@apollo/client/react";
import { Button, Card, Field, Heading, NativeSelect, SimpleGrid, Stack } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { Form } from "@/components/Form";
import { notify } from "@/components/notify";
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
    }
  }
`);

export interface SecurityValues {
  sessionTimeoutMinutes: number;
  sessionTimeoutChoices: number[];
  lowStockThreshold: number;
}

export function SecuritySettingsTab({ security }: { security: SecurityValues }) {
  const [update, { loading }] = useMutation(UpdateSecuritySettingsMutation, { refetchQueries: [SiteDataQuery] });
  const [timeout, setTimeoutMinutes] = useState(String(security.sessionTimeoutMinutes));
  const [threshold, setThreshold] = useState(String(security.lowStockThreshold));

  async function save(e: FormEvent) {
    e.preventDefault();
    const lowStockThreshold = Number(threshold);
    if (!Number.isInteger(lowStockThreshold) || lowStockThreshold < 0) {
      notify({ title: "Error", description: "The low-stock threshold must be a whole number.", variant: "destructive" });
      return;
    }
    try {
      await update({ variables: { input: { sessionTimeoutMinutes: Number(timeout), lowStockThreshold } } });
      notify({ title: "Security Settings Saved", description: `Idle sessions now end after ${timeout} minutes.` });
    } catch (err) {
      notify({ title: "Failed to update settings.", description: errorMessage(err), variant: "destructive" });
    }
  }

  return (
    <Stack gap="6" maxW="3xl">
      <TwoFactorSection />
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
                value={threshold}
                onChange={setThreshold}
                helperText="The dashboard warns below this many available accounts."
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
