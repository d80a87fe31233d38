import { Badge, Box, Button, Card, Flex, Grid, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Fragment, useState, type ReactNode } from "react";
import { CopyButton } from "@/components/CopyButton";
import { formatDateTime, formatMoney } from "@/i18n/format";
import { fullLine, lines, loginLine, type Credential } from "./credential-formats";

const CREDENTIAL_FIELDS: Array<[string, keyof Credential]> = [
  ["pack.username", "username"],
  ["pack.password", "password"],
  ["pack.email", "email"],
  ["pack.emailPass", "emailPassword"],
];

/** Large packs show this many rows until expanded; copy-all always copies every account. */
const ROWS_SHOWN = 25;

export interface Pack {
  id: string;
  productName: string;
  quantity: number;
  totalPriceCents: number;
  purchaseDate: string;
  accounts: Array<Credential & { id: string }>;
}

/** `actions`: more buttons beside the two copy-all ones (the cart's result adds a .txt download). */
export function AccountPack({ pack, highlighted, actions }: { pack: Pack; highlighted: boolean; actions?: ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? pack.accounts : pack.accounts.slice(0, ROWS_SHOWN);
  const date = formatDateTime(pack.purchaseDate);
  const { t } = useTranslation("customer");
  return (
    <Card.Root variant="outline" borderColor={highlighted ? "teal.solid" : undefined} borderWidth={highlighted ? "2px" : "1px"} data-testid="account-pack">
      <Card.Header gap="3">
        <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="0">
            <HStack gap="2" wrap="wrap">
              <Card.Title as="h3">{pack.productName}</Card.Title>
              {highlighted && <Badge colorPalette="teal">{t("pack.new")}</Badge>}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {t("pack.summary", { count: pack.quantity, total: formatMoney(pack.totalPriceCents), date })}
            </Text>
            <Text fontSize="xs" color="fg.subtle" fontFamily="mono">
              {t("pack.order", { id: pack.id.slice(0, 12) })}
            </Text>
          </Stack>
          <Flex gap="2" wrap="wrap">
            <CopyButton
              text={lines(pack.accounts, fullLine)}
              label={t("pack.copyAllFull")}
              whiteSpace="normal"
              overflowWrap="anywhere"
              maxW="full"
              textAlign="start"
              h="auto"
              py="1.5"
            />
            <CopyButton
              text={lines(pack.accounts, loginLine)}
              label={t("pack.copyAllLogin")}
              whiteSpace="normal"
              overflowWrap="anywhere"
              maxW="full"
              textAlign="start"
              h="auto"
              py="1.5"
            />
            {actions}
          </Flex>
        </Flex>
      </Card.Header>
      <Card.Body pt="0">
        <Stack hideFrom="md" gap="0" borderWidth="1px" rounded="md" divideY="1px">
          {shown.map((a) => (
            <Stack key={a.id} gap="2" p="3">
              <Grid templateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm">
                {CREDENTIAL_FIELDS.map(([label, key]) => (
                  <Fragment key={key}>
                    <Text color="fg.muted">{t(label)}</Text>
                    <Text fontFamily="mono" wordBreak="break-all">
                      {a[key]}
                    </Text>
                  </Fragment>
                ))}
              </Grid>
              <HStack gap="2">
                <CopyButton text={fullLine(a)} label={t("pack.full")} aria-label={t("pack.copyFull", { username: a.username })} />
                <CopyButton text={loginLine(a)} label={t("pack.login")} aria-label={t("pack.copyLogin", { username: a.username })} />
              </HStack>
            </Stack>
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
                  <Table.Cell>
                    <HStack gap="1" justify="flex-end">
                      <CopyButton text={fullLine(a)} label={t("pack.full")} aria-label={t("pack.copyFull", { username: a.username })} />
                      <CopyButton text={loginLine(a)} label={t("pack.login")} aria-label={t("pack.copyLogin", { username: a.username })} />
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        {pack.accounts.length > ROWS_SHOWN && (
          <Box mt="3">
            <Button size="sm" variant="ghost" onClick={() => setExpanded((e) => !e)} aria-expanded={expanded}>
              {expanded ? t("pack.showFewer") : t("pack.showAll", { count: pack.accounts.length })}
            </Button>
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}
