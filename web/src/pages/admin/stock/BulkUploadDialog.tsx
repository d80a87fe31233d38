import { useApolloClient, useMutation } from "@apollo/client/react";
import { Box, Button, CloseButton, Dialog, Field, HStack, Portal, Progress, Stack, Text, Textarea } from "@chakra-ui/react";
import { useState } from "react";
import { useDropzone, type FileRejection } from "react-dropzone";
import { LuFileText, LuUpload, LuX } from "react-icons/lu";
import { CheckboxField } from "@/components/CheckboxField";
import { notify } from "@/components/notify";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { DEFAULT_STOCK_PRODUCT_ID, StockProductSelect } from "./StockProductSelect";
import { LARGE_UPLOAD_THRESHOLD, prepareUpload, type UploadSummary } from "./upload-stock";

const UploadStockChunkMutation = graphql(`
  mutation UploadStockChunk($lines: [String!]!, $skipExistingUsernames: Boolean!, $productId: ID!) {
    uploadStockChunk(lines: $lines, skipExistingUsernames: $skipExistingUsernames, productId: $productId) {
      added
      skippedInvalid
      skippedDuplicates
    }
  }
`);

/** A file this size holds well over a million lines; larger ones would strain the browser's memory. */
const MAX_FILE_BYTES = 100 * 1024 * 1024;
const ACCEPTED_FILES = { "text/plain": [".txt"], "text/csv": [".csv"] };

interface BulkUploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The product chosen first; the dialog still asks. */
  productId?: string;
}

interface ChunkProgress {
  done: number;
  total: number;
}

function rejectionMessage(rejections: FileRejection[]): string {
  const errors = rejections.flatMap((r) => r.errors);
  // With several files every one is rejected as 'Too many files'; say it once.
  return [...new Set(errors.map((e) => e.message))].join(". ");
}

