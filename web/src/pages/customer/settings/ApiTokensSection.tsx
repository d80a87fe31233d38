import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Badge, Box, Button, Card, Code, Fieldset, Flex, Link, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { Link as RouterLink } from "react-router-dom";
import { API_TOKEN_SCOPES, formatTokenLimits, formatTokenScopes, type ApiTokenScopeValue } from "@/components/api-token-terms";
import { CheckboxField } from "@/components/CheckboxField";
import { CopyButton } from "@/components/CopyButton";
import { Form } from "@/components/Form";
import { FormError } from "@/components/FormError";
import { formatTokenTime, RevokeApiTokenDialog, type TokenToRevoke } from "@/components/RevokeApiTokenDialog";
import { TextField } from "@/components/TextField";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { amountToCents } from "../add-balance/amount";

const MyApiTokensQuery = graphql(`
  query MyApiTokens {
    myApiTokens {
      ...ApiTokenFields
    }
  }
`);

const CreateApiTokenMutation = graphql(`
  mutation CreateApiToken($name: String!, $scopes: [ApiTokenScope!], $expiresAt: DateTimeISO, $dailySpendLimitCents: Int) {
    createApiToken(name: $name, scopes: $scopes, expiresAt: $expiresAt, dailySpendLimitCents: $dailySpendLimitCents) {
      token
      apiToken {
        id
        name
      }
    }
  }
`);

const RevokeApiTokenMutation = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id) {
      id
      revokedAt
    }
  }
