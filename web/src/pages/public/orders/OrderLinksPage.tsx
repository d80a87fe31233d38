import { Card, Heading, Link, Spinner, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import type { OpenOrderLinksMutation } from "@/gql/graphql";
import { formatDateTime, formatMoney } from "@/i18n/format";
import { OpenOrderLinksMutation as OpenOrderLinksDocument } from "./guest-order-documents";
import { orderStatusText } from "./GuestOrderView";
import { OrderInvalid } from "./OrderInvalid";

type Summary = OpenOrderLinksMutation["openOrderLinks"][number];

/** One call per token for the whole page's life: the link works once, and StrictMode runs effects twice. */
const opened = new Map<string, Promise<Summary[]>>();

/** /orders/lookup?token= — the one-time link of "Send me a link to all my orders": the address's orders, each with its own link. */
export default function OrderLinksPage() {
  const { t } = useTranslation("public");
  const [params] = useSearchParams();
  const token = params.get("token")?.slice(0, 200) ?? "";
  const [open] = useMutation(OpenOrderLinksDocument);
  const [orders, setOrders] = useState<Summary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    let call = opened.get(token);
    if (!call) {
      call = open({ variables: { token } }).then(({ data }) => data?.openOrderLinks ?? []);
      opened.set(token, call);
    }
    call.then(setOrders, () => setFailed(true));
  }, [token, open]);

  return (
    <Stack maxW="3xl" mx="auto" px={{ base: "4", md: "6" }} py={{ base: "8", md: "12" }} gap="6">
      <Heading as="h1" size="2xl">
        {t("orderLinks.title")}
      </Heading>
      {!token || failed ? (
        <OrderInvalid message={t("orderLinks.invalid")} />
      ) : orders === null ? (
        <Spinner />
      ) : orders.length === 0 ? (
        <Text>{t("orderLinks.none")}</Text>
      ) : (
        <>
          <Text color="fg.muted">{t("orderLinks.intro")}</Text>
          <Stack as="ul" listStyleType="none" gap="3">
            {orders.map((o) => (
              <Card.Root as="li" key={o.id} variant="outline">
                <Card.Body gap="1">
                  <Link asChild colorPalette="teal" color="colorPalette.fg" fontWeight="semibold" fontFamily="mono">
                    <RouterLink to={o.path}>{t("orderLinks.order", { number: o.number })}</RouterLink>
                  </Link>
                  <Text fontSize="sm">{o.productName}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {`${orderStatusText(o.status)} · ${formatMoney(o.totalCents)} · ${formatDateTime(o.createdAt)}`}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
