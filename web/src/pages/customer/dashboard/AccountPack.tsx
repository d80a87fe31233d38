import { Badge, Box, Button, Card, Collapsible, Flex, Grid, HStack, Menu, Portal, Stack, Table, Text, useBreakpointValue } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Fragment, useId, useState, type ReactNode } from "react";
import { LuChevronDown, LuCopy, LuDownload } from "react-icons/lu";
import { CopyButton, useCopyWithNotice } from "@/components/CopyButton";
import { formatDateTime, formatMoney } from "@/i18n/format";
import { downloadText } from "@/lib/download-text";
import { CREDENTIAL_FORMATS, csvOf, lines, type Credential } from "./credential-formats";

const CREDENTIAL_FIELDS: Array<[string, keyof Credential]> = [
  ["pack.username", "username"],
  ["pack.password", "password"],
  ["pack.email", "email"],
  ["pack.emailPass", "emailPassword"],
];

/** Packs show this many rows until expanded (fewer on a phone, so the page stays short); copy-all and downloads always take every account. */
const ROWS_SHOWN = { base: 5, md: 10 };

/** The seed's two copy-all buttons keep their labels; the upload order is the third. */
const COPY_ALL_LABELS: Record<string, string> = { full: "pack.copyAllFull", login: "pack.copyAllLogin", upload: "pack.copyAllUpload" };

export interface Pack {
  id: string;
  productName: string;
  quantity: number;
  totalPriceCents: number;
  purchaseDate: string;
  accounts: Array<Credential & { id: string }>;
}

const wrapping = { whiteSpace: "normal", overflowWrap: "anywhere", maxW: "full", textAlign: "start", h: "auto", py: "1.5" } as const;

