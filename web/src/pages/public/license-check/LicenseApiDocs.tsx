import { Box, Code, Heading, List, Stack, Table, Text } from "@chakra-ui/react";
import { licenseCheckNodeExample } from "./node-example";

function Block({ children }: { children: string }) {
  return (
    <Box as="pre" bg="bg.muted" p="4" rounded="md" overflowX="auto" fontSize="sm" tabIndex={0}>
      <code>{children}</code>
    </Box>
  );
}

/** The REST shim's documentation for desktop applications. */
export function LicenseApiDocs() {
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  return (
    <Stack as="section" aria-labelledby="api-docs-heading" gap="5">
      <Heading as="h2" size="xl" id="api-docs-heading">
        API for desktop applications
      </Heading>
      <Text>
        Desktop apps check a key with one HTTP call. Any origin may call it (CORS is open), and it needs no account or token. Its OpenAPI 3.1 description is at{" "}
        <Code>{origin}/openapi.json</Code>.
      </Text>

      <Heading as="h3" size="md">
        Request
      </Heading>
      <Block>{`POST ${origin}/api/check_license
Content-Type: application/json
X-Nonce: <optional: 1 to 128 printable ASCII characters, no spaces>

{"license_key": "ABCD-EFGH-IJKL-MNOP"}`}</Block>
      <Text>The key is four groups of four uppercase letters or digits. Surrounding spaces are ignored.</Text>
      <List.Root ps="5">
        <List.Item>
          The nonce is 1 to 128 printable ASCII characters (<Code>!</Code> to <Code>~</Code>): no spaces, no letters outside ASCII. Any other nonce is refused
          with HTTP 400. Random hex or base64url is a good choice; use a new one for every check.
        </List.Item>
        <List.Item>
          It may also be sent as a <Code>nonce</Code> field of the body. When both are sent, the <Code>X-Nonce</Code> header wins.
        </List.Item>
        <List.Item>
          Send it as the header: then even the answer to a body that is too large or not JSON echoes it and is signed over it. A nonce inside an unreadable body
          cannot be read, so that answer is signed over an empty nonce.
        </List.Item>
      </List.Root>

      <Heading as="h3" size="md">
        Responses
      </Heading>
      <Block>{`200 {"status":"success","message":"License is valid","expires_at":"2026-12-31T12:00:00.000Z","days_remaining":30}
200 {"status":"invalid","message":"License is invalid or expired","expires_at":null,"days_remaining":0}`}</Block>
      <Text>
        <Code>success</Code> means the licence exists, is active and has not expired; anything else is not a valid licence. <Code>days_remaining</Code> counts
        started 24-hour periods and is never below 0. An expired or suspended licence answers <Code>invalid</Code> with its expiry date. When a nonce was sent,
        the body also carries it as <Code>nonce</Code>.
      </Text>

      <Heading as="h3" size="md">
        Errors
      </Heading>
      <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
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
        <List.Item>
          Every counted answer carries <Code>RateLimit-Limit</Code>, <Code>RateLimit-Remaining</Code> and <Code>RateLimit-Reset</Code> (seconds until the count
          starts again), so an app can slow down before it is refused.
        </List.Item>
        <List.Item>Check at start-up and then every few hours, not on every action.</List.Item>
      </List.Root>

      <Heading as="h3" size="md">
        Verifying the signature
      </Heading>
      <Text>
        Every answer is signed with Ed25519 so that a fake server cannot pretend a key is valid. The headers <Code>X-Signature</Code> (base64) and{" "}
        <Code>X-Signature-Date</Code> (ISO 8601) sign the exact bytes <Code>{"${X-Signature-Date}\\n${nonce}\\n${body}"}</Code>, where the nonce is the one you
        sent (empty when none). The public key is published at <Code>GET {origin}/api/license-public-key</Code> as PEM (<Code>publicKeyPem</Code>) and as the
        raw 32-byte key in base64 (<Code>publicKeyBase64</Code>). Reject an answer whose signature fails or whose nonce is not the one you just sent.
      </Text>
      <Text>
        <Code>X-Signature-Key-Id</Code> names the key that signed. <Code>GET {origin}/api/license-public-keys</Code> lists every key to accept (
        <Code>keys</Code>: <Code>keyId</Code>, <Code>state</Code>, <Code>publicKeyPem</Code>, <Code>publicKeyBase64</Code>): the key that signs now (
        <Code>current</Code>) and, while the shop changes keys, the one that will sign next (<Code>next</Code>) or the one just replaced (<Code>previous</Code>
        ). Ship your app with that list and pick the key by its id: an app that has the next key keeps verifying when the shop switches to it. Ready-to-run
        checks in several languages are in the repository under <Code>docs/recipes/license-verify</Code>.
      </Text>
      <Text>
        The date matters only when you send no nonce: then it is all that limits the replay of an old answer. With a fresh nonce, do not compare the date with
        the computer&apos;s clock: a PC whose clock is wrong would reject every genuine answer. If you check without a nonce, allow a generous tolerance (a day,
        say) and, when the check fails, report the difference between the two clocks, so the user can see that it is the clock that is wrong.
      </Text>
      <Block>{licenseCheckNodeExample(origin)}</Block>
    </Stack>
  );
}
