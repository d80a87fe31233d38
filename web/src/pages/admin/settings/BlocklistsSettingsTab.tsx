import { useMutation, useQuery } from "@apollo/client/react";
import { Box, Button, Card, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { LuTrash2 } from "react-icons/lu";
import { Form } from "@/components/Form";
import { notify } from "@/components/notify";
import { RowActionButton } from "@/components/RowActionButton";
import { TextField } from "@/components/TextField";
import { useFieldProblems, type Problems } from "@/components/useFieldProblems";
import { graphql } from "@/gql";
import type { BlocklistKind } from "@/gql/graphql";
import { errorMessage } from "@/lib/graphql-errors";

const BlocklistEntriesQuery = graphql(`
  query BlocklistEntries($kind: BlocklistKind!) {
    blocklistEntries(kind: $kind) {
      id
      kind
      value
      note
    }
  }
`);

const AddBlocklistEntryMutation = graphql(`
  mutation AddBlocklistEntry($input: BlocklistEntryInput!) {
    addBlocklistEntry(input: $input) {
      id
      kind
      value
      note
    }
  }
`);

const RemoveBlocklistEntryMutation = graphql(`
  mutation RemoveBlocklistEntry($id: Int!) {
    removeBlocklistEntry(id: $id)
  }
`);

/** The server's own length rules (server/modules/abuse/blocklist-values.ts), checked here first so the message is immediate. */
const MAX_VALUE_LENGTH = 191;
const MAX_NOTE_LENGTH = 255;
const FIELDS = ["value", "note"] as const;
type Field = (typeof FIELDS)[number];

/** One list (e-mails and domains, or client addresses): its entries, a remove button each, and the form that adds one. */
function BlocklistCard({ kind }: { kind: BlocklistKind }) {
  const { t } = useTranslation("admin");
  const key = kind === "EMAIL" ? "emails" : "addresses";
  const { data, loading: listing } = useQuery(BlocklistEntriesQuery, { variables: { kind }, fetchPolicy: "network-only" });
  const [add, { loading: adding }] = useMutation(AddBlocklistEntryMutation);
  const [remove] = useMutation(RemoveBlocklistEntryMutation);
  const [value, setValue] = useState("");
  const [note, setNote] = useState("");
  const fields = useFieldProblems<Field>({}, FIELDS);
  const entries = data?.blocklistEntries ?? [];
  const refetch = { refetchQueries: [{ query: BlocklistEntriesQuery, variables: { kind } }], awaitRefetchQueries: true };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found: Problems<Field> = {};
    if (value.trim() === "") found.value = t(`settings.blocklists.${key}.required`);
    else if (value.trim().length > MAX_VALUE_LENGTH) found.value = t("settings.blocklists.valueTooLong", { max: MAX_VALUE_LENGTH });
    if (note.trim().length > MAX_NOTE_LENGTH) found.note = t("settings.blocklists.noteTooLong", { max: MAX_NOTE_LENGTH });
    if (!fields.check(found)) return;
    try {
      const result = await add({ variables: { input: { kind, value: value.trim(), note: note.trim() || null } }, ...refetch });
      notify({ title: t("settings.blocklists.added", { value: result.data?.addBlocklistEntry.value ?? value.trim() }) });
      setValue("");
      setNote("");
    } catch (err) {
      if (!fields.showServerError(err)) notify({ title: t("settings.updateFailed"), description: errorMessage(err), variant: "destructive" });
    }
  }

  async function removeEntry(id: number, entryValue: string) {
    try {
      await remove({ variables: { id }, ...refetch });
      notify({ title: t("settings.blocklists.removed", { value: entryValue }) });
    } catch (err) {
      notify({ title: t("settings.updateFailed"), description: errorMessage(err), variant: "destructive" });
    }
  }

  const headingId = `blocklist-${key}-heading`;
  return (
    <Card.Root variant="outline" as="section" aria-labelledby={headingId}>
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          {t(`settings.blocklists.${key}.title`)}
        </Heading>
        <Card.Description>{t(`settings.blocklists.${key}.intro`)}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          {listing && !data ? (
            <Text color="fg.muted">{t("common.loading")}</Text>
          ) : entries.length === 0 ? (
            <Text color="fg.muted">{t(`settings.blocklists.${key}.empty`)}</Text>
          ) : (
            <Stack as="ul" gap="1" listStyleType="none" aria-label={t(`settings.blocklists.${key}.title`)}>
              {entries.map((entry) => (
                <Flex as="li" key={entry.id} align="center" gap="3" borderBottomWidth="1px" py="1" data-testid="blocklist-entry">
                  <Box flex="1" minW="0">
                    <Text fontFamily="mono" fontSize="sm" wordBreak="break-all">
                      {entry.value}
                    </Text>
                    {entry.note && (
                      <Text fontSize="xs" color="fg.muted" wordBreak="break-word">
                        {entry.note}
                      </Text>
                    )}
                  </Box>
                  <RowActionButton
                    label={t("settings.blocklists.remove")}
                    namedLabel={t("settings.blocklists.removeNamed", { value: entry.value })}
                    destructive
                    onClick={() => void removeEntry(entry.id, entry.value)}
                  >
                    <LuTrash2 />
                  </RowActionButton>
                </Flex>
              ))}
            </Stack>
          )}
          <Form onSubmit={submit} gap="3">
            <Flex direction={{ base: "column", md: "row" }} gap="3" align={{ base: "stretch", md: "flex-start" }}>
              <Box flex="1">
                <TextField
                  label={t(`settings.blocklists.${key}.value`)}
                  placeholder={t(`settings.blocklists.${key}.placeholder`)}
                  value={value}
                  onChange={(v) => {
                    setValue(v);
                    fields.clear("value");
                  }}
                  error={fields.problems.value}
                  autoComplete="off"
                />
              </Box>
              <Box flex="1">
                <TextField
                  label={t("settings.blocklists.note")}
                  value={note}
                  onChange={(v) => {
                    setNote(v);
                    fields.clear("note");
                  }}
                  error={fields.problems.note}
                  autoComplete="off"
                />
              </Box>
            </Flex>
            <Button type="submit" colorPalette="teal" alignSelf="flex-start" loading={adding}>
              {t(`settings.blocklists.${key}.add`)}
            </Button>
          </Form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** Platform Settings → Blocklists: e-mails, domains and client addresses refused by registration (and guest checkout). */
export function BlocklistsSettingsTab() {
  const { t } = useTranslation("admin");
  return (
    <Stack gap="6" maxW="3xl" mt="4">
      <Text color="fg.muted">{t("settings.blocklists.intro")}</Text>
      <BlocklistCard kind="EMAIL" />
      <BlocklistCard kind="ADDRESS" />
    </Stack>
  );
}