`);

/** Settings → API tokens: create a named token (shown once), see when each was last used, revoke. */
export default function ApiTokensSection() {
  const { data, loading: listing, refetch } = useQuery(MyApiTokensQuery, { fetchPolicy: "cache-and-network" });
  const [createToken, { loading: creating }] = useMutation(CreateApiTokenMutation);
  const [revokeToken, { loading: revoking }] = useMutation(RevokeApiTokenMutation);
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiTokenScopeValue[]>(API_TOKEN_SCOPES.map((s) => s.value));
  const [expiresOn, setExpiresOn] = useState("");
  const [dailyLimit, setDailyLimit] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [toRevoke, setToRevoke] = useState<TokenToRevoke | null>(null);

  async function create(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) {
      setError("Please enter a name for the token.");
      return;
    }
    if (scopes.length === 0) {
      setError("Choose at least one scope for the token.");
      return;
    }
    const dailySpendLimitCents = dailyLimit.trim() ? amountToCents(dailyLimit.slice(0, 12)) : null;
    if (dailyLimit.trim() && dailySpendLimitCents === null) {
      setError("Please enter the daily limit as an amount in USD, such as 25 or 25.50.");
      return;
    }
    setError(null);
    try {
      // The token stays valid through the chosen day in the person's own time zone.
      const expiresAt = expiresOn ? new Date(`${expiresOn}T23:59:59.999`).toISOString() : null;
      const result = await createToken({ variables: { name, scopes, expiresAt, dailySpendLimitCents } });
      const done = result.data!.createApiToken;
      setCreated({ name: done.apiToken.name, token: done.token });
      setName("");
      setExpiresOn("");
      setDailyLimit("");
      await refetch();
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  const tokens = data?.myApiTokens ?? [];

  return (
    <Card.Root as="section" aria-labelledby="api-tokens-heading">
      <Card.Header>
        <Card.Title as="h2" id="api-tokens-heading">
          API Tokens
        </Card.Title>
        <Card.Description>
          Tokens let your own software use the shop&apos;s GraphQL API as you: read your balance, buy accounts and list your orders. See the{" "}
          <Link asChild colorPalette="teal" textDecoration="underline">
            <RouterLink to="/api-docs">API documentation</RouterLink>
          </Link>
          .
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <Form gap="3" maxW="md" onSubmit={create}>
            <FormError message={error} />
            <TextField label="Token Name" placeholder="e.g. reseller-bot" value={name} onChange={setName} maxLength={100} />
            <Fieldset.Root>
              <Fieldset.Legend fontSize="sm" fontWeight="medium">
                Scopes
              </Fieldset.Legend>
              <Stack gap="1" mt="1">
                {API_TOKEN_SCOPES.map((scope) => (
                  <CheckboxField
                    key={scope.value}
                    checked={scopes.includes(scope.value)}
                    onChange={(on) =>
                      setScopes((current) => API_TOKEN_SCOPES.map((s) => s.value).filter((v) => (v === scope.value ? on : current.includes(v))))
                    }
                  >
                    {scope.label}{" "}
                    <Text as="span" color="fg.muted">
                      ({scope.hint})
                    </Text>
                  </CheckboxField>
                ))}
              </Stack>
            </Fieldset.Root>
            <TextField label="Expires On (optional)" type="date" value={expiresOn} onChange={setExpiresOn} />
            <TextField
              label="Daily Spending Limit in USD (optional)"
              inputMode="decimal"
              placeholder="No limit"
              value={dailyLimit}
              onChange={setDailyLimit}
              maxLength={12}
              helperText="The most purchases with this token may cost in any 24 hours."
            />
            <Button type="submit" colorPalette="teal" loading={creating} alignSelf="flex-start">
              Create Token
            </Button>
          </Form>

          {created && (
            <Alert.Root status="success" flexDirection="column" alignItems="stretch" gap="2" data-testid="new-api-token">
              <Alert.Title>Token &quot;{created.name}&quot; created</Alert.Title>
              <Alert.Description>
                Copy it now: it is shown only this once. Send it as <Code size="sm">Authorization: Bearer &lt;token&gt;</Code>.
              </Alert.Description>
              <Flex gap="2" align="center" wrap="wrap">
                <Code wordBreak="break-all" fontSize="sm" p="2" flex="1" minW="0" aria-label="New API token">
                  {created.token}
                </Code>
                <CopyButton text={created.token} label="Copy Token" />
                <Button size="xs" variant="ghost" onClick={() => setCreated(null)}>
                  Done
                </Button>
              </Flex>
            </Alert.Root>
          )}

          {tokens.length === 0 ? (
            <Text color="fg.muted">{listing ? "Loading..." : "You have no API tokens yet."}</Text>
          ) : (
            <Stack as="ul" gap="3" listStyleType="none" aria-label="Your API tokens">
              {tokens.map((t) => (
                <Box as="li" key={t.id} borderWidth="1px" borderRadius="md" p="3">
                  <Flex gap="3" justify="space-between" align={{ base: "flex-start", sm: "center" }} direction={{ base: "column", sm: "row" }}>
                    <Stack gap="1" minW="0">
                      <Flex gap="2" align="center" wrap="wrap">
                        <Text fontWeight="semibold">{t.name}</Text>
                        <Code fontSize="xs">{t.prefix}…</Code>
                        {t.revokedAt ? <Badge colorPalette="red">Revoked</Badge> : <Badge colorPalette="green">Active</Badge>}
                      </Flex>
                      <Text fontSize="sm" data-testid="api-token-scopes">
                        Scopes: {formatTokenScopes(t.scopes)}
                        {formatTokenLimits(t) ? ` · ${formatTokenLimits(t)}` : ""}
                      </Text>
                      <Text fontSize="sm" color="fg.muted">
                        Created {formatTokenTime(t.createdAt)} · Last used {formatTokenTime(t.lastUsedAt)}
                        {t.revokedAt ? ` · Revoked ${formatTokenTime(t.revokedAt)}` : ""}
                      </Text>
                    </Stack>
                    {!t.revokedAt && (
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        aria-label={`Revoke token ${t.name}`}
                        onClick={() => setToRevoke({ id: t.id, name: t.name })}
                      >
                        Revoke
                      </Button>
                    )}
                  </Flex>
                </Box>
              ))}
            </Stack>
          )}
        </Stack>
      </Card.Body>
      <RevokeApiTokenDialog
        token={toRevoke}
        open={toRevoke !== null}
        onOpenChange={(open) => !open && setToRevoke(null)}
        undoNote="This cannot be undone."
        revoke={(id) => revokeToken({ variables: { id } })}
        loading={revoking}
      />
    </Card.Root>
  );
}
