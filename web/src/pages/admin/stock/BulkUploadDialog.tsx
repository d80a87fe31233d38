import { useApolloClient, useMutation } from "@apollo/client/react";
import { Box, Button, CloseButton, Dialog, Field, HStack, Portal, Progress, Stack, Text, Textarea } from "@chakra-ui/react";
import { useDeferredValue, useId, useMemo, useState } from "react";
import { useDropzone, type FileRejection } from "react-dropzone";
import { LuFileText, LuUpload, LuX } from "react-icons/lu";
import { CheckboxField } from "@/components/CheckboxField";
import { LabelledField } from "@/components/LabelledField";
import { useFieldProblems } from "@/components/useFieldProblems";
import { translateKnownMessage } from "@/i18n/known-messages";
import { notify } from "@/components/notify";
import { graphql } from "@/gql";
import { errorField, errorMessage } from "@/lib/graphql-errors";
import { DEFAULT_STOCK_PRODUCT_ID, StockProductSelect } from "./StockProductSelect";
import { StockVariantSelect } from "./StockVariantSelect";
import { LARGE_UPLOAD_THRESHOLD, prepareUpload, type RefusedStockLine, type UploadSummary } from "./upload-stock";
import { RefusedLines } from "./RefusedLines";
import { EMPTY_UPLOAD_MESSAGE, NO_VALID_LINES_MESSAGE, parseStockLines } from "@common/stock-lines";
import type { AdminT } from "../shared/admin-t";
import { Trans, useTranslation } from "react-i18next";

