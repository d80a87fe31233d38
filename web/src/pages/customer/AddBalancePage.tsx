import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { Button, Card, Heading, Input, InputGroup, Stack, Text, Wrap } from "@chakra-ui/react";
import { lazy, Suspense, useState, type FormEvent } from "react";
import { refetchLite } from "@/graphql/lite-client";
import { useCurrentUser } from "@/auth/useCurrentUser";
import { Form } from "@/components/Form";
import { LabelledField } from "@/components/LabelledField";
import { notify } from "@/components/notify";
import { useFieldProblems } from "@/components/useFieldProblems";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { formatMoney } from "@/i18n/format";
import { translateKnownMessage } from "@/i18n/known-messages";
import { amountToCents, INVALID_AMOUNT, isAmountDraft, PAYMENT_FAILED, QUICK_AMOUNTS } from "./add-balance/amount";
import { PaymentMethodField } from "./add-balance/PaymentMethodField";
import { RecentTopUps } from "./add-balance/RecentTopUps";
import type { PaymentAddress } from "@/components/payment/PaymentAddressPanel";

// The QR encoder comes only with a crypto payment that shows an address.
const PaymentAddressPanel = lazy(() => import("@/components/payment/PaymentAddressPanel"));

const CreateTopUpMutation = graphql(`
  mutation CreateTopUp($amountCents: Int!, $method: String) {
    createTopUp(amountCents: $amountCents, method: $method) {
      paymentId
      paymentUrl
      address {
        address
        amount
        currency
        qrText
      }
    }
  }
`);

const PaymentMethodsQuery = graphql(`
  query PaymentMethods {
    paymentMethods {
      id
      name
      minAmountCents
      maxAmountCents
      feeBasisPoints
      feeFixedCents
    }
  }
`);

export default function AddBalancePage() {
  const { user } = useCurrentUser();
  const [createTopUp] = useMutation(CreateTopUpMutation);
  const { data: methodsData } = useQuery(PaymentMethodsQuery);
  const methods = methodsData?.paymentMethods ?? [];
  const [chosenMethod, setMethod] = useState<string | null>(null);
  const method = chosenMethod ?? methods[0]?.id ?? null;
  const [amount, setAmount] = useState("");
  // Its own check and the server's amount limits (INVALID_AMOUNT) both go on the amount field.
  const fields = useFieldProblems<"amount">({ INVALID_AMOUNT: "amount" });
  // Stays on while the browser leaves for the payment page, so the button cannot be pressed twice.
  const [processing, setProcessing] = useState(false);
  const { t } = useTranslation("customer");
  const client = useApolloClient();
  // A crypto gateway's address: paid from a wallet here instead of on the provider's page.
  const [toAddress, setToAddress] = useState<{ address: PaymentAddress; paymentUrl: string } | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const amountCents = amountToCents(amount);
    if (!fields.check(amountCents === null ? { amount: INVALID_AMOUNT } : {}) || amountCents === null) return;
    setProcessing(true);
    try {
      const { data } = await createTopUp({ variables: { amountCents, method } });
      if (!data) throw new Error("no answer");
      if (data.createTopUp.address) {
        setProcessing(false);
        setToAddress({ address: data.createTopUp.address, paymentUrl: data.createTopUp.paymentUrl });
        void client.refetchQueries({ include: ["MyPayments"] });
        return;
      }
      window.location.assign(data.createTopUp.paymentUrl);
    } catch (err) {
      setProcessing(false);
      if (fields.showServerError(err)) return;
      notify({ title: t("addFunds.paymentError"), description: errorMessage(err, translateKnownMessage(PAYMENT_FAILED)), variant: "destructive" });
    }
  }

  return (
    <Stack gap="6" maxW="2xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t("addFunds.title")}
        </Heading>
        <Text color="fg.muted">{t("addFunds.intro")}</Text>
      </Stack>

      <Card.Root as="section" aria-labelledby="add-funds-heading">
        <Card.Header>
          <Card.Title as="h2" id="add-funds-heading">
            {t("addFunds.amount")}
          </Card.Title>
          {user && <Card.Description>{t("addFunds.currentBalance", { amount: formatMoney(user.balanceCents) })}</Card.Description>}
        </Card.Header>
        <Card.Body>
          <Form gap="5" onSubmit={submit}>
            <LabelledField label={t("addFunds.amountUsd")} helperText={t("addFunds.amountHelp")} error={fields.problems.amount}>
              <InputGroup startElement="$">
                <Input
                  name="amount"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0.00"
                  value={amount}
                  disabled={processing}
                  onChange={(e) => {
                    if (isAmountDraft(e.target.value)) setAmount(e.target.value);
                  }}
                />
              </InputGroup>
            </LabelledField>
            <Stack gap="2">
              <Text fontSize="sm" fontWeight="medium" id="quick-amounts">
                {t("addFunds.quickAmounts")}
              </Text>
              <Wrap gap="2" role="group" aria-labelledby="quick-amounts">
                {QUICK_AMOUNTS.map((quick) => (
                  <Button
                    key={quick}
                    variant={amount === String(quick) ? "solid" : "outline"}
                    colorPalette="teal"
                    size="sm"
                    disabled={processing}
                    aria-pressed={amount === String(quick)}
                    onClick={() => {
                      setAmount(String(quick));
                      fields.clear("amount");
                    }}
                  >
                    ${quick}
                  </Button>
                ))}
              </Wrap>
            </Stack>
            {methods.length > 0 && (
              <PaymentMethodField methods={methods} value={method ?? ""} onChange={setMethod} amountCents={amountToCents(amount)} disabled={processing} />
            )}
            <Button
              type="submit"
              colorPalette="teal"
              loading={processing}
              loadingText={t("addFunds.processing")}
              alignSelf={{ base: "stretch", sm: "flex-start" }}
            >
              {t("addFunds.proceed")}
            </Button>
          </Form>
        </Card.Body>
      </Card.Root>

      {toAddress && (
        <Card.Root as="section" aria-labelledby="pay-to-address-heading">
          <Card.Header>
            <Card.Title as="h2" id="pay-to-address-heading">
              {t("paymentAddress.sentTitle")}
            </Card.Title>
          </Card.Header>
          <Card.Body>
            <Stack gap="4">
              <Suspense fallback={null}>
                <PaymentAddressPanel address={toAddress.address} paymentUrl={toAddress.paymentUrl} />
              </Suspense>
              <Button
                variant="outline"
                alignSelf={{ base: "stretch", sm: "flex-start" }}
                onClick={() => void Promise.all([client.refetchQueries({ include: ["MyPayments"] }), refetchLite(["CurrentUser"])])}
              >
                {t("paymentAddress.checkBalance")}
              </Button>
            </Stack>
          </Card.Body>
        </Card.Root>
      )}

      <RecentTopUps />
    </Stack>
  );
}
