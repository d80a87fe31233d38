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
import { useTranslation } from "react-i18next";

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

/** Each event with its label's key under settings.alerts.events. */
const EVENTS = [
  { event: "order.completed", key: "orderCompleted" },
  { event: "payment.needs_review", key: "paymentNeedsReview" },
  { event: "stock.low", key: "stockLow" },
  { event: "license_check.abuse", key: "licenseCheckAbuse" },
];

/** Platform Settings → Alerts: which events this admin hears about, by e-mail and/or Telegram. */
export function AlertsSettingsTab() {
  const { t } = useTranslation("admin");
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
    if (amount !== null && (!Number.isFinite(amount) || amount < 0)) return setError(t("settings.alerts.minOrderInvalid"));
    setError(null);
    try {
      await save({
        variables: {
          input: {
            events,
            minOrderCents: amount,
            byEmail,
            byTelegram,
            telegramChatId: chatId.trim() || null,
            ...(token.trim() ? { telegramBotToken: token.trim() } : {}),
          },
        },
        // The settings have no id to merge into the cache by: read them again.
        refetchQueries: [AlertSettingsQuery],
        awaitRefetchQueries: true,
      });
      setToken("");
      notify({ title: t("settings.alerts.saved") });
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

  if (!settings) return <Text color="fg.muted">{t("common.loading")}</Text>;
  return (
    <Card.Root as="section" aria-labelledby="alerts-heading" mt="4">
      <Card.Header>
        <Card.Title as="h2" id="alerts-heading">
          {t("settings.tabs.alerts")}
        </Card.Title>
        <Card.Description>{t("settings.alerts.intro")}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Form gap="4" maxW="lg" onSubmit={submit}>
          <FormError message={error} />
          <Stack gap="2" role="group" aria-label={t("settings.alerts.alertMeAbout")}>
            {EVENTS.map(({ event, key }) => (
              <CheckboxField
                key={event}
                checked={events.includes(event)}
                onChange={(on) => setEvents(on ? [...events, event] : events.filter((x) => x !== event))}
              >
                {t(`settings.alerts.events.${key}`)}
              </CheckboxField>
            ))}
          </Stack>
          <TextField label={t("settings.alerts.minOrder")} value={minOrder} onChange={setMinOrder} inputMode="decimal" maxLength={12} />
          <Stack gap="2" role="group" aria-label={t("settings.alerts.channels")}>
            <CheckboxField checked={byEmail} onChange={setByEmail}>
              {t("settings.alerts.email")}
            </CheckboxField>
            <CheckboxField checked={byTelegram} onChange={setByTelegram}>
              {t("settings.alerts.telegram")}
            </CheckboxField>
          </Stack>
          <TextField
            label={t("settings.alerts.chatId")}
            placeholder={t("settings.alerts.chatIdPlaceholder")}
            value={chatId}
            onChange={setChatId}
            maxLength={40}
          />
          <TextField
            label={t("settings.alerts.botToken")}
            type="password"
            autoComplete="off"
            placeholder={settings.hasTelegramBotToken ? t("settings.alerts.botTokenSaved") : t("settings.alerts.botTokenPlaceholder")}
            value={token}
            onChange={setToken}
            maxLength={130}
          />
          <Flex gap="2" wrap="wrap">
            <Button type="submit" colorPalette="teal" loading={saving}>
              {t("settings.alerts.save")}
            </Button>
            <Button variant="outline" onClick={() => void test()} loading={testing} disabled={!settings.hasTelegramBotToken}>
              {t("settings.alerts.sendTest")}
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
