import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Button, Card, Flex, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState, type FormEvent } from "react";
import { CheckboxField } from "@/components/CheckboxField";
import { Form } from "@/components/Form";
import { FormError } from "@/components/FormError";
import { useFieldProblems, type Problems } from "@/components/useFieldProblems";
import { notify } from "@/components/notify";
import { TextField } from "@/components/TextField";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { useTranslation } from "react-i18next";
import { MAX_MONEY_CENTS } from "../../../../../common/limits";
import { TELEGRAM_CHAT_ID_MAX_LENGTH, TELEGRAM_CHAT_ID_SHAPE, TELEGRAM_TOKEN_MAX_LENGTH, TELEGRAM_TOKEN_SHAPE } from "../../../../../common/telegram";
import { maxMoneyText } from "../shared/dollars";

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

const ALERT_FIELDS = ["minOrderCents", "telegramChatId", "telegramBotToken"] as const;
type AlertField = (typeof ALERT_FIELDS)[number];

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
  const fields = useFieldProblems<AlertField>({}, ALERT_FIELDS);
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
    const chat = chatId.trim();
    const newToken = token.trim();
    // Every problem at once, each under its field, with the server's rules.
    const found: Problems<AlertField> = {};
    if (amount !== null && (!Number.isFinite(amount) || amount < 0)) found.minOrderCents = t("settings.alerts.minOrderInvalid");
    else if (amount !== null && amount > MAX_MONEY_CENTS) found.minOrderCents = t("settings.alerts.minOrderTooLarge", { max: maxMoneyText() });
    if (chat && (chat.length > TELEGRAM_CHAT_ID_MAX_LENGTH || !TELEGRAM_CHAT_ID_SHAPE.test(chat))) found.telegramChatId = t("settings.alerts.chatIdInvalid");
    if (newToken && (newToken.length > TELEGRAM_TOKEN_MAX_LENGTH || !TELEGRAM_TOKEN_SHAPE.test(newToken)))
      found.telegramBotToken = t("settings.alerts.botTokenInvalid");
    if (byTelegram && !chat && !found.telegramChatId) found.telegramChatId = t("settings.alerts.chatIdNeeded");
    if (byTelegram && !newToken && !settings?.hasTelegramBotToken && !found.telegramBotToken) found.telegramBotToken = t("settings.alerts.botTokenNeeded");
    if (!fields.check(found)) return;
    setError(null);
    try {
      await save({
        variables: {
          input: {
            events,
            minOrderCents: amount,
            byEmail,
            byTelegram,
            telegramChatId: chat || null,
            ...(newToken ? { telegramBotToken: newToken } : {}),
          },
        },
        // The settings have no id to merge into the cache by: read them again.
        refetchQueries: [AlertSettingsQuery],
        awaitRefetchQueries: true,
      });
      setToken("");
      notify({ title: t("settings.alerts.saved") });
    } catch (err) {
      if (!fields.showServerError(err)) setError(errorMessage(err));
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
        <Form gap="4" maxW="lg" onSubmit={submit} guardLeave>
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
          <TextField
            label={t("settings.alerts.minOrder")}
            value={minOrder}
            onChange={(value) => {
              setMinOrder(value);
              fields.clear("minOrderCents");
            }}
            inputMode="decimal"
            maxLength={12}
            error={fields.problems.minOrderCents}
          />
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
            onChange={(value) => {
              setChatId(value);
              fields.clear("telegramChatId");
            }}
            maxLength={TELEGRAM_CHAT_ID_MAX_LENGTH}
            error={fields.problems.telegramChatId}
          />
          <TextField
            label={t("settings.alerts.botToken")}
            type="password"
            autoComplete="off"
            placeholder={settings.hasTelegramBotToken ? t("settings.alerts.botTokenSaved") : t("settings.alerts.botTokenPlaceholder")}
            value={token}
            onChange={(value) => {
              setToken(value);
              fields.clear("telegramBotToken");
            }}
            maxLength={TELEGRAM_TOKEN_MAX_LENGTH}
            error={fields.problems.telegramBotToken}
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
