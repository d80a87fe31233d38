import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Box, Button, Card, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { PageLoading } from "@/components/PageLoading";
import { Pagination } from "@/components/Pagination";
import { notify } from "@/components/notify";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/i18n/format";

const PAGE_SIZE = 20;

export const ContactMessagesQuery = graphql(`
  query ContactMessages($limit: Int!, $offset: Int!) {
    contactMessages(limit: $limit, offset: $offset) {
      total
      unread
      items {
        id
        name
        email
        subject
        message
        createdAt
        readAt
        customerId
      }
    }
  }
`);

const MarkContactMessageReadMutation = graphql(`
  mutation MarkContactMessageRead($id: Int!) {
    markContactMessageRead(id: $id) {
      id
      readAt
    }
  }
`);

export function ContactMessages() {
  const { t } = useTranslation("admin");
  const [page, setPage] = useState(1);
  const { data, error, refetch } = useQuery(ContactMessagesQuery, {
    variables: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const [markRead] = useMutation(MarkContactMessageReadMutation);
  const result = data?.contactMessages;

  async function read(id: number) {
    try {
      await markRead({ variables: { id } });
      // The unread count lives on the page object, which the mutation does not return.
      await refetch();
    } catch (err) {
      notify({ title: t("common.error"), description: errorMessage(err), variant: "destructive" });
    }
  }

  if (error && !result) return <Text color="fg.error">{errorMessage(error, t("inbox.loadMessagesError"))}</Text>;
  if (!result) return <PageLoading />;
  if (result.total === 0) return <Text color="fg.muted">{t("inbox.noMessages")}</Text>;
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        {t("inbox.unreadOf", { unread: result.unread, count: result.total })}
      </Text>
      <Stack as="ul" gap="3">
        {result.items.map((m) => (
          <Card.Root as="li" key={m.id} variant="outline" listStyleType="none" borderColor={m.readAt ? undefined : "teal.solid"} data-testid="contact-message">
            <Card.Body gap="2" p="4">
              <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
                <Box minW="0">
                  <Text fontWeight="semibold">{m.subject}</Text>
                  <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                    {m.name} · <Link href={`mailto:${m.email}`}>{m.email}</Link> · {formatDateTime(m.createdAt)}
                  </Text>
                </Box>
                {m.readAt ? (
                  <Badge>{t("inbox.read")}</Badge>
                ) : (
                  <HStack gap="2">
                    <Badge colorPalette="teal">{t("inbox.unread")}</Badge>
                    <Button size="xs" variant="outline" onClick={() => read(m.id)} aria-label={t("inbox.markNamedRead", { subject: m.subject })}>
                      {t("inbox.markRead")}
                    </Button>
                  </HStack>
                )}
              </HStack>
              <Text fontSize="sm" whiteSpace="pre-wrap">
                {m.message}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
      <Pagination page={page} pageSize={PAGE_SIZE} total={result.total} onPageChange={setPage} itemLabel={t("inbox.itemLabel")} />
    </Stack>
  );
}