/** Adds stock from pasted lines or one .txt/.csv file, sent to the server in chunks of 1000 lines. */
export function BulkUploadDialog({ open, onOpenChange, productId: initialProductId }: BulkUploadDialogProps) {
  const client = useApolloClient();
  const [productId, setProductId] = useState(initialProductId || DEFAULT_STOCK_PRODUCT_ID);
  const [uploadChunk] = useMutation(UploadStockChunkMutation);
  const [text, setText] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [skipExisting, setSkipExisting] = useState(true);
  const [progress, setProgress] = useState<ChunkProgress | null>(null);
  const [summary, setSummary] = useState<UploadSummary | null>(null);
  const uploading = progress !== null;

  const { getRootProps, getInputProps, isDragActive, open: chooseFile } = useDropzone({
    accept: ACCEPTED_FILES,
    maxFiles: 1,
    multiple: false,
    maxSize: MAX_FILE_BYTES,
    noClick: true,
    disabled: uploading,
    onDropAccepted: ([accepted]) => {
      setFile(accepted);
      setSummary(null);
    },
    onDropRejected: (rejections) => notify({ title: "Error", description: rejectionMessage(rejections), variant: "destructive" }),
  });

  async function upload() {
    setSummary(null);
    const prepared = prepareUpload(file ? await file.text() : text);
    if ("error" in prepared) {
      notify({ title: "Error", description: prepared.error, variant: "destructive" });
      return;
    }
    if (prepared.accounts > LARGE_UPLOAD_THRESHOLD) {
      notify({ title: "Large Upload Detected", description: `Processing ${prepared.accounts} accounts in chunks. This may take a few minutes.` });
    }
    const total: UploadSummary = { added: 0, skippedInvalid: prepared.skippedLines, skippedDuplicates: 0, failedChunks: 0 };
    const chunks = prepared.chunks;
    setProgress({ done: 0, total: chunks.length });
    for (let i = 0; i < chunks.length; i++) {
      try {
        const { data } = await uploadChunk({ variables: { lines: chunks[i], skipExistingUsernames: skipExisting, productId } });
        const result = data!.uploadStockChunk;
        total.added += result.added;
        total.skippedInvalid += result.skippedInvalid;
        total.skippedDuplicates += result.skippedDuplicates;
      } catch (err) {
        total.failedChunks += 1;
        notify({
          title: "Partial Upload Error",
          description: `Chunk ${i + 1} of ${chunks.length} failed: ${errorMessage(err)}`,
          variant: "destructive",
        });
      }
      setProgress({ done: i + 1, total: chunks.length });
    }
    setProgress(null);
    if (total.failedChunks === chunks.length) {
      notify({ title: "Upload Failed", description: "No accounts were uploaded.", variant: "destructive" });
      return;
    }
    setSummary(total);
    setText("");
    setFile(null);
    if (total.failedChunks === 0) notify({ title: "Upload Complete", description: `${total.added} account(s) added.` });
    await client.refetchQueries({ include: "active" });
  }

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !uploading && onOpenChange(e.open)} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Bulk Upload Accounts</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <StockProductSelect value={productId} onChange={setProductId} disabled={uploading} />
                <Text fontSize="sm" color="fg.muted">
                  One account per line: <code>username:password:email:emailpass</code>. A CSV file may start with a header row
                  (Username, Password, Email, Email Pass).
                </Text>
                <Field.Root disabled={uploading || file !== null}>
                  <Field.Label>Account data</Field.Label>
                  <Textarea
                    value={text}
                    onChange={(e) => setText(e.target.value)}
                    rows={8}
                    spellCheck={false}
                    autoComplete="off"
                    fontFamily="mono"
                    fontSize="sm"
                    placeholder="username:password:email:emailpass"
                  />
                  {file && <Field.HelperText>The chosen file is uploaded instead of this text.</Field.HelperText>}
                </Field.Root>
                <Box
                  {...getRootProps()}
                  borderWidth="2px"
                  borderStyle="dashed"
                  borderColor={isDragActive ? "teal.solid" : "border"}
                  bg={isDragActive ? "teal.subtle" : undefined}
                  rounded="md"
                  p="4"
                  textAlign="center"
                >
                  <input {...getInputProps()} aria-label="Account file" data-testid="stock-file-input" />
                  {file ? (
                    <HStack justify="center" gap="2">
                      <LuFileText aria-hidden />
                      <Text fontSize="sm" truncate>
                        {file.name}
                      </Text>
                      <Button size="xs" variant="ghost" aria-label="Remove file" disabled={uploading} onClick={() => setFile(null)}>
                        <LuX />
                      </Button>
                    </HStack>
                  ) : (
                    <Stack gap="2" align="center">
                      <Text fontSize="sm" color="fg.muted">
                        Drop one .txt or .csv file here, or
                      </Text>
                      <Button size="sm" variant="outline" onClick={chooseFile} disabled={uploading}>
                        Choose File
                      </Button>
                    </Stack>
                  )}
                </Box>
                <CheckboxField checked={skipExisting} onChange={setSkipExisting}>
                  Skip usernames already in stock
                </CheckboxField>
                {progress && (
                  <Progress.Root value={progress.done} max={progress.total} colorPalette="teal">
                    <HStack justify="space-between" mb="1">
                      <Progress.Label fontSize="sm">Uploading...</Progress.Label>
                      <Text fontSize="sm" color="fg.muted">
                        Chunk {progress.done} of {progress.total}
                      </Text>
                    </HStack>
                    <Progress.Track aria-label="Upload progress">
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                )}
                {summary && (
                  <Box role="status" borderWidth="1px" rounded="md" p="3" fontSize="sm" data-testid="upload-summary">
                    <Text fontWeight="semibold">Upload finished</Text>
                    <Text>Added: {summary.added}</Text>
                    <Text>Skipped invalid lines: {summary.skippedInvalid}</Text>
                    <Text>Skipped duplicates: {summary.skippedDuplicates}</Text>
                    {summary.failedChunks > 0 && <Text color="fg.error">Failed chunks: {summary.failedChunks}</Text>}
                  </Box>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={uploading}>
                  Close
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="teal" onClick={upload} loading={uploading} loadingText="Uploading...">
                <LuUpload /> Upload
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={uploading}>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
