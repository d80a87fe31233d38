import { useLazyQuery, useMutation, useQuery } from "@apollo/client/react";
import { PhoneCard } from "@/components/PhoneCard";
import { Alert, Badge, Box, Button, Card, Code, Field, Flex, Stack, Table, Text } from "@chakra-ui/react";
import { useId, useState, type FormEvent } from "react";
import { CheckboxField } from "@/components/CheckboxField";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { CopyButton } from "@/components/CopyButton";
import { Form } from "@/components/Form";
import { FormError } from "@/components/FormError";
import { notify } from "@/components/notify";
import { TextField } from "@/components/TextField";
import { useFieldProblems, type Problems } from "@/components/useFieldProblems";
import { translateKnownMessage } from "@/i18n/known-messages";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { formatDateTime } from "@/i18n/format";
import { useTranslation } from "react-i18next";

const WebhooksQuery = graphql(`
  query MyWebhookEndpoints {
    webhookEventTypes
    myWebhookEndpoints {
      id
      url
      events
      enabled
      disabledReason
      createdAt
    }
  }
`);

const CreateWebhookMutation = graphql(`
  mutation CreateWebhookEndpoint($url: String!, $events: [String!]!) {
    createWebhookEndpoint(url: $url, events: $events) {
      secret
      endpoint {
        id
        url
      }
    }
  }
`);

const SetWebhookEnabledMutation = graphql(`
  mutation SetWebhookEndpointEnabled($id: ID!, $enabled: Boolean!) {
    setWebhookEndpointEnabled(id: $id, enabled: $enabled) {
      id
      enabled
      disabledReason
    }
  }
`);

const DeleteWebhookMutation = graphql(`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id)
  }
`);

const DeliveriesQuery = graphql(`
  query WebhookDeliveries($endpointId: ID!) {
    webhookDeliveries(endpointId: $endpointId) {
      id
      eventId
      eventType
      status
      attempts
      lastResponseCode
      lastError
      lastAttemptAt
      createdAt
    }
  }
`);

const ResendMutation = graphql(`
  mutation ResendWebhookDelivery($id: Int!) {
    resendWebhookDelivery(id: $id) {
      id
      status
    }
  }
`);

type WebhookField = "url" | "events";
const WEBHOOK_FIELDS: readonly WebhookField[] = ["url", "events"];

const STATUS_COLORS: Record<string, string> = { delivered: "green", pending: "orange", failed: "red" };
const formatTime = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : "—");

