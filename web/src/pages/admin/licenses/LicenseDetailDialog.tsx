import { useMutation, useQuery } from "@apollo/client/react";
import { Box, Button, Flex, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { DetailsDialog } from "@/components/DetailsDialog";
import { Form } from "@/components/Form";
import { TextField } from "@/components/TextField";
import { errorMessage } from "@/lib/graphql-errors";
import { formatDateTime } from "@/pages/public/license-check/license-key-rules";
import { announceError, announceResult } from "./announce-result";
import { LicenseDetailQuery, ResetLicenseMachinesMutation, SetLicenseSeatsMutation } from "./admin-license-documents";
import { MAX_SEATS } from "@common/license-plan";

const REFETCH = ["AdminLicenseDetail", "AdminLicenses"];

/** A seats field's text as seats: empty is unlimited (null); anything else a whole number in range, or undefined when not one. */
function parseSeats(text: string): number | null | undefined {
  if (text.trim() === "") return null;
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= MAX_SEATS ? n : undefined;
}

/** One licence in the back office: its seats (editable), machines (reset all) and history. */
export function LicenseDetailDialog({ licenseKey, onClose }: { licenseKey: string | null; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const { data, loading, error } = useQuery(LicenseDetailQuery, { variables: { key: licenseKey ?? "" }, skip: !licenseKey, fetchPolicy: "network-only" });
  const [setSeats, { loading: saving }] = useMutation(SetLicenseSeatsMutation, { refetchQueries: REFETCH, awaitRefetchQueries: true });
  const [reset, { loading: resetting }] = useMutation(ResetLicenseMachinesMutation, { refetchQueries: REFETCH, awaitRefetchQueries: true });
  const [seatsText, setSeatsText] = useState("");
  const [seatsProblem, setSeatsProblem] = useState<string | null>(null);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const license = data?.licenseByKey ?? null;
  const history = data?.licenseHistory ?? [];

  useEffect(() => {
    setSeatsText(license?.maxMachines == null ? "" : String(license.maxMachines));
    setSeatsProblem(null);
  }, [license?.maxMachines]);

  async function saveSeats() {
    const seats = parseSeats(seatsText);
    if (seats === undefined) {
      setSeatsProblem(t("licenses.detail.seatsRange", { max: MAX_SEATS }));
      return;
    }
    setSeatsProblem(null);
    try {
      const { data: answer } = await setSeats({ variables: { key: licenseKey!, seats } });
      announceResult(answer?.setLicenseSeats, t("licenses.updateFailed"), t);
    } catch (err) {
      announceError(err, t("licenses.updateFailed"));
    }
  }

  async function confirmReset() {
    try {
      const { data: answer } = await reset({ variables: { key: licenseKey! } });
      announceResult(answer?.resetLicenseMachines, t("licenses.updateFailed"), t);
    } catch (err) {
      announceError(err, t("licenses.updateFailed"));
    }
    setConfirmingReset(false);
  }

  return (
    <DetailsDialog
      open={licenseKey !== null}
      onClose={onClose}
      title={t("licenses.detail.title", { key: licenseKey ?? "" })}
      size="lg"
      loaded={!loading && !!data}
      error={error ? errorMessage(error, t("licenses.loadFailed")) : undefined}
    >
      {license && (
        <Stack gap="5">
          <Form
            onSubmit={(e) => {
              e.preventDefault();
              void saveSeats();
            }}
          >
            <Flex gap="2" align="flex-end" wrap="wrap">
              <Box flex="1" minW="12rem">
                <TextField
                  label={t("licenses.detail.seats")}
                  helperText={t("licenses.detail.seatsHelp")}
                  inputMode="numeric"
                  value={seatsText}
                  onChange={setSeatsText}
                  error={seatsProblem ?? undefined}
                />
              </Box>
              <Button type="submit" colorPalette="teal" loading={saving}>
                {t("licenses.detail.saveSeats")}
              </Button>
            </Flex>
          </Form>

          <Stack gap="2" as="section" aria-labelledby="license-detail-machines">
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Heading as="h3" size="sm" id="license-detail-machines">
                {t("licenses.detail.machines", { count: license.machines.length })}
              </Heading>
              <Button size="sm" variant="outline" colorPalette="red" disabled={license.machines.length === 0} onClick={() => setConfirmingReset(true)}>
                {t("licenses.detail.reset")}
              </Button>
            </HStack>
            {license.machines.length === 0 && (
              <Text fontSize="sm" color="fg.muted">
                {license.maxMachines == null ? t("licenses.detail.untracked") : t("licenses.detail.noMachines")}
              </Text>
            )}
            <Stack as="ul" gap="2" listStyleType="none">
              {license.machines.map((m) => (
                <Box as="li" key={m.id} borderWidth="1px" rounded="md" p="2" data-testid="admin-license-machine">
                  <Text fontWeight="semibold" wordBreak="break-word">
                    {m.name || m.hostname || t("licenses.detail.unnamed")}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                    {[m.platform, m.hostname].filter(Boolean).join(" · ")}
                    {m.platform || m.hostname ? " · " : ""}
                    {t("licenses.detail.seen", { first: formatDateTime(m.activatedAt), last: formatDateTime(m.lastSeenAt) })}
                  </Text>
                </Box>
              ))}
            </Stack>
          </Stack>

          <Stack gap="2" as="section" aria-labelledby="license-detail-history">
            <Heading as="h3" size="sm" id="license-detail-history">
              {t("licenses.detail.history")}
            </Heading>
            {history.length === 0 && (
              <Text fontSize="sm" color="fg.muted">
                {t("licenses.detail.noHistory")}
              </Text>
            )}
            <Stack as="ol" gap="1" listStyleType="none" data-testid="license-history">
              {history.map((e) => (
                <Text as="li" key={e.id} fontSize="sm">
                  <Text as="span" color="fg.muted">
                    {formatDateTime(e.createdAt)}
                  </Text>{" "}
                  {t(`licenses.events.${e.kind}`, { defaultValue: e.kind })} · {t(`licenses.actors.${e.actor}`, { defaultValue: e.actor })}
                  {e.detail ? ` · ${e.detail}` : ""}
                </Text>
              ))}
            </Stack>
          </Stack>
        </Stack>
      )}
      <ConfirmDialog
        open={confirmingReset}
        onOpenChange={setConfirmingReset}
        title={t("licenses.detail.resetTitle")}
        description={t("licenses.detail.resetText", { key: licenseKey ?? "" })}
        confirmLabel={t("licenses.detail.reset")}
        cancelLabel={t("common.cancel")}
        destructive
        loading={resetting}
        onConfirm={() => void confirmReset()}
      />
    </DetailsDialog>
  );
}
