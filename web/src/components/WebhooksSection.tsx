import { useLazyQuery, useMutation, useQuery } from "@apollo/client/react";
import { Alert, Badge, Box, Button, Card, Code, Flex, Stack, Table, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { CheckboxField } from "@/components/CheckboxField";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { CopyButton } from "@/components/CopyButton";
import { Form } from "@/components/Form";
import { FormError } from "@/components/FormError";
import { notify } from "@/components/notify";
import { TextField } from "@/components/TextField";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";

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

const STATUS_COLORS: Record<string, string> = { delivered: "green", pending: "orange", failed: "red" };
const formatTime = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : "—");

/** One endpoint's delivery log: status, the receiver's answer code, time, and Resend. */
function DeliveryLog({ endpointId, url }: { endpointId: string; url: string }) {
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
      notify({ title: "Delivery queued", description: "It will be sent again within a few seconds." });
      await refetch();
    } catch (err) {
      notify({ title: "Could not resend", description: errorMessage(err), variant: "destructive" });
    }
  }

  return (
    <Stack gap="2">
      <Flex gap="2">
        <Button size="xs" variant="outline" onClick={() => void toggle()} aria-expanded={open} aria-label={`Delivery log of ${url}`}>
          {open ? "Hide delivery log" : "Delivery log"}
        </Button>
        {open && (
          <Button size="xs" variant="ghost" onClick={() => void refetch()} loading={loading}>
            Refresh
          </Button>
        )}
      </Flex>
      {open && error && <Text color="fg.error">{errorMessage(error)}</Text>}
      {open && !error && rows.length === 0 && <Text color="fg.muted">{loading ? "Loading..." : "No deliveries yet."}</Text>}
      {open && rows.length > 0 && (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label={`Deliveries to ${url}`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Event</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Answer</Table.ColumnHeader>
                <Table.ColumnHeader>Last attempt</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Attempts</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Action</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((d) => (
                <Table.Row key={d.id}>
                  <Table.Cell>{d.eventType}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={STATUS_COLORS[d.status] ?? "gray"}>{d.status}</Badge>
                  </Table.Cell>
                  <Table.Cell title={d.lastError ?? undefined}>{d.lastResponseCode ?? (d.lastError ? "No answer" : "—")}</Table.Cell>
                  <Table.Cell>{formatTime(d.lastAttemptAt)}</Table.Cell>
                  <Table.Cell textAlign="end">{d.attempts}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <Button
                      size="xs"
                      variant="outline"
                      loading={resending}
                      onClick={() => void resendOne(d.id)}
                      aria-label={`Resend ${d.eventType} delivery ${d.id}`}
                    >
                      Resend
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}

/** Settings → Webhooks: endpoints that receive signed event POSTs, each with its delivery log. */
export function WebhooksSection() {
  const { data, loading: listing, refetch } = useQuery(WebhooksQuery, { fetchPolicy: "cache-and-network" });
  const [createEndpoint, { loading: creating }] = useMutation(CreateWebhookMutation);
  const [setEnabled] = useMutation(SetWebhookEnabledMutation);
  const [deleteEndpoint, { loading: deleting }] = useMutation(DeleteWebhookMutation);
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const [toDelete, setToDelete] = useState<{ id: string; url: string } | null>(null);

  const eventTypes = data?.webhookEventTypes ?? [];
  const endpoints = data?.myWebhookEndpoints ?? [];

  async function create(e: FormEvent) {
    e.preventDefault();
    if (!url.trim()) return setError("Please enter the URL that should receive the events.");
    if (events.length === 0) return setError("Please choose at least one event.");
    setError(null);
    try {
      const result = await createEndpoint({ variables: { url, events } });
      const done = result.data!.createWebhookEndpoint;
      setCreated({ url: done.endpoint.url, secret: done.secret });
      setUrl("");
      setEvents([]);
      await refetch();
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  async function toggle(id: string, enabled: boolean) {
    try {
      await setEnabled({ variables: { id, enabled } });
    } catch (err) {
      notify({ title: "Could not change the endpoint", description: errorMessage(err), variant: "destructive" });
    }
  }

  async function remove() {
    if (!toDelete) return;
    try {
      await deleteEndpoint({ variables: { id: toDelete.id } });
      setToDelete(null);
      await refetch();
    } catch (err) {
      notify({ title: "Could not delete the endpoint", description: errorMessage(err), variant: "destructive" });
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="webhooks-heading">
      <Card.Header>
        <Card.Title as="h2" id="webhooks-heading">
          Webhooks
        </Card.Title>
        <Card.Description>
          We POST a signed JSON message to your URL when something happens. Failed deliveries are retried for 24 hours; the API documentation shows how to check
          the signature.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <Form gap="3" maxW="lg" onSubmit={create}>
            <FormError message={error} />
            <TextField label="Endpoint URL" placeholder="https://example.com/hooks/bia" value={url} onChange={setUrl} maxLength={1024} />
            <Stack gap="2" role="group" aria-label="Events to send">
              {eventTypes.map((type) => (
                <CheckboxField
                  key={type}
                  checked={events.includes(type)}
                  onChange={(on) => setEvents(on ? [...events, type] : events.filter((t) => t !== type))}
                >
                  {type}
                </CheckboxField>
              ))}
            </Stack>
            <Button type="submit" colorPalette="teal" loading={creating} alignSelf="flex-start">
              Add Endpoint
            </Button>
          </Form>

          {created && (
            <Alert.Root status="success" flexDirection="column" alignItems="stretch" gap="2" data-testid="new-webhook-secret">
              <Alert.Title>Endpoint added</Alert.Title>
              <Alert.Description>Copy the signing secret now: it is shown only this once.</Alert.Description>
              <Flex gap="2" align="center" wrap="wrap">
                <Code wordBreak="break-all" fontSize="sm" p="2" flex="1" minW="0" aria-label="Signing secret">
                  {created.secret}
                </Code>
                <CopyButton text={created.secret} label="Copy Secret" />
                <Button size="xs" variant="ghost" onClick={() => setCreated(null)}>
                  Done
                </Button>
              </Flex>
            </Alert.Root>
          )}

          {endpoints.length === 0 ? (
            <Text color="fg.muted">{listing ? "Loading..." : "You have no webhook endpoints yet."}</Text>
          ) : (
            <Stack as="ul" gap="3" listStyleType="none" aria-label="Your webhook endpoints">
              {endpoints.map((e) => (
                <Box as="li" key={e.id} borderWidth="1px" borderRadius="md" p="3">
                  <Stack gap="2">
                    <Flex gap="3" justify="space-between" align={{ base: "flex-start", sm: "center" }} direction={{ base: "column", sm: "row" }}>
                      <Stack gap="1" minW="0">
                        <Flex gap="2" align="center" wrap="wrap">
                          <Code fontSize="sm" wordBreak="break-all">
                            {e.url}
                          </Code>
                          {e.enabled ? <Badge colorPalette="green">On</Badge> : <Badge colorPalette="red">Off</Badge>}
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
                          aria-label={`${e.enabled ? "Switch off" : "Switch on"} ${e.url}`}
                        >
                          {e.enabled ? "Switch off" : "Switch on"}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          colorPalette="red"
                          onClick={() => setToDelete({ id: e.id, url: e.url })}
                          aria-label={`Delete ${e.url}`}
                        >
                          Delete
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
        title="Delete webhook endpoint?"
        description={`Events will no longer be sent to ${toDelete?.url ?? ""}, and its delivery log is deleted. This cannot be undone.`}
        confirmLabel="Delete"
        destructive
        loading={deleting}
        onConfirm={() => void remove()}
      />
    </Card.Root>
  );
}
