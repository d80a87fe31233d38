import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Button, Code, Heading, Stack, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { formatTokenLimits, formatTokenScopes } from "@/components/api-token-terms";
import { stickyLastColumn } from "@/components/sticky-last-column";
import { formatTokenTime, RevokeApiTokenDialog, type TokenToRevoke } from "@/components/RevokeApiTokenDialog";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";

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
      id
      revokedAt
    }
  }
`);

/** The API tokens section of the customer details dialog: an admin sees every token of the customer and can revoke it. */
export function CustomerApiTokens({ customerId }: { customerId: string }) {
  const { data, error, loading } = useQuery(CustomerApiTokensQuery, { variables: { customerId }, fetchPolicy: "network-only" });
  const [revokeToken, { loading: revoking }] = useMutation(AdminRevokeApiTokenMutation);
  // The chosen token outlives the confirmation's closing animation, so its text never flashes empty.
  const [toRevoke, setToRevoke] = useState<TokenToRevoke | null>(null);
  const [confirming, setConfirming] = useState(false);
  const tokens = data?.apiTokens ?? [];

  return (
    <Stack gap="3" as="section" aria-labelledby="customer-api-tokens-heading">
      <Heading as="h3" size="sm" id="customer-api-tokens-heading">
        API Tokens
      </Heading>
      {error && <Text color="fg.error">{errorMessage(error)}</Text>}
      {!error && tokens.length === 0 && <Text color="fg.muted">{loading ? "Loading..." : "This customer has no API tokens."}</Text>}
      {tokens.length > 0 && (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" data-testid="customer-api-tokens" css={stickyLastColumn}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>Prefix</Table.ColumnHeader>
                <Table.ColumnHeader>Scopes</Table.ColumnHeader>
                <Table.ColumnHeader>Created</Table.ColumnHeader>
                <Table.ColumnHeader>Last Used</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {tokens.map((t) => (
                <Table.Row key={t.id}>
                  <Table.Cell>{t.name}</Table.Cell>
                  <Table.Cell>
                    <Code fontSize="xs">{t.prefix}…</Code>
                  </Table.Cell>
                  <Table.Cell>
                    {formatTokenScopes(t.scopes)}
                    {formatTokenLimits(t) && (
                      <Text fontSize="xs" color="fg.muted">
                        {formatTokenLimits(t)}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatTokenTime(t.createdAt)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatTokenTime(t.lastUsedAt)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {t.revokedAt ? <Badge colorPalette="red">Revoked {formatTokenTime(t.revokedAt)}</Badge> : <Badge colorPalette="green">Active</Badge>}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {!t.revokedAt && (
                      <Button size="xs" variant="outline" colorPalette="red" aria-label={`Revoke token ${t.name}`} onClick={() => {
                          setToRevoke({ id: t.id, name: t.name });
                          setConfirming(true);
                        }}>
                        Revoke
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
        undoNote="The customer cannot undo this."
        revoke={(id) => revokeToken({ variables: { id } })}
        loading={revoking}
      />
    </Stack>
  );
}
