import { useMutation, useQuery } from "@apollo/client/react";
import { Button, Card, SimpleGrid, Text } from "@chakra-ui/react";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  HOLD_SHARE_PERCENT_RANGE,
  holdSharePercentProblem,
  MAX_PENDING_RESERVATIONS_RANGE,
  maxPendingReservationsProblem,
  RESERVATION_MINUTES_RANGE,
  reservationMinutesProblem,
  RESERVATIONS_PER_HOUR_RANGE,
  reservationsPerHourProblem,
} from "@common/reservation-rules";
import { Form } from "@/components/Form";
import { notify } from "@/components/notify";
import { TextField } from "@/components/TextField";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";

const ReservationSettingsQuery = graphql(`
  query ReservationSettings {
    reservationSettings {
      reservationMinutes
      maxPendingReservations
      holdSharePercent
      reservationsPerHour
    }
  }
`);

const UpdateReservationSettingsMutation = graphql(`
  mutation UpdateReservationSettings($reservationMinutes: Int!, $maxPendingReservations: Int!, $holdSharePercent: Int, $reservationsPerHour: Int) {
    updateReservationSettings(
      reservationMinutes: $reservationMinutes
      maxPendingReservations: $maxPendingReservations
      holdSharePercent: $holdSharePercent
      reservationsPerHour: $reservationsPerHour
    ) {
      reservationMinutes
      maxPendingReservations
      holdSharePercent
      reservationsPerHour
    }
  }
`);

/** Whole numbers only, and short: anything else is not a number of minutes, reservations or per cent. */
const MAX_DIGITS = 6;
function wholeNumber(text: string): number {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= MAX_DIGITS && /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * Settings → Payments → Pay the difference: how long a reservation holds its items while the
 * buyer pays, how many unpaid reservations one customer may hold, and the stock-hold bounds
 * (share of a product per customer and per address, reservations per hour). Checked here with the
 * server's own rule (common/reservation-rules) before saving; the server checks again and audits.
 */
export function ReservationSettingsSection() {
  const { t } = useTranslation("admin");
  const { data, loading, error } = useQuery(ReservationSettingsQuery);
  const [save, { loading: saving }] = useMutation(UpdateReservationSettingsMutation);
  const [minutes, setMinutes] = useState("");
  const [cap, setCap] = useState("");
  const [share, setShare] = useState("");
  const [perHour, setPerHour] = useState("");
  const [problems, setProblems] = useState<{ minutes?: string; cap?: string; share?: string; perHour?: string }>({});
  const settings = data?.reservationSettings;

  useEffect(() => {
    if (!settings) return;
    setMinutes(String(settings.reservationMinutes));
    setCap(String(settings.maxPendingReservations));
    setShare(String(settings.holdSharePercent));
    setPerHour(String(settings.reservationsPerHour));
  }, [settings]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const reservationMinutes = wholeNumber(minutes);
    const maxPendingReservations = wholeNumber(cap);
    const holdSharePercent = wholeNumber(share);
    const reservationsPerHour = wholeNumber(perHour);
    const found = {
      minutes: reservationMinutesProblem(reservationMinutes) ?? undefined,
      cap: maxPendingReservationsProblem(maxPendingReservations) ?? undefined,
      share: holdSharePercentProblem(holdSharePercent) ?? undefined,
      perHour: reservationsPerHourProblem(reservationsPerHour) ?? undefined,
    };
    setProblems(found);
    if (found.minutes || found.cap || found.share || found.perHour) return;
    try {
      await save({
        variables: { reservationMinutes, maxPendingReservations, holdSharePercent, reservationsPerHour },
        // The settings have no id for the cache to match, so the query is updated by hand.
        update: (cache, { data: saved }) => {
          if (saved) cache.writeQuery({ query: ReservationSettingsQuery, data: { reservationSettings: saved.updateReservationSettings } });
        },
      });
      notify({ title: t("settings.payment.saved"), description: t("settings.payment.reservations.saved") });
    } catch (err) {
      notify({ title: t("common.error"), description: errorMessage(err, t("settings.updateFailed")), variant: "destructive" });
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="reservation-settings-heading" data-testid="reservation-settings">
      <Card.Header>
        <Card.Title as="h2" id="reservation-settings-heading">
          {t("settings.payment.reservations.title")}
        </Card.Title>
        <Card.Description>{t("settings.payment.reservations.intro")}</Card.Description>
      </Card.Header>
      <Card.Body>
        {error && !settings ? (
          <Text color="fg.error">{t("settings.payment.reservations.loadFailed")}</Text>
        ) : (
          <Form gap="4" maxW="xl" onSubmit={submit} guardLeave>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField
                label={t("settings.payment.reservations.minutes")}
                value={minutes}
                onChange={setMinutes}
                inputMode="numeric"
                maxLength={MAX_DIGITS}
                disabled={loading && !settings}
                error={problems.minutes}
                helperText={t("settings.payment.reservations.minutesHint", { min: RESERVATION_MINUTES_RANGE.min, max: RESERVATION_MINUTES_RANGE.max })}
              />
              <TextField
                label={t("settings.payment.reservations.cap")}
                value={cap}
                onChange={setCap}
                inputMode="numeric"
                maxLength={MAX_DIGITS}
                disabled={loading && !settings}
                error={problems.cap}
                helperText={t("settings.payment.reservations.capHint", {
                  min: MAX_PENDING_RESERVATIONS_RANGE.min,
                  max: MAX_PENDING_RESERVATIONS_RANGE.max,
                })}
              />
              <TextField
                label={t("settings.payment.reservations.share")}
                value={share}
                onChange={setShare}
                inputMode="numeric"
                maxLength={MAX_DIGITS}
                disabled={loading && !settings}
                error={problems.share}
                helperText={t("settings.payment.reservations.shareHint", { min: HOLD_SHARE_PERCENT_RANGE.min, max: HOLD_SHARE_PERCENT_RANGE.max })}
              />
              <TextField
                label={t("settings.payment.reservations.perHour")}
                value={perHour}
                onChange={setPerHour}
                inputMode="numeric"
                maxLength={MAX_DIGITS}
                disabled={loading && !settings}
                error={problems.perHour}
                helperText={t("settings.payment.reservations.perHourHint", { min: RESERVATIONS_PER_HOUR_RANGE.min, max: RESERVATIONS_PER_HOUR_RANGE.max })}
              />
            </SimpleGrid>
            <Button type="submit" colorPalette="teal" loading={saving} disabled={!settings} alignSelf="flex-start">
              {t("settings.payment.reservations.save")}
            </Button>
          </Form>
        )}
      </Card.Body>
    </Card.Root>
  );
}
