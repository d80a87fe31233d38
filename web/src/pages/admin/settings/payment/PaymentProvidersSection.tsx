import { useQuery } from "@apollo/client/react";
import { Card, Stack, Text } from "@chakra-ui/react";
import { PageLoading } from "@/components/PageLoading";
import { graphql } from "@/gql";
import { PaymentProviderCard } from "./PaymentProviderCard";
import { useTranslation } from "react-i18next";

export const PaymentProvidersQuery = graphql(`
  query PaymentProviders {
    paymentProviders {
      id
      label
      enabled
      enabledByPaymentMode
      displayName
      sortOrder
      minAmountCents
      maxAmountCents
      feeBasisPoints
      feeFixedCents
      notifyUrl
      settings {
        key
        label
        secret
        required
        maxLength
        help
        value
      }
    }
  }
`);

/** Settings → Payment: Stripe, BTCPay Server, epusdt and Cryptomus, each named, limited and set up on its own card. */
export function PaymentProvidersSection() {
  const { t } = useTranslation("admin");
  const { data, loading, error } = useQuery(PaymentProvidersQuery);
  if (loading && !data) return <PageLoading />;
  if (error || !data) return <Text color="fg.error">{t("settings.payment.providersLoadFailed")}</Text>;
  return (
    <Card.Root as="section" aria-labelledby="payment-providers-heading">
      <Card.Header>
        <Card.Title as="h2" id="payment-providers-heading">
          {t("settings.payment.providersTitle")}
        </Card.Title>
        <Card.Description>{t("settings.payment.providersIntro")}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="6">
          {data.paymentProviders.map((p) => (
            <PaymentProviderCard key={p.id} provider={p} />
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
