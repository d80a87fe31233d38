import { AuditDetails, auditDetailFields } from "./audit/AuditDetails";
import { useQuery } from "@apollo/client/react";
import { Code, Heading, Stack, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { DataTableFrame } from "@/components/DataTableFrame";
import { PhoneCard, type PhoneCardField } from "@/components/PhoneCard";
import { graphql } from "@/gql";
import type { AuditLogQuery as AuditLogData } from "@/gql/graphql";
import { errorMessage } from "@/lib/graphql-errors";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/i18n/format";

const PAGE_SIZE = 50;

const AuditLogQuery = graphql(`
  query AuditLog($limit: Int!, $offset: Int!) {
    auditLog(limit: $limit, offset: $offset) {
      total
      items {
        id
        action
        actorEmail
        actorId
        entityType
        entityId
        details
        createdAt
      }
    }
  }
`);

type AuditEntry = AuditLogData["auditLog"]["items"][number];

/** An entry at phone width: the action on top, then who, when and what, and each detail as its own labelled field. */
function AuditCard({ entry: a }: { entry: AuditEntry }) {
  const { t } = useTranslation("admin");
  const details: PhoneCardField[] = [];
  if (a.details) {
    const fields = auditDetailFields(a.details, t("audit.value"));
    if (fields) details.push(...fields.map(([label, value]) => ({ label, value })));
    else details.push({ label: t("customers.details"), value: <Text wordBreak="break-all">{a.details}</Text> });
  }
  return (
    <PhoneCard
      title={<Code size="sm">{a.action}</Code>}
      fields={[
        { label: t("audit.when"), value: formatDateTime(a.createdAt) },
        { label: t("audit.who"), value: <Text overflowWrap="anywhere">{a.actorEmail ?? (a.actorId ? a.actorId : t("dashboard.recent.system"))}</Text> },
        {
          label: t("audit.entity"),
          value: (
            <Text>
              <EntityName entry={a} />
            </Text>
          ),
        },
        ...details,
      ]}
    />
  );
}

function EntityName({ entry: a }: { entry: AuditEntry }) {
  return (
    <>
      {a.entityType}
      {a.entityId && (
        <Text as="span" color="fg.muted" fontFamily="mono" fontSize="xs">
          {" "}
          {a.entityId.slice(0, 12)}
        </Text>
      )}
    </>
  );
}

export default function AuditPage() {
  const { t } = useTranslation("admin");
  const [page, setPage] = useState(1);
  const { data, previousData, error } = useQuery(AuditLogQuery, {
    variables: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const result = (data ?? previousData)?.auditLog;

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {t("audit.title")}
      </Heading>
      <DataTableFrame
        columns={[
          { header: t("audit.when") },
          { header: t("audit.who") },
          { header: t("audit.action") },
          { header: t("audit.entity") },
          { header: t("customers.details") },
        ]}
        total={result?.total}
        error={error && errorMessage(error, t("audit.loadError"))}
        loading={!error}
        emptyText={t("audit.empty")}
        testId="audit-table"
        phoneCards={result?.items.map((a) => (
          <AuditCard key={a.id} entry={a} />
        ))}
        pagination={{ page, pageSize: PAGE_SIZE, onPageChange: setPage, itemLabel: t("audit.itemLabel") }}
      >
        {result?.items.map((a) => (
          <Table.Row key={a.id}>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(a.createdAt)}</Table.Cell>
            <Table.Cell>{a.actorEmail ?? (a.actorId ? a.actorId : t("dashboard.recent.system"))}</Table.Cell>
            <Table.Cell>
              <Code size="sm">{a.action}</Code>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              <EntityName entry={a} />
            </Table.Cell>
            <Table.Cell maxW="md">{a.details && <AuditDetails details={a.details} />}</Table.Cell>
          </Table.Row>
        ))}
      </DataTableFrame>
    </Stack>
  );
}
