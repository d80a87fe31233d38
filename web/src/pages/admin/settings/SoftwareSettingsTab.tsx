// The server's limits, checked first so a person does not wait for a 256 MB upload to be refused.
import { MAX_ARCHIVE_BYTES, MAX_VERSION_LENGTH, VERSION_PATTERN } from "../../../../../common/software-archive";
import { Button, Card, Code, Heading, Input, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { Form } from "@/components/Form";
import { LabelledField } from "@/components/LabelledField";
import { notify } from "@/components/notify";
import { TextField } from "@/components/TextField";
import { localizedError, type ErrorParams } from "@/lib/graphql-errors";
import { formatBytes, SOFTWARE_UPLOAD_URL, useSoftwareArchiveInfo } from "@/lib/software-archive";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/i18n/format";

/** Whether the file starts as every ZIP archive does ("PK\x03\x04"), as the server checks. */
async function isZip(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  return head.length === 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
}

/** Settings → Software: the StoryTag archive that /story-tag offers, replaced by uploading a new one. */
export function SoftwareSettingsTab() {
  const { t } = useTranslation("admin");
  const { info, reload } = useSoftwareArchiveInfo();
  const [file, setFile] = useState<File | null>(null);
  const [version, setVersion] = useState("");
  const [problems, setProblems] = useState<{ file?: string; version?: string }>({});
  const [uploading, setUploading] = useState(false);
  // A file input cannot be cleared through its value; a new key gives a fresh, empty one.
  const [inputKey, setInputKey] = useState(0);

  async function upload(e: FormEvent) {
    e.preventDefault();
    // Every problem at once, each under its field, with the server's rules.
    const found: typeof problems = {};
    if (!file) found.file = t("settings.software.chooseArchive");
    else if (file.size > MAX_ARCHIVE_BYTES) found.file = t("settings.software.tooLarge");
    else if (!(await isZip(file))) found.file = t("settings.software.notZip");
    if (!version.trim()) found.version = t("settings.software.enterVersion");
    else if (version.trim().length > MAX_VERSION_LENGTH || !VERSION_PATTERN.test(version.trim())) found.version = t("settings.software.versionInvalid");
    setProblems(found);
    if (!file || Object.keys(found).length) return;
    setUploading(true);
    try {
      const res = await fetch(`${SOFTWARE_UPLOAD_URL}?version=${encodeURIComponent(version.trim())}`, {
        method: "PUT",
        body: file,
        headers: { "content-type": "application/zip" },
      });
      const answer = (await res.json().catch(() => null)) as {
        version?: string;
        error?: { message: string; code?: string; params?: ErrorParams };
      } | null;
      if (!res.ok) {
        const refusal = answer?.error;
        // The server's refusal in the reader's language (by its code), under the field it names.
        const message = refusal ? localizedError(refusal.code, refusal.message, refusal.params) : t("settings.software.uploadFailed");
        const field = refusal?.code === "PAYLOAD_TOO_LARGE" ? "file" : refusal?.params?.field;
        if (field === "file" || field === "version") setProblems({ [field]: message });
        else notify({ title: t("stock.upload.failed"), description: message, variant: "destructive" });
        return;
      }
      notify({ title: t("settings.software.uploaded"), description: t("settings.software.uploadedText", { version: answer?.version ?? version.trim() }) });
      setFile(null);
      setInputKey((k) => k + 1);
      setVersion("");
      reload();
    } catch {
      notify({ title: t("stock.upload.failed"), description: t("settings.software.uploadFailed"), variant: "destructive" });
    } finally {
      setUploading(false);
    }
  }

  return (
    <Card.Root variant="outline" maxW="3xl">
      <Card.Header>
        <Heading as="h2" size="md">
          {t("settings.software.title")}
        </Heading>
      </Card.Header>
      <Card.Body gap="5">
        {info ? (
          <Stack gap="1" fontSize="sm" data-testid="current-archive">
            <Text>
              {t("settings.software.current", { version: info.version, size: formatBytes(info.sizeBytes), uploaded: formatDateTime(info.uploadedAt) })}
            </Text>
            <Text>
              {t("settings.software.sha")} <Code wordBreak="break-all">{info.sha256}</Code>
            </Text>
          </Stack>
        ) : (
          <Text color="fg.muted">{info === null ? t("settings.software.none") : t("common.loading")}</Text>
        )}
        <Form gap="4" onSubmit={upload}>
          <LabelledField label={t("settings.software.archive")} error={problems.file}>
            <Input
              key={inputKey}
              type="file"
              accept=".zip,application/zip"
              p="1"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setProblems(({ version: keep }) => ({ version: keep }));
              }}
            />
          </LabelledField>
          <TextField
            label={t("settings.software.version")}
            placeholder={t("settings.software.versionPlaceholder")}
            maxLength={32}
            value={version}
            onChange={(value) => {
              setVersion(value);
              setProblems(({ file: keep }) => ({ file: keep }));
            }}
            error={problems.version}
          />
          <Button type="submit" colorPalette="teal" loading={uploading} alignSelf="flex-start">
            {t("settings.software.upload")}
          </Button>
        </Form>
      </Card.Body>
    </Card.Root>
  );
}
