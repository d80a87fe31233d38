import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Button, Field, Flex, Heading, NativeSelect, Stack, Table, Text } from "@chakra-ui/react";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { DataTableFrame } from "@/components/DataTableFrame";
import { FormDialog } from "@/components/FormDialog";
import { notify } from "@/components/notify";
import { PhoneCard } from "@/components/PhoneCard";
import { TextField } from "@/components/TextField";
import { graphql } from "@/gql";
import { formatDateTime } from "@/i18n/format";
import { errorMessage } from "@/lib/graphql-errors";

const PAGE_SIZE = 50;
/** The server's limit on a cancellation reason (server/modules/orders/reservations.admin.ts). */
const MAX_REASON_LENGTH = 500;
const STATUSES = ["reserved", "completed", "expired", "cancelled"] as const;

const AdminReservationsQuery = graphql(`
  query AdminReservations($status: String, $limit: Int!, $offset: Int!) {
    adminReservations(status: $status, limit: $limit, offset: $offset) {
      total
      items {
        id
        customerEmail
        productName
        quantity
        clientAddress
        status
        createdAt
        expiresAt
      }
    }
  }
`);

const CancelReservationMutation = graphql(`
  mutation CancelReservationAsAdmin($id: ID!, $reason: String!) {
    cancelReservationAsAdmin(id: $id, reason: $reason) {
      id
      status
    }
  }
`);

type Reservation = { id: string; customerEmail?: string | null; productName: string; quantity: number; clientAddress?: string | null; status: string };

/**
 * Orders → Reservations: who holds what while a payment is awaited (pay the difference), newest
 * first, by status; a hold still taking stock off sale can be cancelled with a reason (audited).
 */
export function ReservationsSection() {
  const { t } = useTranslation("admin");
  const [status, setStatus] = useState<string>("reserved");
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<Reservation | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(AdminReservationsQuery, {
    variables: { status: status || null, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  useEffect(() => setPage(1), [status]);
  const result = error ? undefined : (data ?? previousData)?.adminReservations;

  const statusBadge = (s: string) => (
    <Badge colorPalette={s === "reserved" ? "orange" : s === "completed" ? "green" : "gray"}>{t(`orders.reservations.status.${s}`, { defaultValue: s })}</Badge>
  );
  const cancelButton = (r: Reservation) =>
    r.status === "reserved" ? (
      <Button size="xs" variant="outline" colorPalette="red" onClick={() => setCancelling(r)}>
        {t("orders.reservations.cancel")}
      </Button>
    ) : null;

  return (
    <Stack gap="4" as="section" aria-labelledby="reservations-heading">
      <Flex justify="space-between" align={{ base: "stretch", md: "end" }} direction={{ base: "column", md: "row" }} gap="3">
        <Stack gap="1">
          <Heading as="h2" size="lg" id="reservations-heading">
            {t("orders.reservations.title")}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t("orders.reservations.intro")}
          </Text>
        </Stack>
        <Field.Root maxW={{ md: "xs" }}>
          <Field.Label>{t("orders.reservations.statusFilter")}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={status} onChange={(e) => setStatus(e.target.value)}>
              <option value="">{t("orders.reservations.allStatuses")}</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`orders.reservations.status.${s}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Flex>
      <DataTableFrame
        columns={[
          { header: t("customers.columns.customer") },
          { header: t("orders.product") },
          { header: t("orders.quantity"), alignEnd: true },
          { header: t("orders.reservations.address") },
          { header: t("orders.reservations.created") },
          { header: t("orders.reservations.expires") },
          { header: t("orders.reservations.statusColumn") },
          { header: t("common.actions"), alignEnd: true },
        ]}
        total={result?.total}
        error={error && errorMessage(error, t("orders.reservations.loadError"))}
        loading={loading && !error}
        emptyText={t("orders.reservations.empty")}
        emptyInCard
        testId="reservations-table"
        phoneCards={result?.items.map((r) => (
          <PhoneCard
            key={r.id}
            title={r.productName}
            badge={statusBadge(r.status)}
            fields={[
              { label: t("customers.columns.customer"), value: r.customerEmail ?? t("dashboard.recent.unknownCustomer") },
              { label: t("orders.quantity"), value: r.quantity },
              { label: t("orders.reservations.address"), value: r.clientAddress ?? "—" },
              { label: t("orders.reservations.created"), value: formatDateTime(r.createdAt) },
              { label: t("orders.reservations.expires"), value: formatDateTime(r.expiresAt) },
            ]}
            actions={cancelButton(r)}
          />
        ))}
        pagination={{ page, pageSize: PAGE_SIZE, onPageChange: setPage, itemLabel: t("orders.reservations.itemLabel") }}
      >
        {result?.items.map((r) => (
          <Table.Row key={r.id}>
            <Table.Cell>{r.customerEmail ?? <Text color="fg.muted">{t("dashboard.recent.unknownCustomer")}</Text>}</Table.Cell>
            <Table.Cell>{r.productName}</Table.Cell>
            <Table.Cell textAlign="end">{r.quantity}</Table.Cell>
            <Table.Cell fontFamily="mono">{r.clientAddress ?? "—"}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(r.createdAt)}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(r.expiresAt)}</Table.Cell>
            <Table.Cell>{statusBadge(r.status)}</Table.Cell>
            <Table.Cell textAlign="end">{cancelButton(r)}</Table.Cell>
          </Table.Row>
        ))}
      </DataTableFrame>
      <CancelReservationDialog reservation={cancelling} onClose={() => setCancelling(null)} onCancelled={() => void refetch()} />
    </Stack>
  );
}

function CancelReservationDialog({ reservation, onClose, onCancelled }: { reservation: Reservation | null; onClose: () => void; onCancelled: () => void }) {
  const { t } = useTranslation("admin");
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string>();
  const [cancel, { loading }] = useMutation(CancelReservationMutation);
  useEffect(() => {
    setReason("");
    setProblem(undefined);
  }, [reservation]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!reservation) return;
    if (!reason.trim()) return setProblem(t("orders.reservations.reasonRequired"));
    try {
      await cancel({ variables: { id: reservation.id, reason: reason.trim() } });
      notify({ title: t("orders.reservations.cancelled") });
      onCancelled();
      onClose();
    } catch (err) {
      notify({ title: t("common.error"), description: errorMessage(err, t("orders.reservations.cancelFailed")), variant: "destructive" });
    }
  }

  return (
    <FormDialog
      open={reservation !== null}
      onClose={onClose}
      title={t("orders.reservations.cancelTitle")}
      onSubmit={submit}
      submitLabel={t("orders.reservations.cancel")}
      loading={loading}
    >
      {reservation && (
        <Text mb="4">
          {t("orders.reservations.cancelIntro", {
            quantity: reservation.quantity,
            product: reservation.productName,
            customer: reservation.customerEmail ?? "—",
          })}
        </Text>
      )}
      <TextField label={t("orders.reservations.reason")} value={reason} onChange={setReason} maxLength={MAX_REASON_LENGTH} error={problem} />
    </FormDialog>
  );
}
