import { Box, Code, Heading, List, Stack, Table, Text } from "@chakra-ui/react";

function Block({ children }: { children: string }) {
  return (
    <Box as="pre" bg="bg.muted" p="4" rounded="md" overflowX="auto" fontSize="sm" tabIndex={0}>
      <code>{children}</code>
    </Box>
  );
}

const NODE_EXAMPLE = (origin: string) => `// Node 18+: check a key and prove the answer came from this shop.
import crypto from "node:crypto";

const SHOP = "${origin}";
// Fetch once and ship it inside your app (or pin it): never trust a key sent with the answer.
const { publicKeyPem } = await (await fetch(SHOP + "/api/license-public-key")).json();

export async function checkLicense(licenseKey) {
  const nonce = crypto.randomBytes(16).toString("hex");
  const res = await fetch(SHOP + "/api/check_license", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Nonce": nonce },
    body: JSON.stringify({ license_key: licenseKey }),
  });
  const body = await res.text(); // verify the exact bytes, before parsing
  const date = res.headers.get("X-Signature-Date");
  const signature = Buffer.from(res.headers.get("X-Signature") ?? "", "base64");
  const signed = Buffer.from(\`\${date}\\n\${nonce}\\n\${body}\`, "utf8");
  if (!crypto.verify(null, signed, publicKeyPem, signature)) throw new Error("forged answer");
  if (Math.abs(Date.now() - Date.parse(date)) > 5 * 60_000) throw new Error("stale answer");
  const answer = JSON.parse(body);
  if (answer.nonce !== nonce) throw new Error("replayed answer");
  return answer; // { status, message, expires_at, days_remaining, nonce }
}`;

/** The REST shim's documentation for desktop applications. */
export function LicenseApiDocs() {
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  return (
    <Stack as="section" aria-labelledby="api-docs-heading" gap="5">
      <Heading as="h2" size="xl" id="api-docs-heading">
        API for desktop applications
      </Heading>
      <Text>
        Desktop apps check a key with one HTTP call. Any origin may call it (CORS is open), and it needs no account or token.
      </Text>

      <Heading as="h3" size="md">
        Request
      </Heading>
      <Block>{`POST ${origin}/api/check_license
Content-Type: application/json
X-Nonce: <optional, up to 128 printable characters>

{"license_key": "ABCD-EFGH-IJKL-MNOP"}`}</Block>
      <Text>
        The key is four groups of four uppercase letters or digits. Surrounding spaces are ignored. The nonce may also be sent as a{" "}
        <Code>nonce</Code> field of the body.
      </Text>

      <Heading as="h3" size="md">
        Responses
      </Heading>
      <Block>{`200 {"status":"success","message":"License is valid","expires_at":"2026-12-31T12:00:00.000Z","days_remaining":30}
200 {"status":"invalid","message":"License is invalid or expired","expires_at":null,"days_remaining":0}`}</Block>
      <Text>
        <Code>success</Code> means the licence exists, is active and has not expired; anything else is not a valid licence.{" "}
        <Code>days_remaining</Code> counts started 24-hour periods and is never below 0. An expired or suspended licence answers{" "}
        <Code>invalid</Code> with its expiry date. When a nonce was sent, the body also carries it as <Code>nonce</Code>.
      </Text>

      <Heading as="h3" size="md">
        Errors
      </Heading>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>HTTP</Table.ColumnHeader>
              <Table.ColumnHeader>status</Table.ColumnHeader>
              <Table.ColumnHeader>message</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {[
              ["400", "invalid", "Invalid license key format"],
              ["400", "invalid", "Please enter a license key (no license_key)"],
              ["400", "invalid", "The request body is not valid JSON."],
              ["413", "invalid", "The request body is too large. (over 16 KB)"],
              ["429", "error", "Too many attempts. Please try again in N seconds. (see Retry-After)"],
              ["500", "error", "Server error"],
            ].map(([http, status, message]) => (
              <Table.Row key={message}>
                <Table.Cell>{http}</Table.Cell>
                <Table.Cell>
                  <Code>{status}</Code>
                </Table.Cell>
                <Table.Cell>{message}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Text>Every answer, errors included, has the four fields, so a client handles one shape.</Text>

      <Heading as="h3" size="md">
        Rate limits
      </Heading>
      <List.Root ps="5">
        <List.Item>60 checks per minute per IP address by default (the shop operator may change it).</List.Item>
        <List.Item>
          Past the limit the answer is HTTP 429 with a <Code>Retry-After</Code> header in seconds; wait that long before the next check.
        </List.Item>
        <List.Item>Check at start-up and then every few hours, not on every action.</List.Item>
      </List.Root>

      <Heading as="h3" size="md">
        Verifying the signature
      </Heading>
      <Text>
        Every answer is signed with Ed25519 so that a fake server cannot pretend a key is valid. The headers <Code>X-Signature</Code> (base64)
        and <Code>X-Signature-Date</Code> (ISO 8601) sign the exact bytes <Code>{"${X-Signature-Date}\\n${nonce}\\n${body}"}</Code>, where
        the nonce is the one you sent (empty when none). The public key is published at{" "}
        <Code>
          GET {origin}/api/license-public-key
        </Code>{" "}
        as PEM (<Code>publicKeyPem</Code>) and as the raw 32-byte key in base64 (<Code>publicKeyBase64</Code>). Reject an answer whose
        signature fails, whose date is more than a few minutes off, or whose nonce is not yours.
      </Text>
      <Block>{NODE_EXAMPLE(origin)}</Block>
    </Stack>
  );
}
