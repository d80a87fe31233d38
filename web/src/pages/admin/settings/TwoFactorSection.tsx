import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Badge, Box, Button, Card, Code, Heading, HStack, Image, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { useCurrentUser } from "@/auth/useCurrentUser";
import { CopyButton } from "@/components/CopyButton";
import { Form } from "@/components/Form";
import { FormError } from "@/components/FormError";
import { notify } from "@/components/notify";
import { TextField } from "@/components/TextField";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";

const TwoFactorStatusQuery = graphql(`
  query TwoFactorStatus {
    twoFactorStatus {
      enabled
      unusedRecoveryCodes
    }
  }
`);

const BeginTotpEnrolmentMutation = graphql(`
  mutation BeginTotpEnrolment {
    beginTotpEnrolment {
      secret
      otpauthUrl
      qrCodeDataUrl
    }
  }
`);

const ConfirmTotpEnrolmentMutation = graphql(`
  mutation ConfirmTotpEnrolment($code: String!) {
    confirmTotpEnrolment(code: $code) {
      recoveryCodes
    }
  }
`);

const DisableTotpMutation = graphql(`
  mutation DisableTotp($code: String!) {
    disableTotp(code: $code)
  }
`);

interface Enrolment {
  secret: string;
  qrCodeDataUrl: string;
}

/** Two-factor sign-in for the signed-in admin: enrol with an authenticator app, keep the recovery codes, or turn it off. */
export function TwoFactorSection() {
  const { refetch: refetchMe } = useCurrentUser();
  const status = useQuery(TwoFactorStatusQuery, { fetchPolicy: "network-only" });
  const [begin, { loading: beginning }] = useMutation(BeginTotpEnrolmentMutation);
  const [confirm, { loading: confirming }] = useMutation(ConfirmTotpEnrolmentMutation);
  const [disable, { loading: disabling }] = useMutation(DisableTotpMutation);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const enabled = status.data?.twoFactorStatus.enabled ?? false;

  async function changed() {
    setCode("");
    setError(null);
    await Promise.all([status.refetch(), refetchMe()]);
  }

  async function start() {
    setError(null);
    try {
      const { data } = await begin();
      setEnrolment(data!.beginTotpEnrolment);
    } catch (err) {
      notify({ title: "Error", description: errorMessage(err), variant: "destructive" });
    }
  }

  async function finish(e: FormEvent) {
    e.preventDefault();
    if (!code.trim()) {
      setError("Enter the 6-digit code from your authenticator app.");
      return;
    }
    try {
      const { data } = await confirm({ variables: { code: code.trim() } });
      setRecoveryCodes(data!.confirmTotpEnrolment.recoveryCodes);
      setEnrolment(null);
      notify({ title: "Two-Factor Enabled", description: "Sign-in now asks for a code from your app." });
      await changed();
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  async function turnOff(e: FormEvent) {
    e.preventDefault();
    if (!code.trim()) {
      setError("Enter a code from your authenticator app or a recovery code.");
      return;
    }
    try {
      await disable({ variables: { code: code.trim() } });
      setRecoveryCodes(null);
      notify({ title: "Two-Factor Disabled", description: "Sign-in no longer asks for a code." });
      await changed();
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <Card.Root variant="outline">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md">
            Two-Factor Authentication
          </Heading>
          {status.data && <Badge colorPalette={enabled ? "green" : "gray"}>{enabled ? "Enabled" : "Disabled"}</Badge>}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          Ask for a code from an authenticator app (TOTP) when you sign in.
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {recoveryCodes && (
            <Alert.Root status="warning" flexDirection="column" alignItems="stretch" gap="3">
              <Alert.Title>Save your recovery codes now</Alert.Title>
              <Alert.Description>
                Each code signs you in once without the app. They are shown only this time.
              </Alert.Description>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="1" as="ul" data-testid="recovery-codes">
                {recoveryCodes.map((c) => (
                  <Code as="li" key={c} listStyleType="none" fontSize="sm" px="2" py="1">
                    {c}
                  </Code>
                ))}
              </SimpleGrid>
              <HStack gap="2">
                <CopyButton text={recoveryCodes.join("\n")} label="Copy Recovery Codes" />
                <Button size="xs" variant="ghost" onClick={() => setRecoveryCodes(null)}>
                  I have saved them
                </Button>
              </HStack>
            </Alert.Root>
          )}
          {!enabled && !enrolment && (
            <Button colorPalette="teal" alignSelf="flex-start" onClick={start} loading={beginning} disabled={!status.data}>
              Enable Two-Factor
            </Button>
          )}
          {!enabled && enrolment && (
            <Form onSubmit={finish} gap="4">
              <Text fontSize="sm">Scan this QR code with your authenticator app, or enter the secret by hand, then type the code it shows.</Text>
              <Stack direction={{ base: "column", sm: "row" }} gap="4" align={{ base: "flex-start", sm: "center" }}>
                <Box bg="white" p="2" rounded="md" flexShrink="0">
                  <Image src={enrolment.qrCodeDataUrl} alt="QR code for your authenticator app" boxSize="40" />
                </Box>
                <Stack gap="1" minW="0">
                  <Text fontSize="sm" color="fg.muted">
                    Secret
                  </Text>
                  <Code fontSize="sm" wordBreak="break-all" data-testid="totp-secret">
                    {enrolment.secret}
                  </Code>
                  <CopyButton text={enrolment.secret} label="Copy Secret" alignSelf="flex-start" />
                </Stack>
              </Stack>
              <FormError message={error} />
              <TextField label="Verification Code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={setCode} maxW="xs" />
              <HStack gap="2">
                <Button type="submit" colorPalette="teal" loading={confirming}>
                  Confirm and Enable
                </Button>
                <Button variant="ghost" onClick={() => setEnrolment(null)}>
                  Cancel
                </Button>
              </HStack>
            </Form>
          )}
          {enabled && (
            <Form onSubmit={turnOff} gap="4">
              <Text fontSize="sm" color="fg.muted">
                {status.data?.twoFactorStatus.unusedRecoveryCodes} unused recovery code(s) left. To turn two-factor off, enter a current code or a recovery code.
              </Text>
              <FormError message={error} />
              <TextField label="Code to disable" autoComplete="one-time-code" value={code} onChange={setCode} maxW="xs" />
              <Button type="submit" colorPalette="red" variant="outline" alignSelf="flex-start" loading={disabling}>
                Disable Two-Factor
              </Button>
            </Form>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