/** One account's copy choices, each named by its exact format. */
function RowCopyMenu({ account }: { account: Credential }) {
  const { t } = useTranslation("customer");
  const copy = useCopyWithNotice();
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button size="xs" variant="outline" aria-label={t("pack.copyRow", { username: account.username })}>
          <LuCopy /> {t("pack.copy")}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {CREDENTIAL_FORMATS.map((f) => (
              <Menu.Item key={f.id} value={f.id} onSelect={() => void copy(f.line(account))}>
                {t("pack.formatItem", { name: t(`pack.formatNames.${f.id}`), pattern: t(`pack.patterns.${f.id}`) })}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** The pack's files: .txt in each line format, or .csv with a header row. */
function DownloadMenu({ pack, fileStem }: { pack: Pack; fileStem: string }) {
  const { t } = useTranslation("customer");
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button size="xs" variant="outline" h="auto" py="1.5" aria-label={t("pack.downloadLabel", { name: pack.productName })}>
          <LuDownload /> {t("pack.download")}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {CREDENTIAL_FORMATS.map((f) => (
              <Menu.Item key={f.id} value={`txt-${f.id}`} onSelect={() => downloadText(`${fileStem}-${f.id}.txt`, lines(pack.accounts, f.line))}>
                {t("pack.downloadTxt", { pattern: t(`pack.patterns.${f.id}`) })}
              </Menu.Item>
            ))}
            <Menu.Item value="csv" onSelect={() => downloadText(`${fileStem}.csv`, csvOf(pack.accounts), "text/csv")}>
              {t("pack.downloadCsv")}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/**
 * One bought pack. `actions`: the buttons beside the copy-all ones in place of the download menu
 * (the cart's result and a guest's order have their own .txt download). With `onOpenChange` the pack folds to its title line (My Accounts);
 * without, it is always open (a checkout's result, a guest's order).
 */
export function AccountPack({
  pack,
  highlighted,
  actions,
  open = true,
  onOpenChange,
}: {
  pack: Pack;
  highlighted: boolean;
  actions?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const rowsShown = useBreakpointValue(ROWS_SHOWN) ?? ROWS_SHOWN.md;
  const shown = expanded ? pack.accounts : pack.accounts.slice(0, rowsShown);
  const date = formatDateTime(pack.purchaseDate);
  const { t } = useTranslation("customer");
  const bodyId = useId();
  const title = onOpenChange ? (
    <Button
      variant="plain"
      p="0"
      h="auto"
      minW="0"
      whiteSpace="normal"
      textAlign="start"
      fontSize="inherit"
      fontWeight="inherit"
      aria-expanded={open}
      aria-controls={open ? bodyId : undefined}
      onClick={() => onOpenChange(!open)}
    >
      <Box as={LuChevronDown} flexShrink="0" transform={open ? undefined : "rotate(-90deg)"} transition="transform 0.15s" aria-hidden />
      {pack.productName}
    </Button>
  ) : (
    pack.productName
  );
  return (
    <Card.Root
      variant="outline"
      size={open ? "md" : "sm"}
      borderColor={highlighted ? "teal.solid" : undefined}
      borderWidth={highlighted ? "2px" : "1px"}
      data-testid="account-pack"
      data-state={open ? "open" : "closed"}
    >
      <Card.Header gap="3" px={{ base: "4", md: "6" }}>
        <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="0" minW="0">
            <HStack gap="2" wrap="wrap">
              <Card.Title as="h3">{title}</Card.Title>
              {highlighted && <Badge colorPalette="teal">{t("pack.new")}</Badge>}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {t("pack.summary", { count: pack.quantity, total: formatMoney(pack.totalPriceCents), date })}
            </Text>
            <Text fontSize="xs" color="fg.subtle" fontFamily="mono">
              {t("pack.order", { id: pack.id.slice(0, 12) })}
            </Text>
          </Stack>
          {open && (
            <Flex gap="2" wrap="wrap">
              {CREDENTIAL_FORMATS.map((f) => (
                <CopyButton key={f.id} text={lines(pack.accounts, f.line)} label={t(COPY_ALL_LABELS[f.id])} {...wrapping} />
              ))}
              {actions ?? (pack.accounts.length > 0 && <DownloadMenu pack={pack} fileStem={`accounts-${pack.id.slice(0, 12)}`} />)}
            </Flex>
          )}
        </Flex>
      </Card.Header>
      <Collapsible.Root open={open} lazyMount unmountOnExit>
        <Collapsible.Content id={bodyId}>
          <Card.Body pt="0" px={{ base: "3", md: "6" }}>
            <Stack hideFrom="md" gap="0" borderWidth="1px" rounded="md" divideY="1px">
              {shown.map((a) => (
                <Grid key={a.id} templateColumns="auto minmax(0, 1fr) auto" columnGap="3" rowGap="1" p="3" fontSize="sm" alignItems="baseline">
                  {CREDENTIAL_FIELDS.map(([label, key], i) => (
                    <Fragment key={key}>
                      <Text color="fg.muted">{t(label)}</Text>
                      <Text fontFamily="mono" wordBreak="break-all" gridColumn={i === 0 ? undefined : "span 2"}>
                        {a[key]}
                      </Text>
                      {i === 0 && <RowCopyMenu account={a} />}
                    </Fragment>
                  ))}
                </Grid>
              ))}
            </Stack>
            <Table.ScrollArea hideBelow="md" borderWidth="1px" rounded="md">
              <Table.Root size="sm" variant="line">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t("pack.username")}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t("pack.password")}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t("pack.email")}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t("pack.emailPass")}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t("pack.copy")}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {shown.map((a) => (
                    <Table.Row key={a.id}>
                      <Table.Cell fontFamily="mono">{a.username}</Table.Cell>
                      <Table.Cell fontFamily="mono">{a.password}</Table.Cell>
                      <Table.Cell fontFamily="mono">{a.email}</Table.Cell>
                      <Table.Cell fontFamily="mono">{a.emailPassword}</Table.Cell>
                      <Table.Cell textAlign="end">
                        <RowCopyMenu account={a} />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
            {pack.accounts.length > rowsShown && (
              <Box mt="3">
                <Button size="sm" variant="ghost" onClick={() => setExpanded((e) => !e)} aria-expanded={expanded}>
                  {expanded ? t("pack.showFewer") : t("pack.showAll", { count: pack.accounts.length })}
                </Button>
              </Box>
            )}
          </Card.Body>
        </Collapsible.Content>
      </Collapsible.Root>
    </Card.Root>
  );
}