/** One endpoint's delivery log: status, the receiver's answer code, time, and Resend. */
function DeliveryLog({ endpointId, url }: { endpointId: string; url: string }) {
  const { t } = useTranslation("panel");
  const [load, { data, loading, error, refetch }] = useLazyQuery(DeliveriesQuery, { fetchPolicy: "network-only" });
  const [resend, { loading: resending }] = useMutation(ResendMutation);
  const [open, setOpen] = useState(false);
  const rows = data?.webhookDeliveries ?? [];

  async function toggle() {
    if (!open) await load({ variables: { endpointId } });
    setOpen(!open);
  }

  async function resendOne(id: number) {
    try {
      await resend({ variables: { id } });
      notify({ title: t("webhooks.log.queued"), description: t("webhooks.log.queuedText") });
      await refetch();
    } catch (err) {
      notify({ title: t("webhooks.log.resendFailed"), description: errorMessage(err), variant: "destructive" });
    }
  }

  type Delivery = (typeof rows)[number];
  const statusBadge = (status: string) => (
    <Badge colorPalette={STATUS_COLORS[status] ?? "gray"}>{t(`webhooks.status.${status}`, { defaultValue: status })}</Badge>
  );
  const answerOf = (d: Delivery) => d.lastResponseCode ?? (d.lastError ? t("webhooks.log.noAnswer") : "—");
  const resendButton = (d: Delivery) => (
    <Button
      size="xs"
      variant="outline"
      loading={resending}
      onClick={() => void resendOne(d.id)}
      aria-label={t("webhooks.log.resendLabel", { event: d.eventType, id: d.id })}
    >
      {t("webhooks.log.resend")}
    </Button>
  );

  return (
    <Stack gap="2">
      <Flex gap="2">
        <Button size="xs" variant="outline" onClick={() => void toggle()} aria-expanded={open} aria-label={t("webhooks.log.label", { url })}>
          {open ? t("webhooks.log.hide") : t("webhooks.log.show")}
        </Button>
        {open && (
          <Button size="xs" variant="ghost" onClick={() => void refetch()} loading={loading}>
            {t("webhooks.log.refresh")}
          </Button>
        )}
      </Flex>
      {open && error && <Text color="fg.error">{errorMessage(error)}</Text>}
      {open && !error && rows.length === 0 && <Text color="fg.muted">{loading ? t("webhooks.loading") : t("webhooks.log.none")}</Text>}
      {open && rows.length > 0 && (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" hideBelow="md">
          <Table.Root size="sm" aria-label={t("webhooks.log.tableLabel", { url })}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("webhooks.log.event")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("webhooks.log.status")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("webhooks.log.answer")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("webhooks.log.lastAttempt")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("webhooks.log.attempts")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("webhooks.log.action")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((d) => (
                <Table.Row key={d.id}>
                  <Table.Cell>{d.eventType}</Table.Cell>
                  <Table.Cell>{statusBadge(d.status)}</Table.Cell>
                  <Table.Cell title={d.lastError ?? undefined}>{answerOf(d)}</Table.Cell>
                  <Table.Cell>{formatTime(d.lastAttemptAt)}</Table.Cell>
                  <Table.Cell textAlign="end">{d.attempts}</Table.Cell>
                  <Table.Cell textAlign="end">{resendButton(d)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {open && rows.length > 0 && (
        // At phone width each delivery is a card, its Resend always in view.
        <Stack as="ul" hideFrom="md" gap="2" listStyleType="none" aria-label={t("webhooks.log.tableLabel", { url })} data-testid="webhook-delivery-cards">
          {rows.map((d) => (
            <PhoneCard
              key={d.id}
              title={d.eventType}
              badge={statusBadge(d.status)}
              fields={[
                { label: t("webhooks.log.answer"), value: answerOf(d) },
                { label: t("webhooks.log.lastAttempt"), value: formatTime(d.lastAttemptAt) },
                { label: t("webhooks.log.attempts"), value: d.attempts },
              ]}
              actions={resendButton(d)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** Settings → Webhooks: endpoints that receive signed event POSTs, each with its delivery log. */
export function WebhooksSection() {
  const { t } = useTranslation("panel");
  const { data, loading: listing, refetch } = useQuery(WebhooksQuery, { fetchPolicy: "cache-and-network" });
  const [createEndpoint, { loading: creating }] = useMutation(CreateWebhookMutation);
  const [setEnabled] = useMutation(SetWebhookEnabledMutation);
  const [deleteEndpoint, { loading: deleting }] = useMutation(DeleteWebhookMutation);
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const fields = useFieldProblems<WebhookField>({}, WEBHOOK_FIELDS);
  const eventsNoteId = `webhook-events-note-${useId()}`;
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const [toDelete, setToDelete] = useState<{ id: string; url: string } | null>(null);

  const eventTypes = data?.webhookEventTypes ?? [];
  const endpoints = data?.myWebhookEndpoints ?? [];

  async function create(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const found: Problems<WebhookField> = {};
    if (!url.trim()) found.url = t("webhooks.urlMissing");
    if (events.length === 0) found.events = t("webhooks.eventsMissing");
    if (!fields.check(found)) return;
    try {
      const result = await createEndpoint({ variables: { url, events } });
      const done = result.data!.createWebhookEndpoint;
      setCreated({ url: done.endpoint.url, secret: done.secret });
      setUrl("");
      setEvents([]);
      await refetch();
    } catch (err) {
      if (!fields.showServerError(err)) setError(errorMessage(err));
    }
  }

  async function toggle(id: string, enabled: boolean) {
    try {
      await setEnabled({ variables: { id, enabled } });
    } catch (err) {
      notify({ title: t("webhooks.changeFailed"), description: errorMessage(err), variant: "destructive" });
    }
  }

  async function remove() {
    if (!toDelete) return;
    try {
      await deleteEndpoint({ variables: { id: toDelete.id } });
      setToDelete(null);
      await refetch();
    } catch (err) {
      notify({ title: t("webhooks.deleteFailed"), description: errorMessage(err), variant: "destructive" });
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="webhooks-heading">
      <Card.Header>
        <Card.Title as="h2" id="webhooks-heading">
          {t("webhooks.title")}
        </Card.Title>
        <Card.Description>{t("webhooks.description")}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <Form gap="3" maxW="lg" onSubmit={create}>
            <FormError message={error} />
            <TextField
              label={t("webhooks.urlLabel")}
              placeholder="https://example.com/hooks/bia"
              value={url}
              onChange={setUrl}
              maxLength={1024}
              error={fields.problems.url}
            />
            <Stack
              gap="2"
              role="group"
              aria-label={t("webhooks.eventsGroup")}
              aria-invalid={fields.problems.events ? true : undefined}
              aria-describedby={fields.problems.events ? eventsNoteId : undefined}
            >
              {eventTypes.map((type) => (
                <CheckboxField
                  key={type}
                  checked={events.includes(type)}
                  onChange={(on) => setEvents(on ? [...events, type] : events.filter((e) => e !== type))}
                >
                  {type}
                </CheckboxField>
              ))}
              {fields.problems.events && (
                <Field.Root invalid ids={{ errorText: eventsNoteId }}>
                  <Field.ErrorText>{translateKnownMessage(fields.problems.events)}</Field.ErrorText>
                </Field.Root>
              )}
            </Stack>
            <Button type="submit" colorPalette="teal" loading={creating} alignSelf="flex-start">
              {t("webhooks.add")}
            </Button>
          </Form>

          {created && (
            <Alert.Root status="success" flexDirection="column" alignItems="stretch" gap="2" data-testid="new-webhook-secret">
              <Alert.Title>{t("webhooks.added")}</Alert.Title>
              <Alert.Description>{t("webhooks.copySecret")}</Alert.Description>
              <Flex gap="2" align="center" wrap="wrap">
                <Code wordBreak="break-all" fontSize="sm" p="2" flex="1" minW="0" aria-label={t("webhooks.secretLabel")}>
                  {created.secret}
                </Code>
                <CopyButton text={created.secret} label={t("webhooks.copySecretButton")} />
                <Button size="xs" variant="ghost" onClick={() => setCreated(null)}>
                  {t("webhooks.done")}
                </Button>
              </Flex>
            </Alert.Root>
          )}

          {endpoints.length === 0 ? (
            <Text color="fg.muted">{listing ? t("webhooks.loading") : t("webhooks.empty")}</Text>
          ) : (
            <Stack as="ul" gap="3" listStyleType="none" aria-label={t("webhooks.listLabel")}>
              {endpoints.map((e) => (
                <Box as="li" key={e.id} borderWidth="1px" borderRadius="md" p="3">
                  <Stack gap="2">
                    <Flex gap="3" justify="space-between" align={{ base: "flex-start", sm: "center" }} direction={{ base: "column", sm: "row" }}>
                      <Stack gap="1" minW="0">
                        <Flex gap="2" align="center" wrap="wrap">
                          <Code fontSize="sm" wordBreak="break-all">
                            {e.url}
                          </Code>
                          {e.enabled ? <Badge colorPalette="green">{t("webhooks.on")}</Badge> : <Badge colorPalette="red">{t("webhooks.off")}</Badge>}
                        </Flex>
                        <Text fontSize="sm" color="fg.muted">
                          {e.events.join(", ")}
                          {e.disabledReason ? ` · ${e.disabledReason}` : ""}
                        </Text>
                      </Stack>
                      <Flex gap="2">
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => void toggle(e.id, !e.enabled)}
                          aria-label={e.enabled ? t("webhooks.switchOffLabel", { url: e.url }) : t("webhooks.switchOnLabel", { url: e.url })}
                        >
                          {e.enabled ? t("webhooks.switchOff") : t("webhooks.switchOn")}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          colorPalette="red"
                          onClick={() => setToDelete({ id: e.id, url: e.url })}
                          aria-label={t("webhooks.deleteLabel", { url: e.url })}
                        >
                          {t("webhooks.delete")}
                        </Button>
                      </Flex>
                    </Flex>
                    <DeliveryLog endpointId={e.id} url={e.url} />
                  </Stack>
                </Box>
              ))}
            </Stack>
          )}
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t("webhooks.confirmTitle")}
        description={t("webhooks.confirmText", { url: toDelete?.url ?? "" })}
        confirmLabel={t("webhooks.delete")}
        destructive
        loading={deleting}
        onConfirm={() => void remove()}
      />
    </Card.Root>
  );
}
