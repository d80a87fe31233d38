import { useMutation, useQuery } from "@apollo/client/react";
import { Card, Stack, Text } from "@chakra-ui/react";
import { CheckboxField } from "@/components/CheckboxField";
import { FormError } from "@/components/FormError";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";

const EmailPreferencesQuery = graphql(`
  query MyEmailPreferences {
    myEmailPreferences {
      orderReceipts
      balanceCredits
      licenseExpiry
    }
  }
`);

const UpdateEmailPreferencesMutation = graphql(`
  mutation UpdateEmailPreferences($input: EmailPreferencesInput!) {
    updateEmailPreferences(input: $input) {
      orderReceipts
      balanceCredits
      licenseExpiry
    }
  }
`);

type Kind = "orderReceipts" | "balanceCredits" | "licenseExpiry";

const KINDS: Array<{ kind: Kind; label: string }> = [
  { kind: "orderReceipts", label: "Order receipts: what you bought, how many and the total" },
  { kind: "balanceCredits", label: "Top-ups: when money reaches your balance" },
  { kind: "licenseExpiry", label: "Licences: a reminder 7 days before one expires, and when it has" },
];

/** Settings → Notifications: each optional e-mail on or off, saved as soon as it is ticked. */
export function NotificationsSection() {
  const { data, error: loadError } = useQuery(EmailPreferencesQuery);
  const [update, { error: saveError }] = useMutation(UpdateEmailPreferencesMutation);
  const prefs = data?.myEmailPreferences;

  return (
    <Card.Root as="section" aria-labelledby="notifications-heading">
      <Card.Header>
        <Card.Title as="h2" id="notifications-heading">
          Notifications
        </Card.Title>
        <Card.Description>Choose which e-mails we send you. Every one of them also has an unsubscribe link.</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <FormError message={loadError || saveError ? errorMessage(loadError ?? saveError) : null} />
          {prefs ? (
            KINDS.map(({ kind, label }) => (
              <CheckboxField key={kind} checked={prefs[kind]} onChange={(checked) => void update({ variables: { input: { [kind]: checked } } }).catch(() => undefined)}>
                {label}
              </CheckboxField>
            ))
          ) : (
            <Text color="fg.muted">Loading...</Text>
          )}
          <Text fontSize="sm" color="fg.muted">
            Account security e-mails (address confirmation, password reset, sign-in links and new sign-ins) are always sent.
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
