import { Box, Code, Heading, List, Stack, Table, Text } from "@chakra-ui/react";
import type { ReactElement } from "react";
import { Trans, useTranslation } from "react-i18next";
import { licenseCheckNodeExample } from "./node-example";

function Block({ children }: { children: string }) {
  return (
    <Box as="pre" bg="bg.muted" p="4" rounded="md" overflowX="auto" fontSize="sm" tabIndex={0}>
      <code>{children}</code>
    </Box>
  );
}

/** What the signature covers: code, the same in every language. */
const SIGNED_BYTES = "${X-Signature-Date}\\n${nonce}\\n${body}";

/** Code samples and the API's field names stay as they are in every language. */
const requestExample = (origin: string) => `POST ${origin}/api/check_license
Content-Type: application/json
X-Nonce: <optional: 1 to 128 printable ASCII characters, no spaces>

{"license_key": "ABCD-EFGH-IJKL-MNOP"}`;
const RESPONSE_EXAMPLE = `200 {"status":"success","message":"License is valid","expires_at":"2026-12-31T12:00:00.000Z","days_remaining":30}
200 {"status":"invalid","message":"License is invalid or expired","expires_at":null,"days_remaining":0}`;
const ERROR_COLUMNS = ["HTTP", "status", "message"];

/** The REST shim's error answers: its messages are the API's contract (English); the notes are translated. */
const ERRORS: Array<{ http: string; status: string; message: string; note?: "noLicenseKey" | "tooLarge" | "seeRetryAfter" }> = [
  { http: "400", status: "invalid", message: "Invalid license key format" },
  { http: "400", status: "invalid", message: "Please enter a license key", note: "noLicenseKey" },
  { http: "400", status: "invalid", message: "The request body is not valid JSON." },
  { http: "413", status: "invalid", message: "The request body is too large.", note: "tooLarge" },
  { http: "429", status: "error", message: "Too many attempts. Please try again in N seconds.", note: "seeRetryAfter" },
  { http: "500", status: "error", message: "Server error" },
];

/** The REST shim's documentation for desktop applications. */
export function LicenseApiDocs({ headingLevel = "h2" }: { headingLevel?: "h1" | "h2" }) {
  const { t } = useTranslation("tools");
  const subLevel = headingLevel === "h1" ? "h2" : "h3";
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  const code = { code: <Code /> };
  /** One translated paragraph or item whose <code> parts stay code. */
  const rich = (key: string, extra: Record<string, ReactElement> = {}) => (
    <Trans t={t} i18nKey={`licenseCheck.api.${key}`} values={{ origin }} components={{ ...code, ...extra }} />
  );
  return (
    <Stack as="section" aria-labelledby="api-docs-heading" gap="5">
      <Heading as={headingLevel} size="xl" id="api-docs-heading">
        {t("licenseCheck.api.heading")}
      </Heading>
      <Text>{rich("intro")}</Text>

      <Heading as={subLevel} size="md">
        {t("licenseCheck.api.request")}
      </Heading>
      <Block>{requestExample(origin)}</Block>
      <Text>{t("licenseCheck.api.keyFormat")}</Text>
      <List.Root ps="5">
        <List.Item>{rich("nonceChars")}</List.Item>
        <List.Item>{rich("nonceBody")}</List.Item>
        <List.Item>{t("licenseCheck.api.nonceHeader")}</List.Item>
      </List.Root>

      <Heading as={subLevel} size="md">
        {t("licenseCheck.api.responses")}
      </Heading>
      <Block>{RESPONSE_EXAMPLE}</Block>
      <Text>{rich("responsesText")}</Text>

      <Heading as={subLevel} size="md">
        {t("licenseCheck.api.errors")}
      </Heading>
      <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              {ERROR_COLUMNS.map((column) => (
                <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {ERRORS.map(({ http, status, message, note }) => (
              <Table.Row key={message}>
                <Table.Cell>{http}</Table.Cell>
                <Table.Cell>
                  <Code>{status}</Code>
                </Table.Cell>
                <Table.Cell>
                  <span lang="en">{message}</span>
                  {note && ` ${t(`licenseCheck.api.${note}`)}`}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Text>{t("licenseCheck.api.oneShape")}</Text>

      <Heading as={subLevel} size="md">
        {t("licenseCheck.api.rateLimits")}
      </Heading>
      <List.Root ps="5">
        <List.Item>{t("licenseCheck.api.perMinute")}</List.Item>
        <List.Item>{rich("pastLimit")}</List.Item>
        <List.Item>{rich("rateHeaders")}</List.Item>
        <List.Item>{t("licenseCheck.api.checkOften")}</List.Item>
      </List.Root>

      <Heading as={subLevel} size="md">
        {t("licenseCheck.api.signature")}
      </Heading>
      <Text>{rich("signatureText", { signed: <Code>{SIGNED_BYTES}</Code> })}</Text>
      <Text>{rich("keysText")}</Text>
      <Text>{t("licenseCheck.api.dateText")}</Text>
      <Block>{licenseCheckNodeExample(origin)}</Block>
    </Stack>
  );
}
