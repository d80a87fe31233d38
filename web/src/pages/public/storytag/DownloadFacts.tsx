import { Button, Code, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuDownload } from "react-icons/lu";
import { formatBytes, SOFTWARE_DOWNLOAD_URL, type SoftwareArchiveInfo } from "@/lib/software-archive";

/** The Download button, with the archive's version, size and SHA-256 so a buyer can check what they got. */
export function DownloadButton({ info }: { info: SoftwareArchiveInfo | null | undefined }) {
  const { t } = useTranslation("tools");
  if (!info) {
    return (
      <Button variant="outline" disabled>
        <LuDownload /> {info === null ? t("storytag.downloadSoon") : t("storytag.download")}
      </Button>
    );
  }
  return (
    <Button asChild variant="outline">
      <a href={SOFTWARE_DOWNLOAD_URL} download>
        <LuDownload /> {t("storytag.download")}
      </a>
    </Button>
  );
}

export function DownloadFacts({ info }: { info: SoftwareArchiveInfo | null | undefined }) {
  const { t } = useTranslation("tools");
  if (!info) return null;
  return (
    <Stack gap="1" fontSize="sm" color="fg.muted" data-testid="download-facts">
      <Text>{t("storytag.version", { version: info.version, size: formatBytes(info.sizeBytes) })}</Text>
      <Text>
        SHA-256:{" "}
        <Code size="sm" wordBreak="break-all">
          {info.sha256}
        </Code>
      </Text>
    </Stack>
  );
}
