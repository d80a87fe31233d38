import { useQuery } from "@apollo/client/react";
import { Link, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuCircleCheck } from "react-icons/lu";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { graphql } from "@/gql";
import { PaymentOutcome } from "./PaymentOutcome";

const PaidOrderQuery = graphql(`
  query PaidOrderOfPayment($id: ID!) {
    myReservation(id: $id) {
      id
      status
    }
  }
`);

/**
 * Back from a provider. After paying a purchase's difference (?order=id) the payment became the
 * order: besides the seed's line about the balance, the page says whether the order is ready and links to it.
 */
export default function PaymentSuccessPage() {
  const { t } = useTranslation("public");
  const orderId = useSearchParams()[0].get("order");
  return (
    <PaymentOutcome
      icon={<LuCircleCheck />}
      iconColor="green.solid"
      title={t("payment.successTitle")}
      text={t("payment.successText")}
      linkTo="/customer/dashboard"
      linkText={t("payment.toDashboard")}
    >
      {orderId && <PaidOrder orderId={orderId} />}
    </PaymentOutcome>
  );
}

function PaidOrder({ orderId }: { orderId: string }) {
  const { t } = useTranslation("public");
  // NOT_FOUND (another buyer's id, or a signed-out reader) leaves only the seed's text.
  const { data } = useQuery(PaidOrderQuery, { variables: { id: orderId }, fetchPolicy: "network-only", errorPolicy: "ignore" });
  const status = data?.myReservation?.status;
  if (!status) return null;
  return (
    <Text data-testid="paid-order" role="status">
      {status === "completed" ? t("payment.orderReady") : t("payment.orderWaiting")}{" "}
      <Link asChild colorPalette="teal" textDecoration="underline">
        <RouterLink to={`/customer/dashboard?order=${orderId}`}>{t("payment.viewOrder", { order: orderId.slice(0, 12) })}</RouterLink>
      </Link>
    </Text>
  );
}
