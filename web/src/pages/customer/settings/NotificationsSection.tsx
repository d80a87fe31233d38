import { useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
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

const KINDS: Kind[] = ["orderReceipts", "balanceCredits", "licenseExpiry"];

/** Settings → Notifications: each optional e-mail on or off, saved as soon as it is ticked. */
export function NotificationsSection() {
  const { data, error: loadError } = useQuery(EmailPreferencesQuery);
  const [update, { error: saveError }] = useMutation(UpdateEmailPreferencesMutation);
  const prefs = data?.myEmailPreferences;
  const { t } = useTranslation("customer");

  return (
    <Card.Root as="section" aria-labelledby="notifications-heading">
      <Card.Header>
        <Card.Title as="h2" id="notifications-heading">
          {t("notifications.title")}
        </Card.Title>
        <Card.Description>{t("notifications.description")}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <FormError message={loadError || saveError ? errorMessage(loadError ?? saveError) : null} />
          {prefs ? (
            KINDS.map((kind) => (
              <CheckboxField
                key={kind}
                checked={prefs[kind]}
                onChange={(checked) => void update({ variables: { input: { [kind]: checked } } }).catch(() => undefined)}
              >
                {t(`notifications.kinds.${kind}`)}
              </CheckboxField>
            ))
          ) : (
            <Text color="fg.muted">{t("common:loading")}</Text>
          )}
          <Text fontSize="sm" color="fg.muted">
            {t("notifications.security")}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
