import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Badge, Box, Button, Card, Code, Field, Fieldset, Flex, Link, Stack, Text } from "@chakra-ui/react";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { API_TOKEN_SCOPES, formatTokenLimits, formatTokenScopes, scopeHint, scopeLabel, type ApiTokenScopeValue } from "@/components/api-token-terms";
import { CheckboxField } from "@/components/CheckboxField";
import { CopyButton } from "@/components/CopyButton";
import { Form } from "@/components/Form";
import { FormError } from "@/components/FormError";
import { formatTokenTime, RevokeApiTokenDialog, type TokenToRevoke } from "@/components/RevokeApiTokenDialog";
import { TextField } from "@/components/TextField";
import { useFieldProblems, type Problems } from "@/components/useFieldProblems";
import { translateKnownMessage } from "@/i18n/known-messages";
import { MAX_MONEY_CENTS } from "@common/limits";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { maxMoneyText } from "@/pages/admin/shared/dollars";
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
      ...RevokedApiTokenFields
    }
  }
`);

type TokenField = "name" | "scopes" | "expiresAt" | "dailySpendLimitCents";
const TOKEN_FIELDS: readonly TokenField[] = ["name", "scopes", "expiresAt", "dailySpendLimitCents"];

/** How a token is sent: code, the same in every language. */
const AUTHORIZATION_HEADER = "Authorization: Bearer <token>";

/** The link in the translated intro: Trans gives it the words. */
function ApiDocsLink({ children }: { children?: ReactNode }) {
  return (
    <Link asChild colorPalette="teal" textDecoration="underline">
      <RouterLink to="/api-docs">{children}</RouterLink>
    </Link>
  );
}

/** Settings → API tokens: create a named token (shown once), see when each was last used, revoke. */
export default function ApiTokensSection() {
  const { t } = useTranslation("panel");
  const { data, loading: listing, refetch } = useQuery(MyApiTokensQuery, { fetchPolicy: "cache-and-network" });
  const [createToken, { loading: creating }] = useMutation(CreateApiTokenMutation);
  const [revokeToken, { loading: revoking }] = useMutation(RevokeApiTokenMutation);
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiTokenScopeValue[]>(API_TOKEN_SCOPES.map((s) => s.value));
  const [expiresOn, setExpiresOn] = useState("");
  const [dailyLimit, setDailyLimit] = useState("");
  const [error, setError] = useState<string | null>(null);
  const fields = useFieldProblems<TokenField>({}, TOKEN_FIELDS);
  const scopesNoteId = `token-scopes-note-${useId()}`;
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [toRevoke, setToRevoke] = useState<TokenToRevoke | null>(null);

  async function create(e: FormEvent) {
    e.preventDefault();
    setError(null);
    // The token stays valid through the chosen day in the person's own time zone.
    const expiresAt = expiresOn ? new Date(`${expiresOn}T23:59:59.999`).toISOString() : null;
    const dailySpendLimitCents = dailyLimit.trim() ? amountToCents(dailyLimit.slice(0, 12)) : null;
    const found: Problems<TokenField> = {};
    if (!name.trim()) found.name = t("apiTokens.nameMissing");
    if (scopes.length === 0) found.scopes = t("apiTokens.scopesMissing");
    if (expiresAt && new Date(expiresAt).getTime() <= Date.now()) found.expiresAt = t("apiTokens.expiryPast");
    if (dailyLimit.trim() && dailySpendLimitCents === null) found.dailySpendLimitCents = t("apiTokens.limitInvalid");
    else if (dailySpendLimitCents !== null && dailySpendLimitCents > MAX_MONEY_CENTS)
      found.dailySpendLimitCents = t("apiTokens.limitTooLarge", { max: maxMoneyText() });
    if (!fields.check(found)) return;
    try {
      const result = await createToken({ variables: { name, scopes, expiresAt, dailySpendLimitCents } });
      const done = result.data!.createApiToken;
      setCreated({ name: done.apiToken.name, token: done.token });
      setName("");
      setExpiresOn("");
      setDailyLimit("");
      await refetch();
    } catch (err) {
      if (!fields.showServerError(err)) setError(errorMessage(err));
    }
  }

  const tokens = data?.myApiTokens ?? [];

  return (
    <Card.Root as="section" aria-labelledby="api-tokens-heading">
      <Card.Header>
        <Card.Title as="h2" id="api-tokens-heading">
          {t("apiTokens.title")}
        </Card.Title>
        <Card.Description>
          <Trans t={t} i18nKey="apiTokens.intro" components={{ docs: <ApiDocsLink /> }} />
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <Form gap="3" maxW="md" onSubmit={create}>
            <FormError message={error} />
            <TextField
              label={t("apiTokens.nameLabel")}
              placeholder={t("apiTokens.namePlaceholder")}
              value={name}
              onChange={setName}
              maxLength={100}
              error={fields.problems.name}
            />
            <Fieldset.Root aria-invalid={fields.problems.scopes ? true : undefined} aria-describedby={fields.problems.scopes ? scopesNoteId : undefined}>
              <Fieldset.Legend fontSize="sm" fontWeight="medium">
                {t("apiTokens.scopes")}
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
                    {scopeLabel(scope.value)}{" "}
                    <Text as="span" color="fg.muted">
                      ({scopeHint(scope.value)})
                    </Text>
                  </CheckboxField>
                ))}
              </Stack>
              {fields.problems.scopes && (
                <Field.Root invalid ids={{ errorText: scopesNoteId }}>
                  <Field.ErrorText>{translateKnownMessage(fields.problems.scopes)}</Field.ErrorText>
                </Field.Root>
              )}
            </Fieldset.Root>
            <TextField label={t("apiTokens.expires")} type="date" value={expiresOn} onChange={setExpiresOn} error={fields.problems.expiresAt} />
            <TextField
              label={t("apiTokens.dailyLimit")}
              inputMode="decimal"
              placeholder={t("apiTokens.noLimit")}
              value={dailyLimit}
              onChange={setDailyLimit}
              maxLength={12}
              helperText={t("apiTokens.dailyLimitHint")}
              error={fields.problems.dailySpendLimitCents}
            />
            <Button type="submit" colorPalette="teal" loading={creating} alignSelf="flex-start">
              {t("apiTokens.create")}
            </Button>
          </Form>

          {created && (
            <Alert.Root status="success" flexDirection="column" alignItems="stretch" gap="2" data-testid="new-api-token">
              <Alert.Title>{t("apiTokens.created", { name: created.name })}</Alert.Title>
              <Alert.Description>
                <Trans t={t} i18nKey="apiTokens.copyNow" components={{ header: <Code size="sm">{AUTHORIZATION_HEADER}</Code> }} />
              </Alert.Description>
              <Flex gap="2" align="center" wrap="wrap">
                <Code wordBreak="break-all" fontSize="sm" p="2" flex="1" minW="0" aria-label={t("apiTokens.tokenLabel")}>
                  {created.token}
                </Code>
                <CopyButton text={created.token} label={t("apiTokens.copyToken")} />
                <Button size="xs" variant="ghost" onClick={() => setCreated(null)}>
                  {t("apiTokens.done")}
                </Button>
              </Flex>
            </Alert.Root>
          )}

          {tokens.length === 0 ? (
            <Text color="fg.muted">{listing ? t("apiTokens.loading") : t("apiTokens.empty")}</Text>
          ) : (
            <Stack as="ul" gap="3" listStyleType="none" aria-label={t("apiTokens.listLabel")}>
              {tokens.map((tok) => (
                <Box as="li" key={tok.id} borderWidth="1px" borderRadius="md" p="3">
                  <Flex gap="3" justify="space-between" align={{ base: "flex-start", sm: "center" }} direction={{ base: "column", sm: "row" }}>
                    <Stack gap="1" minW="0">
                      <Flex gap="2" align="center" wrap="wrap">
                        <Text fontWeight="semibold">{tok.name}</Text>
                        <Code fontSize="xs">{tok.prefix}…</Code>
                        {tok.revokedAt ? (
                          <Badge colorPalette="red">{t("apiTokens.revoked")}</Badge>
                        ) : (
                          <Badge colorPalette="green">{t("apiTokens.active")}</Badge>
                        )}
                      </Flex>
                      <Text fontSize="sm" data-testid="api-token-scopes">
                        {t("apiTokens.scopesLine", { scopes: formatTokenScopes(tok.scopes) })}
                        {formatTokenLimits(tok) ? ` · ${formatTokenLimits(tok)}` : ""}
                      </Text>
                      <Text fontSize="sm" color="fg.muted">
                        {t("apiTokens.times", { created: formatTokenTime(tok.createdAt), used: formatTokenTime(tok.lastUsedAt) })}
                        {tok.revokedAt ? ` · ${t("apiTokens.revokedAt", { time: formatTokenTime(tok.revokedAt) })}` : ""}
                      </Text>
                    </Stack>
                    {!tok.revokedAt && (
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        aria-label={t("apiTokens.revokeLabel", { name: tok.name })}
                        onClick={() => setToRevoke({ id: tok.id, name: tok.name })}
                      >
                        {t("apiTokens.revoke")}
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
        undoNote={t("apiTokens.undoNote")}
        revoke={(id) => revokeToken({ variables: { id } })}
        loading={revoking}
      />
    </Card.Root>
  );
}
