// The server's limits, checked first so a person does not wait for a large upload to be refused.
import { MAX_VERSION_FILE_NAME_LENGTH, MAX_VERSION_LENGTH, MAX_VERSION_NOTES_LENGTH, VERSION_PATTERN } from "@common/software-versions";
import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Box, Button, Code, Heading, HStack, Input, Stack, Text, Textarea } from "@chakra-ui/react";
import { useState, type FormEvent, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { FormDialog } from "@/components/FormDialog";
import { LabelledField } from "@/components/LabelledField";
import { notify } from "@/components/notify";
import { TextField } from "@/components/TextField";
import { graphql } from "@/gql";
import type { SoftwareVersionsQuery } from "@/gql/graphql";
import { formatDateTime } from "@/i18n/format";
import { errorMessage, localizedError, type ErrorParams } from "@/lib/graphql-errors";
import { formatBytes } from "@/lib/software-archive";

const SoftwareVersionsDocument = graphql(`
  query SoftwareVersions($productId: ID!) {
    softwareVersions(productId: $productId) {
      ...SoftwareVersionFields
    }
  }
`);

const UpdateSoftwareVersionNotesMutation = graphql(`
  mutation UpdateSoftwareVersionNotes($id: ID!, $notes: String!) {
    updateSoftwareVersionNotes(id: $id, notes: $notes) {
      id
      notes
    }
  }
`);

const DeleteSoftwareVersionMutation = graphql(`
  mutation DeleteSoftwareVersion($id: ID!) {
    deleteSoftwareVersion(id: $id)
  }
`);

type Version = SoftwareVersionsQuery["softwareVersions"][number];

/** The name the server accepts: the chosen file's, with any other character made a dash. */
const safeFileName = (name: string) =>
  name
    .replace(/[^0-9A-Za-z._+-]/g, "-")
    .replace(/^\.+/, "")
    .slice(-MAX_VERSION_FILE_NAME_LENGTH) || "download";

interface UploadAnswer {
  id?: string;
  error?: { message: string; code?: string; params?: ErrorParams };
}

/** PUT the file as the body, reporting progress (fetch cannot report an upload's progress). */
function putWithProgress(url: string, file: File, onProgress: (percent: number) => void): Promise<{ ok: boolean; answer: UploadAnswer | null }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    xhr.setRequestHeader("content-type", "application/octet-stream");
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      let answer: UploadAnswer | null;
      try {
        answer = JSON.parse(xhr.responseText) as UploadAnswer;
      } catch {
        answer = null;
      }
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, answer });
    };
    xhr.onerror = () => reject(new Error("upload failed"));
    xhr.send(file);
  });
}

/**
 * A licence product's software versions: upload one (file, version, notes, with progress), see
 * each with its size, SHA-256 and which is the latest (the newest upload), edit notes, delete.
 * Holders of a valid licence download them from their licence page through signed links.
 */
