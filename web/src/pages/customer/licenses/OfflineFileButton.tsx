import { Button } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "@/components/notify";
import { translateKnownMessage } from "@/i18n/known-messages";
import { downloadFetched } from "@/lib/download-text";

/** Where the buyer's offline licence file of one machine is downloaded (docs/api.md, "Offline licence files"). */
export function offlineFileUrl(licenseKey: string, machineId: string): string {
  return `/api/licenses/${encodeURIComponent(licenseKey)}/machines/${encodeURIComponent(machineId)}/offline-file`;
}

/**
 * Downloads the offline licence file of one activated machine. Fetched first (rather than a plain
 * link) so that a refusal (a suspended or expired licence, a machine that lost its seat) shows the
 * server's message in the reader's language instead of saving an error as a file.
 */
export function OfflineFileButton({ licenseKey, machineId, machineName }: { licenseKey: string; machineId: string; machineName?: string }) {
  const { t } = useTranslation("customer");
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      await downloadFetched(offlineFileUrl(licenseKey, machineId), "license.lic", () => t("licenseOfflineFile.failed"));
    } catch (err) {
      notify({ title: t("licenseOfflineFile.failed"), description: translateKnownMessage((err as Error).message), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="sm"
      variant="outline"
      loading={busy}
      onClick={() => void download()}
      aria-label={machineName ? t("licenseOfflineFile.labelFor", { machine: machineName }) : undefined}
      data-testid="offline-file-button"
    >
      {t("licenseOfflineFile.download")}
    </Button>
  );
}
