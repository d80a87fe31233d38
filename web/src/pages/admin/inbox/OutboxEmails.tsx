import { useQuery } from "@apollo/client/react";
import { Badge, Box, Card, Collapsible, HStack, Stack, Text } from "@chakra-ui/react";
import { PageLoading } from "@/components/PageLoading";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/i18n/format";

const OutboxEmailsQuery = graphql(`
  query OutboxEmails {
    outboxEmails(limit: 50) {
      id
      toAddress
      subject
      bodyText
      status
      createdAt
      sentAt
    }
  }
`);

const STATUS_COLORS: Record<string, string> = { outbox: "gray", sent: "green", failed: "red" };

/** The last 50 e-mails; without SMTP they stay here (and in the server log) instead of being sent. */
export function OutboxEmails() {
  const { t } = useTranslation("admin");
  const { data, error } = useQuery(OutboxEmailsQuery, { fetchPolicy: "cache-and-network" });
  const emails = data?.outboxEmails;
  if (error && !emails) return <Text color="fg.error">{errorMessage(error, t("inbox.loadOutboxError"))}</Text>;
  if (!emails) return <PageLoading />;
  if (emails.length === 0) return <Text color="fg.muted">{t("inbox.noEmails")}</Text>;
  return (
    <Stack as="ul" gap="3">
      {emails.map((e) => (
        <Card.Root as="li" key={e.id} variant="outline" listStyleType="none">
          <Collapsible.Root>
            <Collapsible.Trigger asChild>
              <Box as="button" w="full" textAlign="start" p="4" cursor="pointer" _hover={{ bg: "bg.subtle" }} rounded="inherit">
                <HStack justify="space-between" align="flex-start" gap="2">
                  <Box minW="0">
                    <Text fontWeight="semibold">{e.subject}</Text>
                    <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                      {t("inbox.to", { address: e.toAddress, date: formatDateTime(e.createdAt) })}
                    </Text>
                  </Box>
                  <Badge colorPalette={STATUS_COLORS[e.status] ?? "gray"}>{e.status in STATUS_COLORS ? t(`inbox.statuses.${e.status}`) : e.status}</Badge>
                </HStack>
              </Box>
            </Collapsible.Trigger>
            <Collapsible.Content>
              <Text px="4" pb="4" fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
                {e.bodyText}
              </Text>
            </Collapsible.Content>
          </Collapsible.Root>
        </Card.Root>
      ))}
    </Stack>
  );
}