export function ProductVersionsSection({ productId }: { productId: string }) {
  const { t } = useTranslation("admin");
  const { data, refetch } = useQuery(SoftwareVersionsDocument, { variables: { productId }, fetchPolicy: "cache-and-network" });
  const [file, setFile] = useState<File | null>(null);
  const [version, setVersion] = useState("");
  const [notes, setNotes] = useState("");
  const [problems, setProblems] = useState<{ file?: string; version?: string; notes?: string }>({});
  const [progress, setProgress] = useState<number | null>(null);
  // A file input cannot be cleared through its value; a new key gives a fresh, empty one.
  const [inputKey, setInputKey] = useState(0);
  const [editing, setEditing] = useState<Version | null>(null);
  const [deleting, setDeleting] = useState<Version | null>(null);
  const [saveNotes] = useMutation(UpdateSoftwareVersionNotesMutation);
  const [remove, removing] = useMutation(DeleteSoftwareVersionMutation);
  const versions = data?.softwareVersions ?? [];

  async function upload() {
    const found: typeof problems = {};
    if (!file) found.file = t("catalogue.versions.chooseFile");
    if (!version.trim()) found.version = t("settings.software.enterVersion");
    else if (version.trim().length > MAX_VERSION_LENGTH || !VERSION_PATTERN.test(version.trim())) found.version = t("settings.software.versionInvalid");
    if (notes.trim().length > MAX_VERSION_NOTES_LENGTH) found.notes = t("catalogue.versions.notesTooLong", { max: MAX_VERSION_NOTES_LENGTH });
    setProblems(found);
    if (!file || Object.keys(found).length) return;
    setProgress(0);
    try {
      const query = new URLSearchParams({ version: version.trim(), fileName: safeFileName(file.name) });
      const { ok, answer } = await putWithProgress(`/api/admin/products/${encodeURIComponent(productId)}/versions?${query}`, file, setProgress);
      if (!ok || !answer?.id) {
        const refusal = answer?.error;
        const message = refusal ? localizedError(refusal.code, refusal.message, refusal.params) : t("catalogue.versions.uploadFailed");
        const field = refusal?.code === "PAYLOAD_TOO_LARGE" ? "file" : refusal?.code === "VERSION_EXISTS" ? "version" : refusal?.params?.field;
        if (field === "file" || field === "version") setProblems({ [field]: message });
        else notify({ title: t("catalogue.versions.uploadFailed"), description: message, variant: "destructive" });
        return;
      }
      if (notes.trim()) await saveNotes({ variables: { id: answer.id, notes: notes.trim() } });
      notify({ title: t("catalogue.versions.uploaded", { version: version.trim() }) });
      setFile(null);
      setInputKey((k) => k + 1);
      setVersion("");
      setNotes("");
      await refetch();
    } catch (err) {
      notify({ title: t("catalogue.versions.uploadFailed"), description: errorMessage(err), variant: "destructive" });
    } finally {
      setProgress(null);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove({ variables: { id: deleting.id } });
      notify({ title: t("catalogue.versions.deleted", { version: deleting.version }) });
      setDeleting(null);
      await refetch();
    } catch (err) {
      notify({ title: t("catalogue.versions.deleteFailed"), description: errorMessage(err), variant: "destructive" });
    }
  }

  // These fields sit inside the product's form: Enter in one of them must not save the product.
  const keepEnter = (e: KeyboardEvent) => {
    if (e.key === "Enter" && (e.target as HTMLElement).tagName === "INPUT") e.preventDefault();
  };

  return (
    <Box as="section" aria-labelledby="product-versions-heading" borderTopWidth="1px" pt="4" onKeyDown={keepEnter}>
      <Stack gap="4">
        <Heading as="h3" size="sm" id="product-versions-heading">
          {t("catalogue.versions.title")}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t("catalogue.versions.intro")}
        </Text>
        <LabelledField label={t("catalogue.versions.file")} error={problems.file}>
          <Input
            key={inputKey}
            type="file"
            p="1"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setProblems(({ file: _drop, ...keep }) => keep);
            }}
          />
        </LabelledField>
        <TextField
          label={t("settings.software.version")}
          placeholder={t("settings.software.versionPlaceholder")}
          maxLength={MAX_VERSION_LENGTH}
          value={version}
          onChange={(value) => {
            setVersion(value);
            setProblems(({ version: _drop, ...keep }) => keep);
          }}
          error={problems.version}
        />
        <LabelledField label={t("catalogue.versions.notes")} helperText={t("catalogue.versions.notesHint")} error={problems.notes}>
          <Textarea value={notes} onChange={(e) => setNotes(e.target.value)} rows={3} maxLength={MAX_VERSION_NOTES_LENGTH} />
        </LabelledField>
        <HStack gap="3" wrap="wrap">
          <Button type="button" colorPalette="teal" loading={progress !== null} onClick={() => void upload()}>
            {t("catalogue.versions.upload")}
          </Button>
          <Text fontSize="sm" role="status" aria-live="polite">
            {progress !== null ? t("catalogue.versions.progress", { percent: progress }) : ""}
          </Text>
        </HStack>

        {versions.length === 0 ? (
          <Text color="fg.muted">{t("catalogue.versions.none")}</Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" data-testid="product-versions">
            {versions.map((v) => (
              <Box as="li" key={v.id} borderWidth="1px" borderRadius="md" p="3" data-testid="product-version">
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <HStack gap="2">
                    <Text fontWeight="semibold">{v.version}</Text>
                    {v.latest && <Badge colorPalette="teal">{t("catalogue.versions.latest")}</Badge>}
                  </HStack>
                  <HStack gap="2">
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => setEditing(v)}
                      aria-label={t("catalogue.versions.editNotesLabel", { version: v.version })}
                    >
                      {t("catalogue.versions.editNotes")}
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => setDeleting(v)}
                      aria-label={t("catalogue.versions.deleteLabel", { version: v.version })}
                    >
                      {t("catalogue.versions.delete")}
                    </Button>
                  </HStack>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {t("catalogue.versions.facts", { file: v.fileName, size: formatBytes(v.sizeBytes), date: formatDateTime(v.createdAt) })}
                </Text>
                <Text fontSize="xs">
                  {t("settings.software.sha")}{" "}
                  <Code fontSize="xs" wordBreak="break-all">
                    {v.sha256}
                  </Code>
                </Text>
                {v.notes && (
                  <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere" mt="1">
                    {v.notes}
                  </Text>
                )}
              </Box>
            ))}
          </Stack>
        )}
      </Stack>
      {editing && (
        <NotesDialog version={editing} onClose={() => setEditing(null)} save={(notesText) => saveNotes({ variables: { id: editing.id, notes: notesText } })} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("catalogue.versions.deleteTitle", { version: deleting?.version ?? "" })}
        description={t("catalogue.versions.deleteText")}
        confirmLabel={t("catalogue.versions.delete")}
        destructive
        loading={removing.loading}
        onConfirm={() => void confirmDelete()}
      />
    </Box>
  );
}

function NotesDialog({ version, onClose, save }: { version: Version; onClose: () => void; save: (notes: string) => Promise<unknown> }) {
  const { t } = useTranslation("admin");
  const [notes, setNotes] = useState(version.notes);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    // The product's own form is this dialog's parent in React's tree: its submit must not save the product too.
    e.stopPropagation();
    if (notes.trim().length > MAX_VERSION_NOTES_LENGTH) return setError(t("catalogue.versions.notesTooLong", { max: MAX_VERSION_NOTES_LENGTH }));
    setSaving(true);
    try {
      await save(notes.trim());
      notify({ title: t("catalogue.versions.notesSaved", { version: version.version }) });
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      title={t("catalogue.versions.notesTitle", { version: version.version })}
      onSubmit={onSubmit}
      submitLabel={t("catalogue.versions.saveNotes")}
      loading={saving}
      dirty={notes !== version.notes}
    >
      <LabelledField label={t("catalogue.versions.notes")} helperText={t("catalogue.versions.notesHint")} error={error}>
        <Textarea value={notes} onChange={(e) => setNotes(e.target.value)} rows={8} maxLength={MAX_VERSION_NOTES_LENGTH} />
      </LabelledField>
    </FormDialog>
  );
}
