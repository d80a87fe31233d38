import { Heading, Spinner, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router-dom";
import { errorCode, errorMessage } from "@/lib/graphql-errors";
import { GuestOrderQuery } from "./guest-order-documents";
import { GuestOrderView, orderStatusText } from "./GuestOrderView";
import { OrderInvalid } from "./OrderInvalid";
import { forgetOrderAccess, storedOrderAccess } from "./order-access-store";

/** How often an order awaiting its payment is asked again: gently, the provider's notice takes seconds. */
const POLL_MS = 4000;
const MAX_SECRET = 200;

/**
 * /orders/:id — a guest's order, opened with the e-mail link's token (?token=) or the access
 * token this browser kept from the checkout. Once open, the address carries the link's token, so
 * a reload or a bookmark opens it again; while the payment is awaited the page asks again every
 * few seconds and announces the change.
 */
export default function OrderPage() {
  const { t } = useTranslation("public");
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const linkToken = params.get("token")?.slice(0, MAX_SECRET) || null;
  const [stored] = useState(() => (linkToken ? null : storedOrderAccess(id)));
  const hasSecret = Boolean(linkToken || stored);
  const query = useQuery(GuestOrderQuery, {
    variables: { id, linkToken, accessToken: linkToken ? null : (stored?.accessToken ?? null) },
    skip: !hasSecret,
    fetchPolicy: "network-only",
    notifyOnNetworkStatusChange: false,
  });
  const order = query.data?.guestOrder;
  const awaiting = order?.status === "awaiting_payment";
  const { startPolling, stopPolling } = query;
  useEffect(() => {
    if (awaiting) startPolling(POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [awaiting, startPolling, stopPolling]);

  // Opened with the stored token: the address gets the link's token (a reload, a bookmark, another tab).
  useEffect(() => {
    if (order && !linkToken) void navigate(`/orders/${encodeURIComponent(order.id)}?token=${encodeURIComponent(order.linkToken)}`, { replace: true });
  }, [order, linkToken, navigate]);

  // A stored token the server refuses is dropped.
  const code = query.error ? errorCode(query.error) : undefined;
  useEffect(() => {
    if (code === "NOT_FOUND" && stored) forgetOrderAccess(id);
  }, [code, stored, id]);

  // The status change is announced once (not the first status the page shows).
  const firstStatus = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    if (!order) return;
    if (firstStatus.current === null) firstStatus.current = order.status;
    else if (order.status !== firstStatus.current) {
      firstStatus.current = order.status;
      setAnnouncement(t("guestOrder.statusChanged", { status: orderStatusText(order.status) }));
    }
  }, [order, t]);

  return (
    <Stack maxW="5xl" mx="auto" px={{ base: "4", md: "6" }} py={{ base: "8", md: "12" }} gap="6">
      <Heading as="h1" size="2xl">
        {t("guestOrder.title")}
      </Heading>
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
      {!hasSecret ? (
        <OrderInvalid />
      ) : order ? (
        <GuestOrderView order={order} />
      ) : query.error && !order ? (
        code === "NOT_FOUND" || code === "BAD_USER_INPUT" ? (
          <OrderInvalid />
        ) : (
          <OrderInvalid message={errorMessage(query.error)} />
        )
      ) : (
        <Stack align="center" py="8" gap="2">
          <Spinner />
          <Text color="fg.muted">{t("guestOrder.loading")}</Text>
        </Stack>
      )}
    </Stack>
  );
}
