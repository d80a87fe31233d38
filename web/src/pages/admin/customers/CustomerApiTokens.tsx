import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Button, Code, Heading, Stack, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { formatTokenLimits, formatTokenScopes } from "@/components/api-token-terms";
import { stickyLastColumn } from "@/components/sticky-last-column";
import { formatTokenTime, RevokeApiTokenDialog, type TokenToRevoke } from "@/components/RevokeApiTokenDialog";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { useTranslation } from "react-i18next";

const CustomerApiTokensQuery = graphql(`
  query CustomerApiTokens($customerId: ID!) {
    apiTokens(customerId: $customerId) {
      ...ApiTokenFields
    }
  }
`);

const AdminRevokeApiTokenMutation = graphql(`
  mutation AdminRevokeApiToken($id: ID!) {
    adminRevokeApiToken(id: $id) {
      ...RevokedApiTokenFields
    }
  }
`);

/** The API tokens section of the customer details dialog: an admin sees every token of the customer and can revoke it. */
export function CustomerApiTokens({ customerId }: { customerId: string }) {
  const { t } = useTranslation("admin");
  const { data, error, loading } = useQuery(CustomerApiTokensQuery, { variables: { customerId }, fetchPolicy: "network-only" });
  const [revokeToken, { loading: revoking }] = useMutation(AdminRevokeApiTokenMutation);
  // The chosen token outlives the confirmation's closing animation, so its text never flashes empty.
  const [toRevoke, setToRevoke] = useState<TokenToRevoke | null>(null);
  const [confirming, setConfirming] = useState(false);
  const tokens = data?.apiTokens ?? [];

  return (
    <Stack gap="3" as="section" aria-labelledby="customer-api-tokens-heading">
      <Heading as="h3" size="sm" id="customer-api-tokens-heading">
        {t("customers.tokens.title")}
      </Heading>
      {error && <Text color="fg.error">{errorMessage(error)}</Text>}
      {!error && tokens.length === 0 && <Text color="fg.muted">{loading ? t("common.loading") : t("customers.tokens.empty")}</Text>}
      {tokens.length > 0 && (
        <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label={t("customers.tokens.tableLabel")}>
          <Table.Root size="sm" data-testid="customer-api-tokens" css={stickyLastColumn}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("common.name")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("customers.tokens.prefix")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("customers.tokens.scopes")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("common.created")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("common.lastUsed")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("common.status")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("common.actions")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {tokens.map((tok) => (
                <Table.Row key={tok.id}>
                  <Table.Cell>{tok.name}</Table.Cell>
                  <Table.Cell>
                    <Code fontSize="xs">{tok.prefix}…</Code>
                  </Table.Cell>
                  <Table.Cell>
                    {formatTokenScopes(tok.scopes)}
                    {formatTokenLimits(tok) && (
                      <Text fontSize="xs" color="fg.muted">
                        {formatTokenLimits(tok)}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatTokenTime(tok.createdAt)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatTokenTime(tok.lastUsedAt)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {tok.revokedAt ? (
                      <Badge colorPalette="red">{t("customers.tokens.revokedAt", { time: formatTokenTime(tok.revokedAt) })}</Badge>
                    ) : (
                      <Badge colorPalette="green">{t("customers.tokens.active")}</Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {!tok.revokedAt && (
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={t("customers.tokens.revokeNamed", { name: tok.name })}
                        onClick={() => {
                          setToRevoke({ id: tok.id, name: tok.name });
                          setConfirming(true);
                        }}
                      >
                        {t("customers.tokens.revoke")}
                      </Button>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <RevokeApiTokenDialog
        token={toRevoke}
        open={confirming}
        onOpenChange={setConfirming}
        undoNote={t("customers.tokens.undoNote")}
        revoke={(id) => revokeToken({ variables: { id } })}
        loading={revoking}
      />
    </Stack>
  );
}
