import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Button, Card, Flex, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState, type FormEvent } from "react";
import { CheckboxField } from "@/components/CheckboxField";
import { Form } from "@/components/Form";
import { FormError } from "@/components/FormError";
import { notify } from "@/components/notify";
import { TextField } from "@/components/TextField";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";

const AlertSettingsQuery = graphql(`
  query MyAdminAlertSettings {
    myAdminAlertSettings {
      events
      minOrderCents
      byEmail
      byTelegram
      telegramChatId
      hasTelegramBotToken
    }
  }
`);

const UpdateAlertSettingsMutation = graphql(`
  mutation UpdateAdminAlertSettings($input: AdminAlertSettingsInput!) {
    updateAdminAlertSettings(input: $input) {
      events
      minOrderCents
      byEmail
      byTelegram
      telegramChatId
      hasTelegramBotToken
    }
  }
`);

const TelegramTestMutation = graphql(`
  mutation SendTelegramTestMessage {
    sendTelegramTestMessage {
      ok
      description
    }
  }
`);

const EVENTS = [
  { event: "order.completed", label: "New order" },
  { event: "payment.needs_review", label: "Top-up needs review" },
  { event: "stock.low", label: "Low stock" },
  { event: "license_check.abuse", label: "Licence check abuse (an address over the rate limit again and again)" },
];

/** Platform Settings → Alerts: which events this admin hears about, by e-mail and/or Telegram. */
export function AlertsSettingsTab() {
  const { data } = useQuery(AlertSettingsQuery, { fetchPolicy: "network-only" });
  const [save, { loading: saving }] = useMutation(UpdateAlertSettingsMutation);
  const [sendTest, { loading: testing }] = useMutation(TelegramTestMutation);
  const [events, setEvents] = useState<string[]>([]);
  const [minOrder, setMinOrder] = useState("");
  const [byEmail, setByEmail] = useState(true);
  const [byTelegram, setByTelegram] = useState(false);
  const [chatId, setChatId] = useState("");
  const [token, setToken] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [testAnswer, setTestAnswer] = useState<{ ok: boolean; description: string } | null>(null);
  const settings = data?.myAdminAlertSettings;

  useEffect(() => {
    if (!settings) return;
    setEvents(settings.events);
    setMinOrder(settings.minOrderCents === null || settings.minOrderCents === undefined ? "" : (settings.minOrderCents / 100).toFixed(2));
    setByEmail(settings.byEmail);
    setByTelegram(settings.byTelegram);
    setChatId(settings.telegramChatId ?? "");
  }, [settings]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const amount = minOrder.trim() === "" ? null : Math.round(Number(minOrder) * 100);
    if (amount !== null && (!Number.isFinite(amount) || amount < 0)) return setError("Please enter the minimum order amount in dollars, e.g. 25.00.");
    setError(null);
    try {
      await save({
        variables: {
          input: { events, minOrderCents: amount, byEmail, byTelegram, telegramChatId: chatId.trim() || null, ...(token.trim() ? { telegramBotToken: token.trim() } : {}) },
        },
        // The settings have no id to merge into the cache by: read them again.
        refetchQueries: [AlertSettingsQuery],
        awaitRefetchQueries: true,
      });
      setToken("");
      notify({ title: "Alerts saved" });
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  async function test() {
    try {
      const result = await sendTest();
      setTestAnswer(result.data!.sendTelegramTestMessage);
    } catch (err) {
      setTestAnswer({ ok: false, description: errorMessage(err) });
    }
  }

  if (!settings) return <Text color="fg.muted">Loading...</Text>;
  return (
    <Card.Root as="section" aria-labelledby="alerts-heading" mt="4">
      <Card.Header>
        <Card.Title as="h2" id="alerts-heading">
          Alerts
        </Card.Title>
        <Card.Description>Your own alerts: each admin chooses theirs.</Card.Description>
      </Card.Header>
      <Card.Body>
        <Form gap="4" maxW="lg" onSubmit={submit}>
          <FormError message={error} />
          <Stack gap="2" role="group" aria-label="Alert me about">
            {EVENTS.map(({ event, label }) => (
              <CheckboxField key={event} checked={events.includes(event)} onChange={(on) => setEvents(on ? [...events, event] : events.filter((x) => x !== event))}>
                {label}
              </CheckboxField>
            ))}
          </Stack>
          <TextField label="Only orders from (USD, empty for every order)" value={minOrder} onChange={setMinOrder} inputMode="decimal" maxLength={12} />
          <Stack gap="2" role="group" aria-label="Channels">
            <CheckboxField checked={byEmail} onChange={setByEmail}>
              E-mail
            </CheckboxField>
            <CheckboxField checked={byTelegram} onChange={setByTelegram}>
              Telegram
            </CheckboxField>
          </Stack>
          <TextField label="Telegram chat id" placeholder="123456789 or @mychannel" value={chatId} onChange={setChatId} maxLength={40} />
          <TextField
            label="Telegram bot token"
            type="password"
            autoComplete="off"
            placeholder={settings.hasTelegramBotToken ? "Saved (leave empty to keep it)" : "123456789:AA… from @BotFather"}
            value={token}
            onChange={setToken}
            maxLength={130}
          />
          <Flex gap="2" wrap="wrap">
            <Button type="submit" colorPalette="teal" loading={saving}>
              Save Alerts
            </Button>
            <Button variant="outline" onClick={() => void test()} loading={testing} disabled={!settings.hasTelegramBotToken}>
              Send test message
            </Button>
          </Flex>
          {testAnswer && (
            <Alert.Root status={testAnswer.ok ? "success" : "error"}>
              <Alert.Description>{testAnswer.description}</Alert.Description>
            </Alert.Root>
          )}
        </Form>
      </Card.Body>
    </Card.Root>
  );
}
