import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Badge, Box, Button, Card, Code, Heading, HStack, Image, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { useCurrentUser } from "@/auth/useCurrentUser";
import { CopyButton } from "@/components/CopyButton";
import { Form } from "@/components/Form";
import { notify } from "@/components/notify";
import { TextField } from "@/components/TextField";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { useTranslation } from "react-i18next";

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
  const { t } = useTranslation("admin");
  const { refetch: refetchMe } = useCurrentUser();
  const status = useQuery(TwoFactorStatusQuery, { fetchPolicy: "network-only" });
  const [begin, { loading: beginning }] = useMutation(BeginTotpEnrolmentMutation);
  const [confirm, { loading: confirming }] = useMutation(ConfirmTotpEnrolmentMutation);
  const [disable, { loading: disabling }] = useMutation(DisableTotpMutation);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  /** A new keystroke clears the last problem of the code field. */
  const changeCode = (value: string) => {
    setCode(value);
    setError(null);
  };
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
      notify({ title: t("common.error"), description: errorMessage(err), variant: "destructive" });
    }
  }

  async function finish(e: FormEvent) {
    e.preventDefault();
    // The server's rule: six digits from the app (spaces, as some apps show them, do not count).
    if (!/^\d{6}$/.test(code.replace(/\s/g, ""))) {
      setError(t("settings.twoFactor.enterCode"));
      return;
    }
    try {
      const { data } = await confirm({ variables: { code: code.replace(/\s/g, "") } });
      setRecoveryCodes(data!.confirmTotpEnrolment.recoveryCodes);
      setEnrolment(null);
      notify({ title: t("settings.twoFactor.enabledTitle"), description: t("settings.twoFactor.enabledText") });
      await changed();
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  async function turnOff(e: FormEvent) {
    e.preventDefault();
    if (!code.trim()) {
      setError(t("settings.twoFactor.enterCodeOrRecovery"));
      return;
    }
    try {
      await disable({ variables: { code: code.trim() } });
      setRecoveryCodes(null);
      notify({ title: t("settings.twoFactor.disabledTitle"), description: t("settings.twoFactor.disabledText") });
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
            {t("settings.twoFactor.title")}
          </Heading>
          {status.data && (
            <Badge colorPalette={enabled ? "green" : "gray"}>{enabled ? t("settings.twoFactor.enabled") : t("settings.twoFactor.disabled")}</Badge>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t("settings.twoFactor.intro")}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {recoveryCodes && (
            <Alert.Root status="warning" flexDirection="column" alignItems="stretch" gap="3">
              <Alert.Title>{t("settings.twoFactor.saveCodes")}</Alert.Title>
              <Alert.Description>{t("settings.twoFactor.saveCodesText")}</Alert.Description>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="1" as="ul" data-testid="recovery-codes">
                {recoveryCodes.map((c) => (
                  <Code as="li" key={c} listStyleType="none" fontSize="sm" px="2" py="1">
                    {c}
                  </Code>
                ))}
              </SimpleGrid>
              <HStack gap="2">
                <CopyButton text={recoveryCodes.join("\n")} label={t("settings.twoFactor.copyCodes")} />
                <Button size="xs" variant="ghost" onClick={() => setRecoveryCodes(null)}>
                  {t("settings.twoFactor.saved")}
                </Button>
              </HStack>
            </Alert.Root>
          )}
          {!enabled && !enrolment && (
            <Button colorPalette="teal" alignSelf="flex-start" onClick={start} loading={beginning} disabled={!status.data}>
              {t("settings.twoFactor.enable")}
            </Button>
          )}
          {!enabled && enrolment && (
            <Form onSubmit={finish} gap="4">
              <Text fontSize="sm">{t("settings.twoFactor.scan")}</Text>
              <Stack direction={{ base: "column", sm: "row" }} gap="4" align={{ base: "flex-start", sm: "center" }}>
                <Box bg="white" p="2" rounded="md" flexShrink="0">
                  <Image src={enrolment.qrCodeDataUrl} alt={t("settings.twoFactor.qrAlt")} boxSize="40" />
                </Box>
                <Stack gap="1" minW="0">
                  <Text fontSize="sm" color="fg.muted">
                    {t("settings.twoFactor.secret")}
                  </Text>
                  <Code fontSize="sm" wordBreak="break-all" data-testid="totp-secret">
                    {enrolment.secret}
                  </Code>
                  <CopyButton text={enrolment.secret} label={t("settings.twoFactor.copySecret")} alignSelf="flex-start" />
                </Stack>
              </Stack>
              <TextField
                label={t("settings.twoFactor.verificationCode")}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                value={code}
                onChange={changeCode}
                maxW="xs"
                error={error ?? undefined}
              />
              <HStack gap="2">
                <Button type="submit" colorPalette="teal" loading={confirming}>
                  {t("settings.twoFactor.confirm")}
                </Button>
                <Button variant="ghost" onClick={() => setEnrolment(null)}>
                  {t("common.cancel")}
                </Button>
              </HStack>
            </Form>
          )}
          {enabled && (
            <Form onSubmit={turnOff} gap="4">
              <Text fontSize="sm" color="fg.muted">
                {t("settings.twoFactor.codesLeft", { count: status.data?.twoFactorStatus.unusedRecoveryCodes ?? 0 })}
              </Text>
              <TextField
                label={t("settings.twoFactor.codeToDisable")}
                autoComplete="one-time-code"
                value={code}
                onChange={changeCode}
                maxW="xs"
                error={error ?? undefined}
              />
              <Button type="submit" colorPalette="red" variant="outline" alignSelf="flex-start" loading={disabling}>
                {t("settings.twoFactor.disable")}
              </Button>
            </Form>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