const UploadStockChunkMutation = graphql(`
  mutation UploadStockChunk($lines: [String!]!, $skipExistingUsernames: Boolean!, $productId: ID!, $variantId: ID) {
    uploadStockChunk(lines: $lines, skipExistingUsernames: $skipExistingUsernames, productId: $productId, variantId: $variantId) {
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

/** Where a problem with the data shows: under the text box, or under the file it came from. */
type UploadField = "lines" | "file";

const REJECTION_CODES = new Set(["file-too-large", "file-invalid-type", "too-many-files"]);

function rejectionMessage(rejections: FileRejection[], t: AdminT): string {
  const errors = rejections.flatMap((r) => r.errors);
  // With several files every one is rejected as 'Too many files'; say it once.
  return [...new Set(errors.map((e) => (REJECTION_CODES.has(e.code) ? t(`stock.upload.rejections.${e.code}`, { max: MAX_FILE_BYTES }) : e.message)))].join(
    t("stock.upload.rejectionSeparator"),
  );
}

/** Adds stock from pasted lines or one .txt/.csv file, sent to the server in chunks of 1000 lines. */
export function BulkUploadDialog({ open, onOpenChange, productId: initialProductId }: BulkUploadDialogProps) {
  const { t } = useTranslation("admin");
  const client = useApolloClient();
  const [productId, setProductId] = useState(initialProductId || DEFAULT_STOCK_PRODUCT_ID);
  /** "" is the product's default variant (its own pool). */
  const [variantId, setVariantId] = useState("");
  const [uploadChunk] = useMutation(UploadStockChunkMutation);
  const [text, setText] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [skipExisting, setSkipExisting] = useState(true);
  const [progress, setProgress] = useState<ChunkProgress | null>(null);
  const [summary, setSummary] = useState<UploadSummary | null>(null);
  /** The lines the last upload refused, listed under its result (they are put back in the box). */
  const [refused, setRefused] = useState<RefusedStockLine[]>([]);
  // What the box holds now: lines ready to send and lines that would be refused.
  const deferredText = useDeferredValue(text);
  const check = useMemo(() => {
    if (file || deferredText.trim() === "") return null;
    const parsed = parseStockLines(deferredText);
    return { accepted: parsed.accounts.length, refused: parsed.skippedLines };
  }, [deferredText, file]);
  const uploading = progress !== null;
  const fields = useFieldProblems<UploadField>();
  const fileNoteId = `stock-file-note-${useId()}`;
  /** The data's problem, under the source it came from (the spec's 'Error' toast says it too). */
  const showProblem = (message: string, source: UploadField = file ? "file" : "lines") => fields.check({ [source]: message });

  const {
    getRootProps,
    getInputProps,
    isDragActive,
    open: chooseFile,
  } = useDropzone({
    accept: ACCEPTED_FILES,
    maxFiles: 1,
    multiple: false,
    maxSize: MAX_FILE_BYTES,
    noClick: true,
    disabled: uploading,
    onDropAccepted: ([accepted]) => {
      setFile(accepted);
      setSummary(null);
      fields.clear();
    },
    onDropRejected: (rejections) => {
      const message = rejectionMessage(rejections, t);
      showProblem(message, "file");
      notify({ title: t("common.error"), description: message, variant: "destructive" });
    },
  });

  /** Refused lines go back in the box (the file, if any, is done with) so they can be fixed and sent again. */
  function keepRefused(lines: RefusedStockLine[], linesText: string) {
    setRefused(lines);
    setText(linesText);
    setFile(null);
  }

  async function upload() {
    setSummary(null);
    setRefused([]);
    const prepared = prepareUpload(file ? await file.text() : text);
    if ("error" in prepared) {
      if (prepared.refused.length > 0) keepRefused(prepared.refused, prepared.refusedText);
      const message =
        prepared.error === EMPTY_UPLOAD_MESSAGE
          ? t("stock.upload.emptyInput")
          : prepared.error === NO_VALID_LINES_MESSAGE
            ? t("stock.upload.noValidLines")
            : prepared.error;
      showProblem(message);
      notify({ title: t("common.error"), description: message, variant: "destructive" });
      return;
    }
    fields.clear();
    if (prepared.accounts > LARGE_UPLOAD_THRESHOLD) {
      notify({ title: t("stock.upload.large"), description: t("stock.upload.largeText", { count: prepared.accounts }) });
    }
    const total: UploadSummary = { accepted: prepared.accounts, added: 0, skippedInvalid: prepared.skippedLines, skippedDuplicates: 0, failedChunks: 0 };
    const chunks = prepared.chunks;
    setProgress({ done: 0, total: chunks.length });
    for (let i = 0; i < chunks.length; i++) {
      try {
        const { data } = await uploadChunk({ variables: { lines: chunks[i], skipExistingUsernames: skipExisting, productId, variantId: variantId || null } });
        const result = data!.uploadStockChunk;
        total.added += result.added;
        total.skippedInvalid += result.skippedInvalid;
        total.skippedDuplicates += result.skippedDuplicates;
      } catch (err) {
        total.failedChunks += 1;
        // The server's refusal of the lines themselves (none valid, too many) goes under their source too.
        if (errorField(err) === "lines") showProblem(errorMessage(err));
        notify({
          title: t("stock.upload.partialError"),
          description: t("stock.upload.chunkFailed", { chunk: i + 1, total: chunks.length, error: errorMessage(err) }),
          variant: "destructive",
        });
      }
      setProgress({ done: i + 1, total: chunks.length });
    }
    setProgress(null);
    if (total.failedChunks === chunks.length) {
      notify({ title: t("stock.upload.failed"), description: t("stock.upload.noneUploaded"), variant: "destructive" });
      return;
    }
    setSummary(total);
    keepRefused(prepared.refused, prepared.refusedText);
    if (total.failedChunks === 0) notify({ title: t("stock.upload.complete"), description: t("stock.upload.added", { count: total.added }) });
    await client.refetchQueries({ include: "active" });
  }

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !uploading && onOpenChange(e.open)} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{t("stock.upload.title")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <StockProductSelect
                  value={productId}
                  onChange={(id) => {
                    setProductId(id);
                    setVariantId("");
                  }}
                  disabled={uploading}
                />
                <StockVariantSelect productId={productId} value={variantId} onChange={setVariantId} disabled={uploading} />
                <Text fontSize="sm" color="fg.muted">
                  <Trans t={t} i18nKey="stock.upload.format" components={{ code: <code /> }} values={{ format: "username:password:email:emailpass" }} />
                </Text>
                <LabelledField
                  label={t("stock.upload.accountData")}
                  disabled={uploading || file !== null}
                  error={fields.problems.lines}
                  helperText={
                    file
                      ? t("stock.upload.fileInstead")
                      : check
                        ? t("stock.upload.check", { count: check.accepted, refused: t("stock.upload.checkRefused", { count: check.refused }) })
                        : undefined
                  }
                >
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
                </LabelledField>
                <Box
                  {...getRootProps()}
                  borderWidth="2px"
                  borderStyle="dashed"
                  borderColor={isDragActive ? "teal.solid" : "border"}
                  bg={isDragActive ? "teal.subtle" : undefined}
                  rounded="md"
                  p="4"
                  textAlign="center"
                  role="group"
                  aria-label={t("stock.upload.fileDrop")}
                  aria-invalid={fields.problems.file ? true : undefined}
                  aria-describedby={fields.problems.file ? fileNoteId : undefined}
                >
                  <input {...getInputProps()} aria-label={t("stock.upload.accountFile")} data-testid="stock-file-input" />
                  {file ? (
                    <HStack justify="center" gap="2">
                      <LuFileText aria-hidden />
                      <Text fontSize="sm" truncate>
                        {file.name}
                      </Text>
                      <Button size="xs" variant="ghost" aria-label={t("stock.upload.removeFile")} disabled={uploading} onClick={() => setFile(null)}>
                        <LuX />
                      </Button>
                    </HStack>
                  ) : (
                    <Stack gap="2" align="center">
                      <Text fontSize="sm" color="fg.muted">
                        {t("stock.upload.drop")}
                      </Text>
                      <Button size="sm" variant="outline" onClick={chooseFile} disabled={uploading}>
                        {t("stock.upload.chooseFile")}
                      </Button>
                    </Stack>
                  )}
                  {fields.problems.file && (
                    <Field.Root invalid ids={{ errorText: fileNoteId }} alignItems="center" mt="2">
                      <Field.ErrorText>{translateKnownMessage(fields.problems.file)}</Field.ErrorText>
                    </Field.Root>
                  )}
                </Box>
                <CheckboxField checked={skipExisting} onChange={setSkipExisting}>
                  {t("stock.upload.skipExisting")}
                </CheckboxField>
                {progress && (
                  <Progress.Root value={progress.done} max={progress.total} colorPalette="teal">
                    <HStack justify="space-between" mb="1">
                      <Progress.Label fontSize="sm">{t("stock.upload.uploading")}</Progress.Label>
                      <Text fontSize="sm" color="fg.muted">
                        {t("stock.upload.chunkProgress", { done: progress.done, total: progress.total })}
                      </Text>
                    </HStack>
                    <Progress.Track aria-label={t("stock.upload.progress")}>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                )}
                {!summary && refused.length > 0 && (
                  <Box borderWidth="1px" rounded="md" p="3" fontSize="sm" data-testid="upload-refused">
                    <Text>{t("stock.upload.summaryInvalid", { count: refused.length })}</Text>
                    <RefusedLines refused={refused} />
                  </Box>
                )}
                {summary && (
                  <Box borderWidth="1px" rounded="md" p="3" fontSize="sm" data-testid="upload-summary">
                    <Box role="status">
                      <Text fontWeight="semibold">{t("stock.upload.finished")}</Text>
                      <Text>{t("stock.upload.summaryAccepted", { count: summary.accepted })}</Text>
                      <Text>{t("stock.upload.summaryAdded", { count: summary.added })}</Text>
                      <Text>{t("stock.upload.summaryInvalid", { count: summary.skippedInvalid })}</Text>
                      <Text>{t("stock.upload.summaryDuplicates", { count: summary.skippedDuplicates })}</Text>
                      {summary.failedChunks > 0 && <Text color="fg.error">{t("stock.upload.summaryFailed", { count: summary.failedChunks })}</Text>}
                    </Box>
                    <RefusedLines refused={refused} />
                  </Box>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={uploading}>
                  {t("common.close")}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="teal" onClick={upload} loading={uploading} loadingText={t("stock.upload.uploading")}>
                <LuUpload /> {t("stock.upload.upload")}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={uploading}>
              <CloseButton size="sm" aria-label={t("common.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
