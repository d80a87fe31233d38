import { useMutation } from "@apollo/client/react";
import { Alert, Button, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { useTranslation } from "react-i18next";

const TestPaymentProviderMutation = graphql(`
  mutation TestPaymentProvider($provider: String!) {
    testPaymentProvider(provider: $provider) {
      ok
      message
    }
  }
`);

/** Test connection: a harmless call with the saved settings, and the provider's own answer or error. */
export function TestConnection({ provider }: { provider: string }) {
  const { t } = useTranslation("admin");
  const [test, { loading }] = useMutation(TestPaymentProviderMutation);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  async function run() {
    setResult(null);
    try {
      const { data } = await test({ variables: { provider } });
      if (data) setResult(data.testPaymentProvider);
    } catch (err) {
      setResult({ ok: false, message: errorMessage(err, t("settings.payment.testCouldNotRun")) });
    }
  }

  return (
    <Stack gap="3">
      {result && (
        <Alert.Root status={result.ok ? "success" : "error"} data-testid={`test-result-${provider}`}>
          <Alert.Indicator />
          <Alert.Title wordBreak="break-word">{result.message}</Alert.Title>
        </Alert.Root>
      )}
      <Button variant="outline" loading={loading} onClick={() => void run()} alignSelf="flex-start">
        {t("settings.payment.testConnection")}
      </Button>
    </Stack>
  );
}
