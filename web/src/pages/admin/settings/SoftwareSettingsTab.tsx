import { Button, Card, Code, Field, Heading, Input, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { Form } from "@/components/Form";
import { notify } from "@/components/notify";
import { TextField } from "@/components/TextField";
import { formatBytes, SOFTWARE_UPLOAD_URL, useSoftwareArchiveInfo } from "@/lib/software-archive";

/** The server's limit, checked first so a person does not wait for a 256 MB upload to be refused. */
const MAX_ARCHIVE_BYTES = 256 * 1024 * 1024;

/** Settings → Software: the StoryTag archive that /story-tag offers, replaced by uploading a new one. */
export function SoftwareSettingsTab() {
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
    if (!file) found.file = "Please choose the archive to upload.";
    else if (file.size > MAX_ARCHIVE_BYTES) found.file = "The archive can be at most 256 MB.";
    if (!version.trim()) found.version = "Please enter the version of the archive.";
    setProblems(found);
    if (!file || Object.keys(found).length) return;
    setUploading(true);
    try {
      const res = await fetch(`${SOFTWARE_UPLOAD_URL}?version=${encodeURIComponent(version.trim())}`, { method: "PUT", body: file, headers: { "content-type": "application/zip" } });
      const answer = (await res.json().catch(() => null)) as { version?: string; error?: { message: string } } | null;
      if (!res.ok) {
        notify({ title: "Upload Failed", description: answer?.error?.message ?? "The archive could not be uploaded.", variant: "destructive" });
        return;
      }
      notify({ title: "Archive Uploaded", description: `StoryTag ${answer?.version ?? version.trim()} is now the download.` });
      setFile(null);
      setInputKey((k) => k + 1);
      setVersion("");
      reload();
    } catch {
      notify({ title: "Upload Failed", description: "The archive could not be uploaded.", variant: "destructive" });
    } finally {
      setUploading(false);
    }
  }

  return (
    <Card.Root variant="outline" maxW="3xl">
      <Card.Header>
        <Heading as="h2" size="md">
          StoryTag Download
        </Heading>
      </Card.Header>
      <Card.Body gap="5">
        {info ? (
          <Stack gap="1" fontSize="sm" data-testid="current-archive">
            <Text>
              Current: version {info.version}, {formatBytes(info.sizeBytes)}, uploaded {new Date(info.uploadedAt).toLocaleString()}
            </Text>
            <Text>
              SHA-256: <Code wordBreak="break-all">{info.sha256}</Code>
            </Text>
          </Stack>
        ) : (
          <Text color="fg.muted">{info === null ? "No archive yet: /story-tag shows 'Download coming soon'." : "Loading..."}</Text>
        )}
        <Form gap="4" onSubmit={upload}>
          <Field.Root invalid={Boolean(problems.file)}>
            <Field.Label>Archive (.zip, at most 256 MB)</Field.Label>
            <Input key={inputKey} type="file" accept=".zip,application/zip" p="1" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
            {problems.file && <Field.ErrorText>{problems.file}</Field.ErrorText>}
          </Field.Root>
          <TextField label="Version" placeholder="e.g. 2.4.1" maxLength={32} value={version} onChange={setVersion} error={problems.version} />
          <Button type="submit" colorPalette="teal" loading={uploading} alignSelf="flex-start">
            Upload Archive
          </Button>
        </Form>
      </Card.Body>
    </Card.Root>
  );
}
