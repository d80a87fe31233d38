import { Button, Card, Code, Field, Heading, Input, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { Form } from "@/components/Form";
import { notify } from "@/components/notify";
import { TextField } from "@/components/TextField";
import { formatBytes, SOFTWARE_UPLOAD_URL, useSoftwareArchiveInfo } from "@/lib/software-archive";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/i18n/format";

/** The server's limit, checked first so a person does not wait for a 256 MB upload to be refused. */
const MAX_ARCHIVE_BYTES = 256 * 1024 * 1024;

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
    const found: typeof problems = {};
    if (!file) found.file = t("settings.software.chooseArchive");
    else if (file.size > MAX_ARCHIVE_BYTES) found.file = t("settings.software.tooLarge");
    if (!version.trim()) found.version = t("settings.software.enterVersion");
    setProblems(found);
    if (!file || Object.keys(found).length) return;
    setUploading(true);
    try {
      const res = await fetch(`${SOFTWARE_UPLOAD_URL}?version=${encodeURIComponent(version.trim())}`, {
        method: "PUT",
        body: file,
        headers: { "content-type": "application/zip" },
      });
      const answer = (await res.json().catch(() => null)) as { version?: string; error?: { message: string } } | null;
      if (!res.ok) {
        notify({ title: t("stock.upload.failed"), description: answer?.error?.message ?? t("settings.software.uploadFailed"), variant: "destructive" });
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
          <Field.Root invalid={Boolean(problems.file)}>
            <Field.Label>{t("settings.software.archive")}</Field.Label>
            <Input key={inputKey} type="file" accept=".zip,application/zip" p="1" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
            {problems.file && <Field.ErrorText>{problems.file}</Field.ErrorText>}
          </Field.Root>
          <TextField
            label={t("settings.software.version")}
            placeholder={t("settings.software.versionPlaceholder")}
            maxLength={32}
            value={version}
            onChange={setVersion}
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
