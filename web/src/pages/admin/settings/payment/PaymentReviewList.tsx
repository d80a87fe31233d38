import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Button, Card, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Form } from "@/components/Form";
import { FormError } from "@/components/FormError";
import { notify } from "@/components/notify";
import { TextField } from "@/components/TextField";
import { graphql } from "@/gql";
import type { PaymentReviewAction, PaymentsNeedingReviewQuery } from "@/gql/graphql";
import { errorMessage } from "@/lib/graphql-errors";
import { formatCents } from "@/lib/money";
import { amountToCents } from "@/pages/customer/add-balance/amount";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatMoney } from "@/i18n/format";

const PaymentsNeedingReview = graphql(`
  query PaymentsNeedingReview {
    payments(status: NEEDS_REVIEW, limit: 50) {
      total
      items {
        id
        amountCents
        currency
        providerStatus
        customerEmail
        createdAt
        events {
          id
          outcome
        }
      }
    }
  }
`);

const ResolvePaymentReview = graphql(`
  mutation ResolvePaymentReview($paymentId: ID!, $action: PaymentReviewAction!, $reason: String!, $amountCents: Int) {
    resolvePaymentReview(paymentId: $paymentId, action: $action, reason: $reason, amountCents: $amountCents) {
      id
      status
    }
  }
`);

type ReviewItem = PaymentsNeedingReviewQuery["payments"]["items"][number];

/**
 * Top-ups the webhook handler would not credit on its own (a wrong amount, a payment after
 * cancellation, an amount the provider did not confirm): an admin credits or rejects each once.
 */
export function PaymentReviewList() {
  const { t } = useTranslation("admin");
  const { data, refetch } = useQuery(PaymentsNeedingReview, { fetchPolicy: "cache-and-network" });
  const items = data?.payments.items ?? [];
  return (
    <Card.Root as="section" aria-labelledby="payment-review-heading">
      <Card.Header>
        <Card.Title as="h2" id="payment-review-heading">
          {t("settings.payment.review.title", { count: data?.payments.total ?? 0 })}
        </Card.Title>
        <Card.Description>{t("settings.payment.review.intro")}</Card.Description>
      </Card.Header>
      <Card.Body>
        {items.length === 0 ? (
          <Text color="fg.muted">{t("settings.payment.review.empty")}</Text>
        ) : (
          <Stack gap="4">
            {items.map((item) => (
              <ReviewCard key={item.id} item={item} onResolved={() => void refetch()} />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function ReviewCard({ item, onResolved }: { item: ReviewItem; onResolved: () => void }) {
  const { t } = useTranslation("admin");
  const [resolve, { loading }] = useMutation(ResolvePaymentReview);
  const [reason, setReason] = useState("");
  const [amount, setAmount] = useState(formatCents(item.amountCents));
  const [error, setError] = useState<string | null>(null);
  const lastOutcome = item.events.at(-1)?.outcome;

  async function decide(action: PaymentReviewAction) {
    const amountCents = action === "CREDIT" ? amountToCents(amount) : null;
    if (!reason.trim()) return setError(t("settings.payment.review.reasonMissing"));
    if (action === "CREDIT" && amountCents === null) return setError(t("settings.payment.review.amountInvalid"));
    setError(null);
    try {
      await resolve({ variables: { paymentId: item.id, action, reason, amountCents } });
      notify({
        title: action === "CREDIT" ? t("settings.payment.review.credited") : t("settings.payment.review.rejected"),
        description: item.customerEmail ?? item.id,
      });
      onResolved();
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body>
        <Form gap="3" onSubmit={(e) => e.preventDefault()}>
          <HStack justify="space-between" wrap="wrap">
            <Text fontWeight="semibold">{item.customerEmail ?? t("settings.payment.review.deletedCustomer")}</Text>
            <Badge colorPalette="orange">{item.providerStatus ?? t("settings.payment.review.unknown")}</Badge>
          </HStack>
          <Text fontSize="sm">
            {t("settings.payment.review.invoice", { amount: formatMoney(item.amountCents), currency: item.currency, date: formatDateTime(item.createdAt) })}
          </Text>
          {lastOutcome && (
            <Text fontSize="sm" color="fg.muted">
              {lastOutcome}
            </Text>
          )}
          <FormError message={error} />
          <TextField label={t("customers.ledger.reason")} value={reason} onChange={setReason} />
          <TextField label={t("settings.payment.review.amount")} inputMode="decimal" value={amount} onChange={setAmount} />
          <HStack wrap="wrap">
            <Button colorPalette="teal" size="sm" loading={loading} onClick={() => void decide("CREDIT")}>
              {t("settings.payment.review.credit")}
            </Button>
            <Button colorPalette="red" variant="outline" size="sm" disabled={loading} onClick={() => void decide("REJECT")}>
              {t("settings.payment.review.reject")}
            </Button>
          </HStack>
        </Form>
      </Card.Body>
    </Card.Root>
  );
}
