import { useMutation } from "@apollo/client/react";
import { Box, Button, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { notify } from "@/components/notify";
import { graphql } from "@/gql";
import type { LicenseMachineFieldsFragment } from "@/gql/graphql";
import { errorMessage } from "@/lib/graphql-errors";
import { formatDateTime } from "@/pages/public/license-check/license-key-rules";
import { OfflineFileButton } from "./OfflineFileButton";

const DeactivateMachineMutation = graphql(`
  mutation DeactivateLicenseMachine($licenseKey: String!, $machineId: ID!) {
    deactivateLicenseMachine(licenseKey: $licenseKey, machineId: $machineId) {
      id
    }
  }
`);

export type MachineRow = LicenseMachineFieldsFragment;

/**
 * The computers holding a licence's seats, each with its first and last check and a Deactivate
 * button that frees its seat after a confirmation. A list of small cards: one column on a phone,
 * a row per machine on a wide screen.
 */
export function LicenseMachines({ licenseKey, seats, machines }: { licenseKey: string; seats: number; machines: MachineRow[] }) {
  const { t } = useTranslation("customer");
  const headingId = useId();
  const [pending, setPending] = useState<MachineRow | null>(null);
  const [deactivate, { loading }] = useMutation(DeactivateMachineMutation, { refetchQueries: ["MyLicensesSection"], awaitRefetchQueries: true });
  const label = (m: MachineRow) => m.name || m.hostname || t("licenses.machines.unnamed");

  async function confirm() {
    if (!pending) return;
    try {
      await deactivate({ variables: { licenseKey, machineId: pending.id } });
      notify({ title: t("licenses.machines.deactivated", { name: label(pending) }) });
    } catch (err) {
      notify({ title: errorMessage(err, t("licenses.machines.deactivateFailed")), variant: "destructive" });
    }
    setPending(null);
  }

  return (
    <Stack gap="2" as="section" aria-labelledby={headingId}>
      <Heading as="h3" size="sm" id={headingId}>
        {t("licenses.machines.title", { used: machines.length, seats })}
      </Heading>
      {machines.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t("licenses.machines.none")}
        </Text>
      )}
      {machines.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" data-testid="license-machines">
          {machines.map((m) => (
            <Box as="li" key={m.id} borderWidth="1px" rounded="md" p="3" data-testid="license-machine">
              <Flex direction={{ base: "column", md: "row" }} gap="2" justify="space-between" align={{ base: "stretch", md: "center" }}>
                <Stack gap="0.5" minW="0">
                  <Text fontWeight="semibold" wordBreak="break-word">
                    {label(m)}
                  </Text>
                  {(m.platform || m.hostname) && (
                    <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                      {[m.platform, m.hostname].filter(Boolean).join(" · ")}
                    </Text>
                  )}
                  <Text fontSize="sm" color="fg.muted">
                    {t("licenses.machines.firstSeen", { date: formatDateTime(m.activatedAt) })} ·{" "}
                    {t("licenses.machines.lastSeen", { date: formatDateTime(m.lastSeenAt) })}
                  </Text>
                </Stack>
                <Flex gap="2" wrap="wrap">
                  <OfflineFileButton licenseKey={licenseKey} machineId={m.id} machineName={label(m)} />
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => setPending(m)}
                    aria-label={t("licenses.machines.deactivateNamed", { name: label(m) })}
                  >
                    {t("licenses.machines.deactivate")}
                  </Button>
                </Flex>
              </Flex>
            </Box>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={t("licenses.machines.confirmTitle")}
        description={t("licenses.machines.confirmText", { name: pending ? label(pending) : "" })}
        confirmLabel={t("licenses.machines.deactivate")}
        cancelLabel={t("licenses.machines.cancel")}
        destructive
        loading={loading}
        onConfirm={() => void confirm()}
      />
    </Stack>
  );
}
