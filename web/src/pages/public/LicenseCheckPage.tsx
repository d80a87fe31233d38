import { useLazyQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { Button, Container, Field, Heading, Input, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { useState } from "react";
import { Form } from "@/components/Form";
import { notify } from "@/components/notify";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { licenseKeyProblem } from "./license-check/license-key-rules";
import { LicenseResultCard, type LicenseCheckOutcome } from "./license-check/LicenseResultCard";

const CheckLicenseQuery = graphql(`
  query CheckLicenseOnPage($licenseKey: String!) {
    checkLicense(licenseKey: $licenseKey) {
      status
      message
      expiresAt
      daysRemaining
      expiringSoon
    }
  }
`);

export default function LicenseCheckPage() {
  const [key, setKey] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<LicenseCheckOutcome | null>(null);
  const { t } = useTranslation("tools");
  const [check, { loading }] = useLazyQuery(CheckLicenseQuery, { fetchPolicy: "network-only" });

  async function submit() {
    const found = licenseKeyProblem(key);
    setProblem(found);
    if (found) {
      setResult(null);
      return;
    }
    try {
      const { data, error } = await check({ variables: { licenseKey: key.trim() } });
      if (error || !data) throw error ?? new Error("no answer");
      setResult(data.checkLicense);
    } catch (err) {
      setResult(null);
      notify({ title: t("licenseCheck.checkFailed"), description: errorMessage(err, t("licenseCheck.serverError")), variant: "destructive" });
    }
  }

  return (
    <Container maxW="4xl" py="10">
      <Stack gap="10">
        <Stack gap="4">
          <Heading as="h1" size="2xl">
            {t("licenseCheck.title")}
          </Heading>
          <Text color="fg.muted">{t("licenseCheck.intro")}</Text>
          <Form
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <Stack direction={{ base: "column", sm: "row" }} gap="3" align={{ base: "stretch", sm: "flex-end" }}>
              <Field.Root invalid={problem !== null} flex="1">
                <Field.Label>{t("licenseCheck.key")}</Field.Label>
                <Input
                  value={key}
                  onChange={(e) => setKey(e.target.value)}
                  placeholder="XXXX-XXXX-XXXX-XXXX"
                  fontFamily="mono"
                  autoComplete="off"
                  spellCheck={false}
                />
                {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
              </Field.Root>
              <Button type="submit" loading={loading} colorPalette="teal">
                {t("licenseCheck.submit")}
              </Button>
            </Stack>
          </Form>
          {result && <LicenseResultCard result={result} />}
        </Stack>
        {/* The check is for license holders; the API's manual is for developers, one link away. */}
        <Text color="fg.muted" data-testid="license-api-link">
          {t("licenseCheck.forDevelopers")}{" "}
          <Link asChild colorPalette="teal" textDecoration="underline">
            <RouterLink to="/license-check/api">{t("licenseCheck.api.heading")}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </Container>
  );
}
